import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { OperationEnvelope, OperationId } from '#sdk';
import { type KitBaseQuery, type OperationRequest, sdkBaseQuery } from './baseQuery';
import type { OpArg, OpResult } from './operationTypes';

// Deprecated: the hand-written endpoint tables of before the generated `api` (`#kit/request/api`). Kept, on a cache
// of its own, only until the SaaS console's features have moved to the generated hooks; then this file goes.

/**
 * @deprecated Use `api` from `#kit/request/api` (every operation, typed, tagged by its contract tag).
 * The legacy RTK Query API: features add endpoints with `injectOperations`; tags are free strings.
 */
export const consoleApi = createApi({
  reducerPath: 'legacyApi',
  baseQuery: sdkBaseQuery,
  tagTypes: [] as string[],
  endpoints: () => ({}),
});

type QueryDef<K extends OperationId> = QueryDefinition<OpArg<K>, KitBaseQuery, string, OpResult<K>, 'legacyApi'>;
type MutationDef<K extends OperationId, R> = MutationDefinition<OpArg<K>, KitBaseQuery, string, R, 'legacyApi'>;

export type OpQueryOptions<K extends OperationId> = Partial<Pick<QueryDef<K>, 'providesTags' | 'keepUnusedDataFor'>>;
export type OpMutationOptions<K extends OperationId, R> = Partial<Pick<MutationDef<K, R>, 'invalidatesTags'>>;

export interface OpQuery<K extends OperationId> {
  kind: 'query';
  operationId: K;
  options: object;
}
export interface OpMutation<K extends OperationId, R> {
  kind: 'mutation';
  operationId: K;
  envelope: boolean;
  options: object;
  /** Type only: what the mutation resolves to. */
  readonly result?: R;
}

/** @deprecated Use the generated `api`'s hooks. A read endpoint for an operation: `getSiteList: opQuery('getSiteList', { providesTags: ['Site'] })`. */
export function opQuery<K extends OperationId>(operationId: K, options: OpQueryOptions<K> = {}): OpQuery<K> {
  return { kind: 'query', operationId, options };
}

/** @deprecated Use the generated `api`'s hooks (mutations resolve to the envelope). A write endpoint for an operation, resolving to the envelope's data. */
export function opMutation<K extends OperationId>(
  operationId: K,
  options: OpMutationOptions<K, OpResult<K>> = {},
): OpMutation<K, OpResult<K>> {
  return { kind: 'mutation', operationId, envelope: false, options };
}

/** @deprecated Use the generated `api`'s hooks (mutations resolve to the envelope). A write endpoint resolving to the whole envelope, for pages that show the server's `description` on success. */
export function opEnvelopeMutation<K extends OperationId>(
  operationId: K,
  options: OpMutationOptions<K, OperationEnvelope<K>> = {},
): OpMutation<K, OperationEnvelope<K>> {
  return { kind: 'mutation', operationId, envelope: true, options };
}

// biome-ignore lint/suspicious/noExplicitAny: the result type of each entry is read back by OperationDefinitions.
type AnyOp<K extends OperationId> = OpQuery<K> | OpMutation<K, any>;
/** Endpoint key = operationId: `{ getSiteList: opQuery('getSiteList') }`. */
export type OperationDefs = { [K in OperationId]?: AnyOp<K> };

export type OperationDefinitions<D> = {
  [K in keyof D]: D[K] extends OpQuery<infer O> ? QueryDef<O> : D[K] extends OpMutation<infer O, infer R> ? MutationDef<O, R> : never;
};

/**
 * @deprecated Import hooks from the generated `api` (`#kit/request/api`); keep only cross-area invalidations (`alsoInvalidates`).
 * Adds operations to the console's API and returns it typed with their hooks:
 * `export const siteApi = injectOperations({ getSiteList: opQuery('getSiteList') })` →
 * `siteApi.useGetSiteListQuery({ query: { page: 1 } })`. Each key must be its operationId.
 */
export function injectOperations<const D extends OperationDefs>(defs: D & Record<Exclude<keyof D, OperationId>, never>) {
  return consoleApi.injectEndpoints({
    endpoints: (build) => {
      const endpoints: Record<string, unknown> = {};
      for (const [key, def] of Object.entries(defs) as [string, AnyOp<OperationId>][]) {
        const envelope = def.kind === 'mutation' && def.envelope;
        // biome-ignore lint/suspicious/noConfusingVoidType: RTK Query passes `undefined` typed as void for no argument.
        const query = (input: object | void): OperationRequest => ({ operationId: def.operationId, input, envelope });
        endpoints[key] = def.kind === 'query' ? build.query({ query, ...def.options }) : build.mutation({ query, ...def.options });
      }
      return endpoints as OperationDefinitions<D>;
    },
  });
}
