// Test helper: a schema of the bundled contract by name, with a property picked, for keeping the forms' messages
// and bounds in step with the contract.
import { contract } from '../../../openapi/validate';

export interface SchemaNode {
  'x-messages'?: Record<string, string>;
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export function contractSchema(name: string, ...path: string[]): SchemaNode {
  let node = contract.components.schemas[name] as SchemaNode;
  for (const key of path) {
    const next = node.properties?.[key];
    if (!next) throw new Error(`no ${key} in ${name}`);
    node = next;
  }
  return node;
}
