import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../../config';
import { UPLOAD_KEY_PATTERN } from '../upload-url';
import { IMAGE_CACHE_CONTROL, IMAGE_CONTENT_TYPE, type ImageStorage } from './image-storage';

/** An S3-compatible bucket (AWS, MinIO, R2, OSS, COS…), path-style addressing, each PUT signed with SigV4. */
export function createS3Storage(s3: S3Config, fetchImpl: typeof fetch = fetch): ImageStorage {
  const client = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3' });
  const base = `${s3.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s3.bucket)}`;
  return {
    async put(key, data) {
      if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`not an upload key: ${key}`);
      const request = await client.sign(`${base}/${key}`, {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: {
          'content-type': IMAGE_CONTENT_TYPE,
          'cache-control': IMAGE_CACHE_CONTROL,
          // The body's hash inside the signature: what arrives is exactly what was signed.
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      const response = await fetchImpl(request, { signal: AbortSignal.timeout(20_000) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
  };
}
