import type { FastifyError, FastifyInstance } from 'fastify';
import { defaultDescription, ResultType } from '../../../sdk';
import { AppError } from './errors';

// Fastify's own failures (bad JSON, wrong content type, oversized body) are bad input too: answer them in Chinese, never with 500.
const fastifyInputErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '请以 application/json 格式提交',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
};

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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ type: ResultType.serverError, description: defaultDescription(ResultType.serverError) });
  });
}
