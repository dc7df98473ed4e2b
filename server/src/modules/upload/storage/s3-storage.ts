import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../../config';
import { ATTACHMENT_KEY_PATTERN, isStorageKey, UPLOAD_KEY_PATTERN } from '../upload-url';
import { IMAGE_CACHE_CONTROL, IMAGE_CONTENT_TYPE, type ImageStorage, siteIdOfSegment } from './image-storage';

/** An S3-compatible bucket (AWS, MinIO, R2, OSS, COS…), path-style addressing, each PUT signed with SigV4. */
export function createS3Storage(s3: S3Config, fetchImpl: typeof fetch = fetch): ImageStorage {
  const client = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3' });
  const base = `${s3.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s3.bucket)}`;
  const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

  async function send(url: string, method: 'GET' | 'DELETE') {
    const request = await client.sign(url, { method, headers: { 'x-amz-content-sha256': EMPTY_SHA256 } });
    const response = await fetchImpl(request, { signal: AbortSignal.timeout(20_000) });
    const text = await response.text();
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) throw new Error(`S3 ${method} answered ${response.status}`);
    return text;
  }

  const unescapeXml = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const tags = (xml: string, name: string) =>
    [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => unescapeXml(m[1]));

  /** ListObjectsV2, every page: the keys (or, with a delimiter, the common prefixes) under `prefix`. */
  async function list(prefix: string, delimiter?: string): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix, ...(delimiter ? { delimiter } : {}) });
      if (token) query.set('continuation-token', token);
      const xml = await send(`${base}?${query}`, 'GET');
      found.push(...(delimiter ? tags(xml, 'Prefix').filter((p) => p !== prefix) : tags(xml, 'Key')));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? tags(xml, 'NextContinuationToken')[0] : undefined;
    } while (token);
    return found;
  }

  return {
    async put(key, data, options) {
      if (!isStorageKey(key)) throw new Error(`not an upload key: ${key}`);
      const request = await client.sign(`${base}/${key}`, {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: {
          'content-type': options?.contentType ?? IMAGE_CONTENT_TYPE,
          'cache-control': options?.cacheControl ?? IMAGE_CACHE_CONTROL,
          ...(options?.disposition ? { 'content-disposition': options.disposition } : {}),
          // The body's hash inside the signature: what arrives is exactly what was signed.
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      const response = await fetchImpl(request, { signal: AbortSignal.timeout(20_000) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async get(key) {
      if (!isStorageKey(key)) throw new Error(`not an upload key: ${key}`);
      const request = await client.sign(`${base}/${key}`, { method: 'GET', headers: { 'x-amz-content-sha256': EMPTY_SHA256 } });
      const response = await fetchImpl(request, { signal: AbortSignal.timeout(60_000) });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      if (!isStorageKey(key)) throw new Error(`not an upload key: ${key}`);
      await send(`${base}/${key}`, 'DELETE');
    },
    async removeSite(siteId) {
      if (siteIdOfSegment(String(siteId)) === undefined) throw new Error(`not a site id: ${siteId}`);
      for (const key of await list(`${siteId}/`)) {
        // Only keys this storage writes; anything else under the prefix is not ours to touch.
        if (UPLOAD_KEY_PATTERN.test(key) || ATTACHMENT_KEY_PATTERN.test(key)) await send(`${base}/${key}`, 'DELETE');
      }
    },
    async siteIds() {
      return (await list('', '/')).flatMap((prefix) => {
        const id = siteIdOfSegment(prefix.replace(/\/$/, ''));
        return id === undefined ? [] : [id];
      });
    },
  };
}
