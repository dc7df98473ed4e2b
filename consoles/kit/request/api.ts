import type { MutationDefinition, QueryDefinition, TagDescription } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { type ApiTag, apiTags, type OperationEnvelope, type OperationId, operationIndex } from '#sdk';
import { type KitBaseQuery, type OperationRequest, sdkBaseQuery } from './baseQuery';
import type { MutationOperationId, OpArg, OpResult, QueryOperationId } from './operationTypes';

export type { MutationOperationId, OpArg, OpResult, QueryOperationId } from './operationTypes';

type QueryDef<K extends OperationId> = QueryDefinition<OpArg<K>, KitBaseQuery, ApiTag, OpResult<K>, 'api'>;
/** Mutations resolve to the whole envelope, so a page can show the server's `description` on success. */
type MutationDef<K extends OperationId> = MutationDefinition<OpArg<K>, KitBaseQuery, ApiTag, OperationEnvelope<K>, 'api'>;
export type OperationDefinitions = { [K in OperationId]: K extends QueryOperationId ? QueryDef<K> : MutationDef<K> };

/** Whether an operation is read with GET (a query) rather than a write (a mutation). */
export function isQueryOperation(operationId: OperationId): operationId is QueryOperationId {
  return operationIndex[operationId].method === 'get';
}

/** The cache entry of one query, for a mutation of another area that changes it: `operationTag('getIndexBase')`. */
export function operationTag<K extends QueryOperationId>(operationId: K): { type: ApiTag; id: K } {
  return { type: operationIndex[operationId].tag, id: operationId };
}

/** What the api defines for an operation: a query providing its tags, or a mutation invalidating them. */
export interface EndpointSpec {
  operationId: OperationId;
  kind: 'query' | 'mutation';
  tags: TagDescription<ApiTag>[];
}

/**
 * Mutations that change nothing another query shows: clearing a badge count is applied to the cached counts where
 * it happens (`useReadMessage`), and refetching the account or the site's settings for it would be waste.
 */
export const quietMutations: readonly MutationOperationId[] = ['readSaasMessage', 'readConsoleMessage'];

export function endpointSpec(operationId: OperationId): EndpointSpec {
  const { tag } = operationIndex[operationId];
  if (isQueryOperation(operationId)) return { operationId, kind: 'query', tags: [tag, { type: tag, id: operationId }] };
  return { operationId, kind: 'mutation', tags: quietMutations.includes(operationId as MutationOperationId) ? [] : [tag] };
}

/**
 * The consoles' one RTK Query API, generated from the SDK's operation index: every operation once, the endpoint
 * named by its operationId. GET operations are queries resolving to the envelope's data and providing their
 * contract tag (plus `operationTag(id)`); the others are mutations resolving to the whole envelope
 * (`{ type, data?, description? }`) and invalidating their tag. `api.useGetUserRankListQuery()`,
 * `const [create] = api.useCreateUserRankMutation()`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sdkBaseQuery,
  tagTypes: apiTags,
  endpoints: (build) => {
    const endpoints: Record<string, unknown> = {};
    for (const operationId of Object.keys(operationIndex) as OperationId[]) {
      const { kind, tags } = endpointSpec(operationId);
      // biome-ignore lint/suspicious/noConfusingVoidType: RTK Query passes `undefined` typed as void for no argument.
      const request = (input: object | void): OperationRequest => ({ operationId, input, envelope: kind === 'mutation' });
      endpoints[operationId] =
        kind === 'query' ? build.query({ query: request, providesTags: tags }) : build.mutation({ query: request, invalidatesTags: tags });
    }
    return endpoints as OperationDefinitions;
  },
});

export type ConsoleApi = typeof api;

/**
 * A feature's mutations that change another area's data too (its own tag is always invalidated):
 * `alsoInvalidates({ createUserRank: [operationTag('getIndexBase')] })`. Returns the same `api`.
 */
export function alsoInvalidates(extra: { [K in MutationOperationId]?: readonly TagDescription<ApiTag>[] }): ConsoleApi {
  const endpoints = Object.fromEntries(
    Object.entries(extra).map(([operationId, tags]) => [
      operationId,
      { invalidatesTags: [operationIndex[operationId as OperationId].tag, ...(tags ?? [])] },
    ]),
  );
  return api.enhanceEndpoints({ endpoints } as Parameters<ConsoleApi['enhanceEndpoints']>[0]) as ConsoleApi;
}
