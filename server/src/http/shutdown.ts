import type { FastifyInstance } from 'fastify';

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (new ones on open connections get 503),
 * close the database and Redis, exit 0 — or exit 1 when requests are still running after `graceSeconds`.
 */
export function installShutdown(app: FastifyInstance, graceSeconds: number) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal, graceSeconds }, 'shutting down: finishing requests in flight');
      const deadline = setTimeout(() => {
        app.log.warn({ graceSeconds }, 'requests still running at the shutdown deadline: exiting without them');
        process.exit(1);
      }, graceSeconds * 1000);
      deadline.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
