import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultDescription, ResultType, ResultTypeReadOnlyDescription } from '../../../sdk';
import { isDatabaseUnavailable } from '../db/database';
import { AppError } from './errors';

// Fastify's own failures (bad JSON, wrong content type, oversized body) are bad input too: answer them in Chinese, never with 500.
const fastifyInputErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '请以 application/json 格式提交',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

/** Fastify's refusal of a malformed request as the envelope, or undefined when the error is not one. */
function refusedInput(error: FastifyError): { status: number; type: number; description: string } | undefined {
  const inputMessage = fastifyInputErrors[error.code ?? ''];
  if (inputMessage || (error as Error) instanceof SyntaxError) {
    return { status: 400, type: ResultType.invalidInput, description: inputMessage ?? '请求体不是有效的 JSON' };
  }
  // Any other 4xx Fastify raises itself (its codes start with FST_) is still about the request, not a fault of ours.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && status !== 429 && error.code?.startsWith('FST_')) {
    return status === 404
      ? { status: 404, type: ResultType.notFound, description: '接口不存在' }
      : { status: 400, type: ResultType.invalidInput, description: '请求格式不正确' };
  }
  return undefined;
}

/**
 * The router's own failures (a path that is not valid percent-encoding, `/api/saas/%zz`) never reach the error
 * handler: Fastify calls this instead (the `frameworkErrors` option), or answers its own English body without it.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refused = refusedInput(error);
  if (refused) return reply.status(refused.status).send({ type: refused.type, description: refused.description });
  request.log.error({ err: error }, 'unhandled router error');
  return reply.status(500).send({ type: ResultType.serverError, description: defaultDescription(ResultType.serverError) });
}

/** The innermost cause's code and words: drizzle's own message quotes the statement and its parameters. */
function rootReason(error: unknown): string {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; current.cause && typeof current.cause === 'object' && depth < 6; depth++) current = current.cause as typeof current;
  return `${current.code ?? ''} ${String(current.message ?? '')}`.trim().slice(0, 200);
}

/** The one error handler: every failure leaves as `{ type, description }` with its HTTP status. */
export function installErrorHandler(app: FastifyInstance, readOnly: () => boolean = () => false) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ type: error.type, description: error.description });
    }
    const refused = refusedInput(error as FastifyError);
    if (refused) return reply.status(refused.status).send({ type: refused.type, description: refused.description });
    if ((error as FastifyError).statusCode === 429) {
      return reply.status(429).send({ type: ResultType.tooManyRequests, description: defaultDescription(ResultType.tooManyRequests) });
    }
    // The database away (restart, failover, pool exhausted) or a request over its time: the service, not the request,
    // is at fault, and trying again shortly will work. Logged without the error object, which may carry the SQL's values.
    if (isDatabaseUnavailable(error) || (error as FastifyError).code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ reason: rootReason(error) }, 'service unavailable');
      // The primary went away while replicas still answer: the write is refused in the read-only mode's words.
      if (request.method !== 'GET' && readOnly()) {
        return reply.status(503).header('retry-after', '30').header('x-read-only', '1').send({
          type: ResultType.serviceUnavailable,
          description: ResultTypeReadOnlyDescription,
        });
      }
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ type: ResultType.serviceUnavailable, description: defaultDescription(ResultType.serviceUnavailable) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ type: ResultType.serverError, description: defaultDescription(ResultType.serverError) });
  });
}
