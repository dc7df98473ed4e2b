import { ResultType } from './generated/enums';
import type { OperationId } from './generated/operations';

export type ResultTypeValue = (typeof ResultType)[keyof typeof ResultType];

const typeByStatus: Record<number, ResultTypeValue> = {
  400: ResultType.invalidInput,
  401: ResultType.notLoggedIn,
  403: ResultType.forbidden,
  404: ResultType.notFound,
  409: ResultType.conflict,
  422: ResultType.invalidInput,
  429: ResultType.tooManyRequests,
};

const descriptionByType: Record<ResultTypeValue, string> = {
  [ResultType.success]: '操作成功',
  [ResultType.invalidInput]: '请求参数不正确',
  [ResultType.notLoggedIn]: '未登录或登录已过期',
  [ResultType.forbidden]: '没有权限执行此操作',
  [ResultType.notFound]: '请求的内容不存在',
  [ResultType.conflict]: '当前状态不允许此操作',
  [ResultType.tooManyRequests]: '操作过于频繁，请稍后再试',
  [ResultType.serverError]: '服务器错误，请稍后再试',
};

/** The result type a bare HTTP status means, for answers that carry no envelope (a proxy's 502, a mock's 422). */
export function resultTypeForStatus(status: number): ResultTypeValue {
  return typeByStatus[status] ?? ResultType.serverError;
}

export function defaultDescription(type: ResultTypeValue): string {
  return descriptionByType[type] ?? descriptionByType[ResultType.serverError];
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
