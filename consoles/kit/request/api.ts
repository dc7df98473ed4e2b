import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { OperationArgs, OperationData, OperationEnvelope, OperationId, OperationInput } from '#sdk';
import { type KitBaseQuery, type OperationRequest, sdkBaseQuery } from './baseQuery';

/**
 * The one RTK Query API of a console. Features add endpoints with `injectOperations`; tags are free strings
 * (`providesTags: ['Site']`, `invalidatesTags: ['Site']`).
 */
export const consoleApi = createApi({
  reducerPath: 'api',
  baseQuery: sdkBaseQuery,
  tagTypes: [] as string[],
  endpoints: () => ({}),
});

/** An endpoint's argument: the operation's `{ query, body }`, optional when nothing in it is required. */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` is how RTK Query marks an optional endpoint argument.
export type OpArg<K extends OperationId> = OperationArgs<K> extends [OperationInput<K>] ? OperationInput<K> : OperationInput<K> | void;
/** An endpoint's result: the envelope's data (`null` for operations that return none). */
export type OpResult<K extends OperationId> = [OperationData<K>] extends [undefined] ? null : OperationData<K>;

type QueryDef<K extends OperationId> = QueryDefinition<OpArg<K>, KitBaseQuery, string, OpResult<K>, 'api'>;
type MutationDef<K extends OperationId, R> = MutationDefinition<OpArg<K>, KitBaseQuery, string, R, 'api'>;

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

/** A read endpoint for an operation: `getSiteList: opQuery('getSiteList', { providesTags: ['Site'] })`. */
export function opQuery<K extends OperationId>(operationId: K, options: OpQueryOptions<K> = {}): OpQuery<K> {
  return { kind: 'query', operationId, options };
}

/** A write endpoint for an operation, resolving to the envelope's data. */
export function opMutation<K extends OperationId>(
  operationId: K,
  options: OpMutationOptions<K, OpResult<K>> = {},
): OpMutation<K, OpResult<K>> {
  return { kind: 'mutation', operationId, envelope: false, options };
}

/** A write endpoint resolving to the whole envelope, for pages that show the server's `description` on success. */
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
