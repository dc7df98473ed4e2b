import type { FastifyError, FastifyInstance } from 'fastify';
import { defaultDescription, ResultType } from '../../../sdk';
import { isDatabaseUnavailable } from '../db/database';
import { AppError } from './errors';

// Fastify's own failures (bad JSON, wrong content type, oversized body) are bad input too: answer them in Chinese, never with 500.
const fastifyInputErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '请以 application/json 格式提交',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
};

/** The innermost cause's code and words: drizzle's own message quotes the statement and its parameters. */
function rootReason(error: unknown): string {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; current.cause && typeof current.cause === 'object' && depth < 6; depth++) current = current.cause as typeof current;
  return `${current.code ?? ''} ${String(current.message ?? '')}`.trim().slice(0, 200);
}

/** The one error handler: every failure leaves as `{ type, description }` with its HTTP status. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ type: error.type, description: error.description });
    }
    const inputMessage = fastifyInputErrors[(error as FastifyError).code ?? ''];
    if (inputMessage || (error as SyntaxError) instanceof SyntaxError) {
      return reply.status(400).send({ type: ResultType.invalidInput, description: inputMessage ?? '请求体不是有效的 JSON' });
    }
    if ((error as FastifyError).statusCode === 429) {
      return reply.status(429).send({ type: ResultType.tooManyRequests, description: defaultDescription(ResultType.tooManyRequests) });
    }
    // The database away (restart, failover, pool exhausted) or a request over its time: the service, not the request,
    // is at fault, and trying again shortly will work. Logged without the error object, which may carry the SQL's values.
    if (isDatabaseUnavailable(error) || (error as FastifyError).code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ reason: rootReason(error) }, 'service unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ type: ResultType.serviceUnavailable, description: defaultDescription(ResultType.serviceUnavailable) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ type: ResultType.serverError, description: defaultDescription(ResultType.serverError) });
  });
}
