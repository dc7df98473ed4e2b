import createFetchClient from 'openapi-fetch';
import {
  CommuneApiError,
  CommuneNetworkError,
  defaultDescription,
  NotLoggedInError,
  type ResultTypeValue,
  resultTypeForStatus,
} from './errors';
import { ResultType } from './generated/enums';
import { type OperationId, operationIndex } from './generated/operations';
import type { paths } from './generated/schema';
import type { OperationArgs, OperationData, OperationEnvelope, OperationInput } from './types';

/** The spec's request timeout (§7, §9). */
export const REQUEST_TIMEOUT_MS = 120_000;

export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

export interface CommuneClientOptions {
  /** Empty by default: requests go to the page's own origin. */
  baseUrl?: string;
  token?: TokenProvider;
  timeoutMs?: number;
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers on every request (never the token: use `token`). */
  headers?: Record<string, string>;
}

type NamedCalls = { [K in OperationId]: (...args: OperationArgs<K>) => Promise<OperationData<K>> };

export type CommuneClient = NamedCalls & {
  /** The whole success envelope, for callers that show `description` (cache clear, change password). */
  send<K extends OperationId>(operationId: K, ...args: OperationArgs<K>): Promise<OperationEnvelope<K>>;
};

interface Envelope {
  type?: unknown;
  data?: unknown;
  description?: unknown;
}

function isResultType(value: unknown): value is ResultTypeValue {
  return typeof value === 'number' && Object.values(ResultType).includes(value as ResultTypeValue);
}

function failure(operationId: OperationId, status: number, body: Envelope | undefined): CommuneApiError {
  const type = isResultType(body?.type) && body.type !== ResultType.success ? body.type : resultTypeForStatus(status);
  const description = typeof body?.description === 'string' && body.description ? body.description : defaultDescription(type);
  if (type === ResultType.notLoggedIn) return new NotLoggedInError({ description, status, operationId });
  return new CommuneApiError({ type, description, status, operationId });
}

function networkFailure(operationId: OperationId, error: unknown, timeoutMs: number, baseUrl: string): CommuneNetworkError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new CommuneNetworkError(`请求超时（${Math.round(timeoutMs / 1000)} 秒未响应）`, operationId, error);
  if (name === 'AbortError') return new CommuneNetworkError('请求已取消', operationId, error);
  const where = baseUrl ? `：${baseUrl}` : '';
  return new CommuneNetworkError(`无法连接服务器${where}`, operationId, error);
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function createCommuneClient(options: CommuneClientOptions = {}): CommuneClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchClient = createFetchClient<paths>({ baseUrl, fetch: options.fetch, headers: options.headers });

  async function send<K extends OperationId>(operationId: K, ...args: OperationArgs<K>): Promise<OperationEnvelope<K>> {
    const input = (args[0] ?? {}) as OperationInput<K> & { query?: Record<string, unknown>; body?: unknown };
    const { method, path } = operationIndex[operationId];
    const token = options.token ? await options.token() : undefined;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      // The named operation fixes method and path; openapi-fetch's per-path typing is enforced one level up, by OperationInput.
      const request = (fetchClient.request as (m: string, p: string, init: object) => Promise<typeof result>)(method, path, {
        params: { query: input.query },
        body: input.body,
        headers: token ? { Authorization: token } : undefined,
        signal,
      });
      // Racing the signal as well: a custom fetch may ignore it, and the timeout must hold whatever fetch does.
      result = await Promise.race([request, rejectOnAbort(signal)]);
    } catch (error) {
      throw networkFailure(operationId, error, timeoutMs, baseUrl);
    }
    const body = (result.response.ok ? result.data : result.error) as Envelope | undefined;
    const envelope = body && typeof body === 'object' ? body : undefined;
    if (result.response.ok && envelope?.type === ResultType.success) return envelope as OperationEnvelope<K>;
    throw failure(operationId, result.response.ok ? 500 : result.response.status, envelope);
  }

  const client = { send } as CommuneClient;
  for (const operationId of Object.keys(operationIndex) as OperationId[]) {
    (client as unknown as Record<string, unknown>)[operationId] = async (...args: unknown[]) => {
      const envelope = (await (send as (id: OperationId, ...a: unknown[]) => Promise<Envelope>)(operationId, ...args)) as Envelope;
      return envelope.data;
    };
  }
  return client;
}
