import type { OperationId } from './generated/operations';
import type { operations } from './generated/schema';

type Operation<K extends OperationId> = operations[K];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type IsNever<T> = [T] extends [never] ? true : false;

/** The query parameters an operation takes (`never` when it takes none). */
export type OperationQuery<K extends OperationId> = NonNullable<Operation<K>['parameters']['query']>;
/** The JSON body an operation takes (`never` when it takes none). */
export type OperationBody<K extends OperationId> = Operation<K> extends { requestBody: infer B } ? Json<B> : never;

type QueryPart<K extends OperationId> =
  IsNever<OperationQuery<K>> extends true
    ? { query?: never }
    : undefined extends Operation<K>['parameters']['query']
      ? { query?: OperationQuery<K> }
      : { query: OperationQuery<K> };
type BodyPart<K extends OperationId> = IsNever<OperationBody<K>> extends true ? { body?: never } : { body: OperationBody<K> };

/** What a call sends: `{ query }` and/or `{ body }` exactly as the contract defines them. */
export type OperationInput<K extends OperationId> = QueryPart<K> & BodyPart<K> & { signal?: AbortSignal };

/** The success envelope `{ type: 1, data?, description? }`. */
export type OperationEnvelope<K extends OperationId> = Json<Operation<K>['responses'][200]>;
/** The `data` of a successful answer (`undefined` for operations that return none). */
export type OperationData<K extends OperationId> = OperationEnvelope<K> extends { data: infer D } ? D : undefined;

type InputRequired<K extends OperationId> =
  BodyPart<K> extends { body: unknown } ? true : QueryPart<K> extends { query: unknown } ? true : false;
/** Call arguments: the input may be left out when nothing in it is required. */
export type OperationArgs<K extends OperationId> = InputRequired<K> extends true ? [input: OperationInput<K>] : [input?: OperationInput<K>];
