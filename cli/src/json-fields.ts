// `--json` prints an operation's `data`; `--json id,name` prints only those fields, checked against the contract's response
// schema before any request, so a misspelling is a usage error even when the list would be empty.
import { type Command, InvalidArgumentError } from 'commander';
import type { OperationId } from '../../sdk';
import { type DataShape, fieldNames, operationShape } from './contract';
import { usageError } from './errors';
import type { Io } from './io';
import { writeJson } from './output';

/** What commander leaves in `options.json`: absent, `true` for `--json`, or the fields of `--json a,b`. */
export type JsonFlag = boolean | string[] | undefined;

function fieldList(value: string): string[] {
  const fields = value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.length === 0) throw new InvalidArgumentError('字段列表不能为空，如 --json id,name');
  return [...new Set(fields)];
}

/** Declares `--json [fields]`. */
export function jsonOption(command: Command, what = '以 JSON 输出'): Command {
  return command.option('--json [fields]', `${what}；可只取部分字段，以逗号分隔，如 --json id,name`, fieldList);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(item: unknown, fields: string[]): unknown {
  if (!isRecord(item)) return item;
  return Object.fromEntries(fields.filter((f) => f in item).map((f) => [f, item[f]]));
}

/**
 * `data` restricted to `fields`: an object keeps those of its keys (in the order asked); a page (`{list, total}` or
 * `{list, nextCursor}`) keeps its wrapper and restricts each item of `list`; an array restricts each item.
 */
export function selectFields(data: unknown, shape: DataShape, fields: string[]): unknown {
  if (shape.kind === 'page' && isRecord(data) && Array.isArray(data.list))
    return { ...data, list: data.list.map((item) => pick(item, fields)) };
  if (shape.kind === 'array' && Array.isArray(data)) return data.map((item) => pick(item, fields));
  if (shape.kind === 'object') return pick(data, fields);
  return data;
}

export interface JsonOutput {
  write(io: Io, data: unknown): void;
}

/**
 * The JSON output asked for by `--json [fields]` of a command that prints `operationId`'s data, or undefined without
 * `--json`. Unknown fields are a usage error (exit 2) naming the fields there are.
 */
export function jsonOutput(flag: JsonFlag, operationId: OperationId): JsonOutput | undefined {
  if (!flag) return undefined;
  if (flag === true) return { write: (io, data) => writeJson(io, data) };
  const shape = operationShape(operationId).data;
  const available = fieldNames(shape);
  const unknown = flag.filter((f) => !available.includes(f));
  if (unknown.length > 0)
    throw available.length > 0
      ? usageError(`未知字段：${unknown.join(', ')}；可用字段：${available.join(', ')}`)
      : usageError(`未知字段：${unknown.join(', ')}；这里的数据没有字段可选`, '只写 --json 输出全部数据');
  return { write: (io, data) => writeJson(io, selectFields(data, shape, flag)) };
}
