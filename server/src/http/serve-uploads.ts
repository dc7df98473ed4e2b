// The images uploaded to local storage, at /files/<siteId>/<yyyy>/<mm>/<hex>.webp (and accounts' avatars at
// /files/accounts/<accountId>/<yyyy>/<mm>/<hex>.webp): outside the contract, like the
// consoles' files. Only names of exactly that shape are looked up, so no path can leave the uploads folder.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ResultType } from '../../../sdk';
import { IMAGE_CACHE_CONTROL, IMAGE_CONTENT_TYPE } from '../modules/upload/storage/image-storage';
import { uploadsDir } from '../modules/upload/storage/local-storage';
import { isStoredKey } from '../modules/upload/upload-url';

export function serveUploads(app: FastifyInstance, dataDir: string) {
  const root = uploadsDir(dataDir);
  app.get('/files/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () =>
      reply.status(404).header('cache-control', 'no-store').send({ type: ResultType.notFound, description: '文件不存在' });
    if (!isStoredKey(key)) return notFound();
    const file = join(root, key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return notFound();
    return reply
      .header('content-type', IMAGE_CONTENT_TYPE)
      .header('content-length', String(info.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(createReadStream(file));
  });
}
