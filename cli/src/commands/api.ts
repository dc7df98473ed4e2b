import { readFile } from 'node:fs/promises';
import { InvalidArgumentError } from 'commander';
import { CommuneApiError, CommuneNetworkError, type OperationId } from '../../../sdk';
import { accessText, clientFor, entryOf } from '../access';
import type { CommandSpec } from '../command-spec';
import type { CommandContext } from '../context';
import { operationIds, operationShape } from '../contract';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { renderTable, renderTsv, writeJson } from '../output';
import { withLogin } from '../settings';

export interface ApiOptions {
  operationId?: string;
  list?: boolean;
  /** -f and -F share one list, in the order given (both options hold the same array). */
  rawField?: FieldArg[];
  field?: FieldArg[];
  input?: string;
}

export interface FieldArg {
  key: string;
  value: unknown;
}

/** `-F` values, like `gh api -F`: true, false, null, numbers and JSON arrays or objects become those; anything else stays text. */
export function typedValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(text) && Number.isFinite(Number(text))) return Number(text);
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      throw new InvalidArgumentError(`“${text}”不是合法的 JSON`);
    }
  }
  return text;
}

function fieldArg(text: string, typed: boolean): FieldArg {
  const at = text.indexOf('=');
  if (at <= 0) throw new InvalidArgumentError('字段应写作 key=value');
  const value = text.slice(at + 1);
  return { key: text.slice(0, at), value: typed ? typedValue(value) : value };
}

/** Fields as one object: `key[]=v` appends to an array (as gh does); the same plain key twice is a usage error. */
export function fieldsObject(fields: FieldArg[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const { key, value } of fields) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = object[name];
      if (list !== undefined && !Array.isArray(list)) throw usageError(`字段 ${name} 重复`);
      object[name] = [...((list as unknown[] | undefined) ?? []), value];
    } else {
      if (key in object) throw usageError(`字段 ${key} 重复`, '要传数组请写作 key[]=value');
      object[key] = value;
    }
  }
  return object;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** Operations whose names are close to what was typed: same letters in another case, one inside the other, or a few edits away. */
export function closeMatches(typed: string, limit = 5): OperationId[] {
  const wanted = typed.toLowerCase();
  return operationIds()
    .map((id) => {
      const name = id.toLowerCase();
      // One name inside the other ranks first, the closer in length the better; then by edits.
      const near = name.includes(wanted) || wanted.includes(name) ? Math.abs(name.length - wanted.length) / 100 : distance(wanted, name);
      return { id, near };
    })
    .filter(({ near }) => near <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.near - b.near || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map(({ id }) => id);
}

function operationOf(typed: string): OperationId {
  if (operationIds().includes(typed as OperationId)) return typed as OperationId;
  const close = closeMatches(typed);
  throw usageError(`未知操作：${typed}${close.length ? `；相近的操作：${close.join('、')}` : ''}`, '运行 commctl api --list 查看所有操作');
}

function writeList(ctx: CommandContext): number {
  const rows = operationIds().map((id) => {
    const entry = entryOf(id);
    return [id, entry.method.toUpperCase(), entry.path, entry.summary, accessText(id)];
  });
  ctx.io.stdout.write(ctx.io.stdoutIsTTY ? renderTable(['操作', '方法', '路径', '说明', '可用登录'], rows) : renderTsv(rows));
  return ExitCode.ok;
}

async function readInput(source: string, ctx: CommandContext): Promise<unknown> {
  let text: string;
  try {
    text = source === '-' ? await ctx.readStdin() : await readFile(source, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw usageError(`无法读取 --input ${source}${code === 'ENOENT' ? '：文件不存在' : code ? `（${code}）` : ''}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw usageError(`--input ${source} 的内容不是合法的 JSON：${(error as Error).message}`);
  }
}

/** Where fields go and what the body is: a body-taking operation gets them in its body unless --input gives the body (then the query, as gh does). */
async function requestOf(id: OperationId, options: ApiOptions, ctx: CommandContext) {
  const shape = operationShape(id);
  const fields = fieldsObject(options.rawField ?? options.field ?? []);
  const hasFields = Object.keys(fields).length > 0;
  if (options.input !== undefined && !shape.body)
    throw usageError(`操作 ${id}（${shape.method.toUpperCase()}）不接受请求体，不能用 --input`, '用 -f key=value 传查询参数');
  const body = options.input !== undefined ? await readInput(options.input, ctx) : shape.body && hasFields ? fields : undefined;
  const toQuery = !shape.body || options.input !== undefined;
  if (toQuery && hasFields && shape.query.length === 0)
    throw usageError(
      `操作 ${id} 没有查询参数，字段 ${Object.keys(fields).join('、')} 无处可放`,
      shape.body ? '请把它们写进 --input 的请求体' : undefined,
    );
  return { query: toQuery && hasFields ? fields : undefined, body };
}

type Envelope = { type: number; data?: unknown; description?: string };

export const apiCommand: CommandSpec<ApiOptions> = {
  path: ['api'],
  description: '调用契约中的任一操作并输出完整响应（JSON）；不带参数或加 --list 列出所有操作',

  flags(command) {
    // One list for -f and -F, so their order is kept.
    const fields: FieldArg[] = [];
    const collect = (typed: boolean) => (text: string) => {
      fields.push(fieldArg(text, typed));
      return fields;
    };
    command
      .argument('[operationId]', '操作名，如 getSiteList（见 commctl api --list）')
      .option(
        '-f, --raw-field <key=value>',
        '字段，值按文本传（可重复）；GET 等无请求体的操作放进查询参数，否则放进 JSON 请求体',
        collect(false),
      )
      .option(
        '-F, --field <key=value>',
        '字段，值按类型传：true、false、null、数字、JSON 数组或对象（可重复）；key[]=value 组成数组',
        collect(true),
      )
      .option('--input <file>', '整个 JSON 请求体从文件读取（- 为标准输入）；此时字段放进查询参数')
      .option('--list', '列出所有操作：操作名、方法、路径、说明与可用的登录');
  },

  async run(options, ctx) {
    if (options.list && options.operationId) throw usageError('--list 不能与操作名同时使用', '运行 commctl api --help 查看用法');
    if (options.list || !options.operationId) return writeList(ctx);
    const id = operationOf(options.operationId);
    const { query, body } = await requestOf(id, options, ctx);
    const { settings, client } = await clientFor(id, options, ctx, `操作 ${id}（${entryOf(id).summary}）`);
    const send = client.send as (id: OperationId, input: { query?: unknown; body?: unknown }) => Promise<Envelope>;
    const envelope = await withLogin(settings, async () => {
      try {
        return await send(id, { query, body });
      } catch (error) {
        // The server's answer is printed whatever it was; the exit code and the line on stderr follow the usual conventions.
        if (error instanceof CommuneApiError && !(error instanceof CommuneNetworkError))
          writeJson(ctx.io, { type: error.type, description: error.description });
        throw error;
      }
    });
    writeJson(ctx.io, envelope);
    return ExitCode.ok;
  },
};
