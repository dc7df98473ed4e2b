// The security headers (CSP and the rest) on every answer. Helmet writes them; they do not change from one request to
// the next, so they are taken from it once and set as they are: @fastify/helmet built a new Helmet, parsing the whole
// policy again, on every request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = headersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What Helmet sets on a response, read from a stand-in response. */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
