// The contract's own examples as test data: fixtures built from them stay valid against the contract by construction.
import type { OperationData, OperationId } from '../../sdk';
import { operationIndex } from '../../sdk';
import { contract, resolveRef } from '../validate';

/** A deep copy of the `data` of an operation's documented success example (its `default` example). */
export function exampleData<K extends OperationId>(operationId: K): OperationData<K> {
  const { path, method } = operationIndex[operationId];
  const response = resolveRef<{ content: { 'application/json': { examples: Record<string, { value: { data?: unknown } }> } } }>(
    contract.paths[path][method].responses['200'],
  );
  return structuredClone(response.content['application/json'].examples.default.value.data) as OperationData<K>;
}
