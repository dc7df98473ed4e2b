import { CommuneApiError, defaultDescription, ResultType, type ResultTypeValue } from '#sdk';

/** What a failed operation gives a page: the envelope's type, its Chinese description, the HTTP status (0: unreachable). */
export interface ConsoleError {
  type: ResultTypeValue;
  description: string;
  status: number;
}

/** What a request that got no HTTP answer at all (network failure) reports as its status. */
const NO_HTTP_STATUS = 0;

export function toConsoleError(cause: unknown): ConsoleError {
  if (cause instanceof CommuneApiError) return { type: cause.type, description: cause.description, status: cause.status };
  return { type: ResultType.serverError, description: defaultDescription(ResultType.serverError), status: NO_HTTP_STATUS };
}

/** Narrows RTK Query's `error` (typed loosely by its hooks) to the console's error. */
export function isConsoleError(error: unknown): error is ConsoleError {
  return typeof error === 'object' && error !== null && 'type' in error && 'description' in error;
}

/** The text to show for an RTK Query error: the envelope's description when there is one. */
export function errorText(error: unknown, fallback = defaultDescription(ResultType.serverError)): string {
  return isConsoleError(error) ? error.description : fallback;
}
