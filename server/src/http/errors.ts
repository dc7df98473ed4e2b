import { ResultType, type ResultTypeValue } from '../../../sdk';

/** A failure with its Chinese description and HTTP status; the one error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly type: ResultTypeValue,
    readonly status: number,
    readonly description: string,
  ) {
    super(description);
    this.name = 'AppError';
  }
}

export const badRequest = (description: string) => new AppError(ResultType.invalidInput, 400, description);
export const notLoggedIn = (description = '未登录或登录已过期') => new AppError(ResultType.notLoggedIn, 401, description);
export const forbidden = (description = '没有权限执行此操作') => new AppError(ResultType.forbidden, 403, description);
export const notFound = (description: string) => new AppError(ResultType.notFound, 404, description);
export const conflict = (description: string) => new AppError(ResultType.conflict, 409, description);
export const tooManyRequests = (description = '操作过于频繁，请稍后再试') => new AppError(ResultType.tooManyRequests, 429, description);

/** PostgreSQL unique violation on the named constraint/index (both drivers expose `code` and `constraint`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === '23514' && (!constraint || e.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}
