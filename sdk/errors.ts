import { ResultType, ResultTypeDefaultDescriptions, ResultTypeHttpStatus, ResultTypeValues } from './generated/enums';
import type { OperationId } from './generated/operations';

export type ResultTypeValue = (typeof ResultType)[keyof typeof ResultType];

const typeByStatus = new Map<number, ResultTypeValue>(
  ResultTypeValues.filter((type) => type !== ResultType.success).map((type) => [ResultTypeHttpStatus[type], type]),
);
// A mock's request validation failure (Prism answers 422) is bad input too.
typeByStatus.set(422, ResultType.invalidInput);

/** The result type a bare HTTP status means, for answers that carry no envelope (a proxy's 502, a mock's 422). */
export function resultTypeForStatus(status: number): ResultTypeValue {
  return typeByStatus.get(status) ?? ResultType.serverError;
}

export function defaultDescription(type: ResultTypeValue): string {
  return ResultTypeDefaultDescriptions[type] ?? ResultTypeDefaultDescriptions[ResultType.serverError];
}

export interface ApiErrorInit {
  type: ResultTypeValue;
  description: string;
  status: number;
  operationId?: OperationId;
}

/** Any answer other than type 1: `description` is the Chinese text to show the user. */
export class CommuneApiError extends Error {
  readonly type: ResultTypeValue;
  readonly description: string;
  readonly status: number;
  readonly operationId?: OperationId;

  constructor(init: ApiErrorInit) {
    super(init.description);
    this.name = 'CommuneApiError';
    this.type = init.type;
    this.description = init.description;
    this.status = init.status;
    this.operationId = init.operationId;
  }
}

/** Type 3: no token, or the token is expired or revoked. */
export class NotLoggedInError extends CommuneApiError {
  constructor(init: Omit<ApiErrorInit, 'type'>) {
    super({ ...init, type: ResultType.notLoggedIn });
    this.name = 'NotLoggedInError';
  }
}

/** The server could not be reached or did not answer in time; `status` is 0. */
export class CommuneNetworkError extends CommuneApiError {
  override readonly cause: unknown;
  constructor(description: string, operationId: OperationId | undefined, cause: unknown) {
    super({ type: ResultType.serverError, description, status: 0, operationId });
    this.name = 'CommuneNetworkError';
    this.cause = cause;
  }
}

export function isNotLoggedIn(error: unknown): error is CommuneApiError {
  return error instanceof CommuneApiError && error.type === ResultType.notLoggedIn;
}
