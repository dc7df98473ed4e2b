import type { OperationArgs, OperationData, OperationId, OperationInput, operationIndex } from '#sdk';

/** An endpoint's argument: the operation's `{ query, body }`, optional when nothing in it is required. */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` is how RTK Query marks an optional endpoint argument.
export type OpArg<K extends OperationId> = OperationArgs<K> extends [OperationInput<K>] ? OperationInput<K> : OperationInput<K> | void;
/** A query's result: the envelope's data (`null` for operations that return none). */
export type OpResult<K extends OperationId> = [OperationData<K>] extends [undefined] ? null : OperationData<K>;

type Method<K extends OperationId> = (typeof operationIndex)[K]['method'];
/** Operations read with GET: RTK Query queries (cached, tagged with the operation's contract tag). */
export type QueryOperationId = { [K in OperationId]: Method<K> extends 'get' ? K : never }[OperationId];
/** Every other operation: RTK Query mutations (they invalidate their contract tag). */
export type MutationOperationId = Exclude<OperationId, QueryOperationId>;
