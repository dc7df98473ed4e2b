// A deleted site's uploaded files go with it: at once after the deletion, and by the sweep for any left behind.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port';
import { startTestServer, type TestServer } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { memberToken } from '../post/post-test-kit';
import { purgeDeletedSiteFiles } from './site-files';
import { uploadsDir } from './storage/local-storage';
import { createS3Storage } from './storage/s3-storage';

let server: TestServer;
let a: ConsoleTestSite;
let holder: string;
let holderId: number;

beforeAll(async () => {
  server = await startTestServer();
  const cast = await twoSites(server);
  a = cast.sites.a;
  holder = cast.tokens.holderA;
  holderId = cast.ids.holderA;
});
afterAll(() => server?.close());

async function uploadTo(host: string, token: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const { payload, contentType } = multipartBody([{ name: 'file', value: png, filename: 'a.png', contentType: 'image/png' }]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { host, authorization: token, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data.url as string;
}

const onDisk = (url: string) => join(uploadsDir(server.deps.config.dataDir), url.replace(/^\/files\//, ''));

describe('a deleted site’s files', () => {
  it('are removed when the site is deleted, and only that site’s', async () => {
    const siteId = await server.fixtures.site({ ownerId: holderId, slug: 'files-gone' });
    const userId = await server.fixtures.siteUser({ siteId, account: 'uploader' });
    const url = await uploadTo('files-gone.localhost', await memberToken(server, siteId, userId));
    const kept = await uploadTo(a.host, a.memberTokens.member);
    expect(existsSync(onDisk(url))).toBe(true);

    const res = await server.call('deleteSite', { token: holder, body: { id: siteId } });
    expect(res.status).toBe(200);
    expect(existsSync(onDisk(url))).toBe(false);
    expect(existsSync(join(uploadsDir(server.deps.config.dataDir), String(siteId)))).toBe(false);
    expect(existsSync(onDisk(kept))).toBe(true);
  });

  it('left behind are swept by purgeDeletedSiteFiles, which keeps living sites’ files', async () => {
    const leftover = join(uploadsDir(server.deps.config.dataDir), '987654', '2026', '11', `${'e'.repeat(32)}.webp`);
    await mkdir(join(leftover, '..'), { recursive: true });
    await writeFile(leftover, 'old');
    const kept = await uploadTo(a.host, a.memberTokens.member);
    const purged = await purgeDeletedSiteFiles(server.deps);
    expect(purged).toEqual([987654]);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(onDisk(kept))).toBe(true);
    expect(await purgeDeletedSiteFiles(server.deps)).toEqual([]);
  });

  it('in S3 are listed by the site’s prefix and deleted one by one', async () => {
    const objects = new Set([`7/2026/11/${'a'.repeat(32)}.webp`, `7/2026/12/${'b'.repeat(32)}.webp`, `8/2026/11/${'c'.repeat(32)}.webp`]);
    const seen: string[] = [];
    const s3 = createServer((request, response) => {
      const url = new URL(request.url!, 'http://s3');
      seen.push(`${request.method} ${url.pathname}${url.search}`);
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
      if (request.method === 'DELETE') {
        objects.delete(decodeURIComponent(url.pathname.replace('/bucket/', '')));
        response.writeHead(204).end();
        return;
      }
      const prefix = url.searchParams.get('prefix') ?? '';
      const body =
        url.searchParams.get('delimiter') === '/'
          ? [...new Set([...objects].map((k) => `${k.split('/')[0]}/`))].map(
              (p) => `<CommonPrefixes><Prefix>${p}</Prefix></CommonPrefixes>`,
            )
          : [...objects].filter((k) => k.startsWith(prefix)).map((k) => `<Contents><Key>${k}</Key></Contents>`);
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<ListBucketResult><Prefix>${prefix}</Prefix><IsTruncated>false</IsTruncated>${body.join('')}</ListBucketResult>`);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => s3.listen(port, '127.0.0.1', resolve));
    try {
      const storage = createS3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'bucket',
        region: 'cn-east-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        publicUrl: 'https://img.example.com',
      });
      expect((await storage.siteIds()).sort()).toEqual([7, 8]);
      await storage.removeSite(7);
      expect([...objects]).toEqual([`8/2026/11/${'c'.repeat(32)}.webp`]);
      expect(seen.filter((s) => s.startsWith('DELETE'))).toHaveLength(2);
    } finally {
      s3.close();
    }
  });
});
