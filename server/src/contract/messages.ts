// Turns the first JSON Schema violation of a request into the Chinese sentence a user sees.
// A property's `x-messages` (in the contract) wins; otherwise a sentence is built from its Chinese `title`.
import type { ErrorObject } from '../../../openapi/validate';
import { type JsonSchema, resolveRef } from '../../../openapi/validate';
import { type ViolationParams, violationMessage } from '../../../sdk/field-messages';
import { quotable } from './text-rules';

type Messages = Record<string, string>;

function unwrap(schema: JsonSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  const resolved = resolveRef<JsonSchema>(schema);
  const layers = [resolved];
  for (const part of (resolved.allOf as JsonSchema[] | undefined) ?? []) layers.push(...unwrap(part));
  return layers;
}

/** The schemas that describe the value at `path` (outer first), following properties/items through $ref and allOf. */
function schemasAt(root: JsonSchema, path: string[]): JsonSchema[] {
  let layers = unwrap(root);
  for (const segment of path) {
    const next: JsonSchema[] = [];
    for (const layer of layers) {
      const props = layer.properties as Record<string, JsonSchema> | undefined;
      if (props?.[segment]) next.push(...unwrap(props[segment]));
      else if (layer.items && /^\d+$/.test(segment)) next.push(...unwrap(layer.items as JsonSchema));
    }
    layers = next;
    if (!layers.length) break;
  }
  return layers;
}

function pick<T>(layers: JsonSchema[], get: (s: JsonSchema) => T | undefined): T | undefined {
  for (const layer of layers) {
    const value = get(layer);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function describeViolation(root: JsonSchema, error: ErrorObject, where: 'query' | 'body'): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  let target = path;
  if (error.keyword === 'required') target = [...path, (error.params as { missingProperty: string }).missingProperty];
  const layers = schemasAt(root, target);
  const failing = error.parentSchema ? [...layers, ...unwrap(error.parentSchema as JsonSchema)] : layers;
  const custom = pick(failing, (s) => (s['x-messages'] as Messages | undefined)?.[error.keyword]);
  if (custom) return custom;

  const name = target[target.length - 1];
  const title = pick(failing, (s) => s.title as string | undefined) ?? name ?? (where === 'body' ? '请求体' : '查询参数');
  if (error.keyword === 'type' && !path.length) return where === 'body' ? '请求体必须是 JSON 对象' : '查询参数格式不正确';
  const params = { ...(error.params as ViolationParams) };
  // The unknown name is the caller's text: keep the description short and printable (the envelope allows 500 characters).
  if (typeof params.additionalProperty === 'string') params.additionalProperty = quotable(params.additionalProperty);
  return violationMessage(error.keyword, title, params);
}

/** The sentence for text holding a control character or an unpaired surrogate at `path`. */
export function describeForbiddenText(root: JsonSchema, path: string[], where: 'query' | 'body'): string {
  const title = path.length
    ? (pick(schemasAt(root, path), (s) => s.title as string | undefined) ?? '参数')
    : where === 'body'
      ? '请求体'
      : '查询参数';
  return `${title}含有不支持的控制字符或无效字符`;
}
