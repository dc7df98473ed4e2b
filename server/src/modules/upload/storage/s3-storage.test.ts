// The S3 storage against a real S3-compatible server (@20minutes/s3rver, which checks each request's SigV4 signature)
// on loopback: images and attachments go in, come back, are listed and removed, and two storages on one bucket — two
// Commune servers — see each other's files. Two things s3rver cannot answer: `siteIds`, a listing by delimiter
// (CommonPrefixes), which its file store answers empty for keys two or more levels deep (its directory walk skips what
// lies below a prefix before it has seen a key there; site-files.test.ts checks `siteIds` against S3's own answer);
// and a listing's second page, whose continuation token it enciphers with DES, which Node 24's OpenSSL 3 no longer has
// (it answers 500).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../scripts/free-port';
import type { S3Config } from '../../../config';
import { IMAGE_CACHE_CONTROL } from './image-storage';
import { createS3Storage } from './s3-storage';

const BUCKET = 'commune-images';
// s3rver's one account: a request signed with any other secret is refused as a real bucket would refuse it.
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';

let peer: S3rver;
let directory: string;
let s3: S3Config;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'commune-s3-'));
  const port = await freePort();
  peer = new S3rver({ address: '127.0.0.1', port, silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: BUCKET }] });
  await peer.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'cn-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    publicUrl: 'https://img.example.com',
  };
});
afterAll(async () => {
  await peer?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

const hex = (n: number) => n.toString(16).padStart(32, '0');
const imageKey = (siteId: number, n: number) => `${siteId}/2026/11/${hex(n)}.webp`;
const attachmentKey = (siteId: number, n: number) => `${siteId}/att/2026/11/${hex(n)}`;

/** What the bucket itself says about an object (its stored headers), asked with a signed request of our own. */
async function head(key: string) {
  const client = new AwsClient({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, region: s3.region, service: 's3' });
  const response = await client.fetch(`${s3.endpoint}/${BUCKET}/${key}`, {
    method: 'HEAD',
    headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
  });
  return response;
}

describe('the S3 storage on a real S3-compatible server', () => {
  it('puts, gets and removes images and attachments; a second storage sees them all', async () => {
    const one = createS3Storage(s3);
    const two = createS3Storage(s3);
    const image = Buffer.from('RIFF....WEBPVP8 image bytes');
    const pdf = Buffer.from('%PDF-1.7 an attachment');

    await one.put(imageKey(7, 1), image);
    await one.put(attachmentKey(7, 2), pdf, {
      contentType: 'application/pdf',
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
    await two.put(imageKey(8, 3), Buffer.from('site 8'));

    // Written by one server, read by the other, byte for byte.
    expect(await two.get(imageKey(7, 1))).toEqual(image);
    expect(await two.get(attachmentKey(7, 2))).toEqual(pdf);
    expect(await one.get(imageKey(8, 3))).toEqual(Buffer.from('site 8'));
    expect(await one.get(imageKey(7, 99))).toBeUndefined();

    // Kept with the headers a reader of the bucket's public address gets: an image to show, an attachment to save.
    const storedImage = await head(imageKey(7, 1));
    expect(storedImage.headers.get('content-type')).toBe('image/webp');
    expect(storedImage.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    const storedPdf = await head(attachmentKey(7, 2));
    expect(storedPdf.headers.get('content-type')).toBe('application/pdf');
    expect(storedPdf.headers.get('content-disposition')).toBe('attachment');

    // One server removes, the other no longer finds it; removing what is not there is no error.
    await two.remove(imageKey(8, 3));
    expect(await one.get(imageKey(8, 3))).toBeUndefined();
    await one.remove(imageKey(8, 3));
  });

  it('lists and removes a site’s files, only the keys it writes, leaving other sites and foreign objects', async () => {
    const one = createS3Storage(s3);
    const two = createS3Storage(s3);
    await one.put(imageKey(21, 1), Buffer.from('a'));
    await one.put(attachmentKey(21, 2), Buffer.from('b'), { contentType: 'text/plain', disposition: 'attachment' });
    await one.put(imageKey(22, 3), Buffer.from('c'));
    // Something put in the bucket by hand under the site's prefix: not a key this storage writes.
    const client = new AwsClient({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, region: s3.region, service: 's3' });
    const foreign = await client.fetch(`${s3.endpoint}/${BUCKET}/21/notes.txt`, {
      method: 'PUT',
      body: 'kept',
      headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    });
    expect(foreign.status).toBe(200);

    await two.removeSite(21);
    expect(await one.get(imageKey(21, 1))).toBeUndefined();
    expect(await one.get(attachmentKey(21, 2))).toBeUndefined();
    expect(await one.get(imageKey(22, 3))).toEqual(Buffer.from('c'));
    expect((await head('21/notes.txt')).status).toBe(200);
    await expect(two.removeSite(0)).rejects.toThrow();
  });

  it('is refused by the bucket with a wrong secret, and refuses keys it does not write', async () => {
    const wrong = createS3Storage({ ...s3, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put(imageKey(7, 5), Buffer.from('x'))).rejects.toThrow(/answered 403/);
    await expect(wrong.get(imageKey(7, 1))).rejects.toThrow(/answered 403/);
    const storage = createS3Storage(s3);
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.get('7/../../etc/passwd')).rejects.toThrow();
    await expect(storage.remove('7/notes.txt')).rejects.toThrow();
  });
});
