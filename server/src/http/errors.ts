import { defaultDescription, ResultType, ResultTypeHttpStatus, type ResultTypeValue } from '../../../sdk';

/** A failure with its Chinese description and HTTP status; the one error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly type: ResultTypeValue,
    readonly description: string = defaultDescription(type),
  ) {
    super(description);
    this.name = 'AppError';
    this.status = ResultTypeHttpStatus[type];
  }
}

export const badRequest = (description: string) => new AppError(ResultType.invalidInput, description);
export const notLoggedIn = (description?: string) => new AppError(ResultType.notLoggedIn, description);
export const forbidden = (description?: string) => new AppError(ResultType.forbidden, description);
export const notFound = (description: string) => new AppError(ResultType.notFound, description);
export const conflict = (description: string) => new AppError(ResultType.conflict, description);
export const tooManyRequests = (description?: string) => new AppError(ResultType.tooManyRequests, description);

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
