// Turns the first JSON Schema violation of a request into the Chinese sentence a user sees.
// A property's `x-messages` (in the contract) wins; otherwise a sentence is built from its Chinese `title`.
import type { ErrorObject } from '../../../openapi/validate';
import { type JsonSchema, resolveRef } from '../../../openapi/validate';

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
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `请填写${title}`;
    case 'additionalProperties':
      return `不支持的参数：${params.additionalProperty as string}`;
    case 'type':
      if (!path.length) return where === 'body' ? '请求体必须是 JSON 对象' : '查询参数格式不正确';
      return params.type === 'integer' ? `${title}必须是整数` : params.type === 'number' ? `${title}必须是数字` : `${title}格式不正确`;
    case 'minLength':
      return params.limit === 1 ? `请填写${title}` : `${title}不能少于${params.limit as number}个字符`;
    case 'maxLength':
      return `${title}不能超过${params.limit as number}个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${title}不能小于${params.limit as number}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${title}不能大于${params.limit as number}`;
    case 'pattern':
    case 'format':
      return `${title}格式不正确`;
    case 'enum':
    case 'const':
    case 'not':
      return `${title}的取值不正确`;
    case 'minItems':
      return `${title}至少需要${params.limit as number}项`;
    case 'maxItems':
      return `${title}最多${params.limit as number}项`;
    case 'uniqueItems':
      return `${title}不能重复`;
    case 'minProperties':
      return '请至少填写一项';
    default:
      return `${title}不正确`;
  }
}
