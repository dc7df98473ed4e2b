import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { notify } from '#kit/notify/notify';
import { isPublicPath } from '#kit/routes/table';
import { removeTokenCookie } from '#kit/session/cookies';
import { sessionCleared } from '#kit/session/sessionSlice';
import type { KitExtra } from '#kit/store/extra';
import { type OperationId, ResultType } from '#sdk';
import { type ConsoleError, toConsoleError } from './errors';

/** What an endpoint hands the base query: the operation and its `{ query, body }`. */
export interface OperationRequest {
  operationId: OperationId;
  // biome-ignore lint/suspicious/noConfusingVoidType: endpoints without an argument hand over `void`.
  input?: object | void;
  /** Resolve to the whole envelope `{ type, data?, description? }` instead of `data`. */
  envelope?: boolean;
}

/** Kept beside every result, so `transformResponse(data, meta)` can read the envelope's description. */
export interface OperationMeta {
  operationId: OperationId;
  description?: string;
}

/**
 * §4/§8 type 3: the token is not (or no longer) valid. It is dropped from the session and the cookie, and unless
 * the page is public the user goes to the login page with `?redirect=<current path>`.
 */
function onNotLoggedIn(extra: KitExtra, dispatch: (action: unknown) => unknown): void {
  const { config, navigation, cookies } = extra;
  removeTokenCookie(cookies, config.tokenCookie, navigation.hostname());
  dispatch(sessionCleared());
  const path = navigation.currentPath();
  if (isPublicPath(config.routes, path, config.publicPaths)) return;
  navigation.navigate(`/login?${new URLSearchParams({ redirect: path })}`, { replace: true });
}

/**
 * RTK Query over the SDK client (`extra.client`). Never throws: `{ data }` (the envelope's data, `null` when it has
 * none) or `{ error: { type, description, status } }`. Every failure shows its description as an error toast for
 * 5000 ms (§8), except a request the page aborted itself; type 3 also signs the user out of the console.
 */
export const sdkBaseQuery: BaseQueryFn<OperationRequest, unknown, ConsoleError, object, OperationMeta> = async (request, api) => {
  const meta: OperationMeta = { operationId: request.operationId };
  const extra = api.extra as KitExtra;
  try {
    const send = extra.client.send as (id: OperationId, input: object) => Promise<{ data?: unknown; description?: string }>;
    const envelope = await send(request.operationId, { ...(request.input ?? {}), signal: api.signal });
    meta.description = envelope.description;
    return { data: request.envelope ? envelope : (envelope.data ?? null), meta };
  } catch (cause) {
    const error = toConsoleError(cause);
    // A request the page dropped itself (it navigated away, the component unmounted) failed nobody: no toast.
    if (api.signal.aborted) return { error, meta };
    try {
      notify.error(error.description);
      if (error.type === ResultType.notLoggedIn) onNotLoggedIn(extra, api.dispatch);
    } catch {
      // Reporting a failure must not turn it into an exception.
    }
    return { error, meta };
  }
};

export type KitBaseQuery = typeof sdkBaseQuery;
