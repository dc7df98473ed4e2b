// Which database a request reads from, when there are replicas (db/read-routing.ts): a GET's queries may go to a
// replica; a principal's reads after its own write must see that write; with the primary away, writes answer 503
// 站点维护中，暂时只能浏览 and every answer says `x-read-only: 1` (the consoles' and member site's banner).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultType, ResultTypeReadOnlyDescription } from '../../../sdk';
import type { Cache } from '../cache/cache';
import { type ReadRouter, type ReadScope, readScope } from '../db/read-routing';

/** Beyond any LSN: a read whose principal's last write cannot be looked up goes to the primary. */
const UNKNOWN_WRITE = 1n << 64n;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Who wrote: the token (hashed; never stored as it is) or, before signing in, the address. */
function writerKeys(request: FastifyRequest): string[] {
  const token = request.headers.authorization;
  const keys = [`ryw:ip:${request.ip}`];
  if (token) keys.unshift(`ryw:tok:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`);
  return keys;
}

export const READ_ONLY_HEADER = 'x-read-only';

/** The answer to a write while read-only. */
export const readOnlyAnswer = { type: ResultType.serviceUnavailable, description: ResultTypeReadOnlyDescription };

export function installReadRouting(app: FastifyInstance, router: ReadRouter, cache: Cache, readYourWritesSeconds: number) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isRead(request) && router.readOnly() && request.url.startsWith('/api/')) {
      reply.code(503).header('retry-after', '30').header(READ_ONLY_HEADER, '1').send(readOnlyAnswer);
      return;
    }
    const read = isRead(request);
    let looked: Promise<bigint | undefined> | undefined;
    const scope: ReadScope = {
      read,
      // Looked up once, at the request's first query: answers from the cache never ask.
      minLsn: () => {
        looked ??= Promise.all(writerKeys(request).map((key) => cache.get<string>(key))).then(
          (lsns) =>
            lsns.reduce<bigint | undefined>((max, lsn) => (lsn && (max === undefined || BigInt(lsn) > max) ? BigInt(lsn) : max), undefined),
          () => UNKNOWN_WRITE,
        );
        return looked;
      },
    };
    readScope.run(scope, done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (router.readOnly()) reply.header(READ_ONLY_HEADER, '1');
    // After a write succeeded: where the primary is now, for the writer's next reads (before the answer leaves, so
    // that a read sent the moment it arrives already knows).
    if (isRead(request) || reply.statusCode >= 400 || !request.url.startsWith('/api/')) return;
    const lsn = await router.currentLsn();
    if (lsn === undefined) return;
    const key = writerKeys(request)[0];
    await cache.set(key, lsn.toString(), readYourWritesSeconds).catch(() => undefined);
  });
}
