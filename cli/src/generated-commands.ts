// Read-only commands made from the contract, like the Stripe CLI's resource commands: every GET operation becomes
// `commctl <area> <verb>`, its query parameters become flags, and its data is printed as the hand-written commands print
// theirs. One table drives them all; a hand-written command wins when it has the same words or covers the operation.
import { InvalidArgumentError, Option } from 'commander';
import type { OperationId } from '../../sdk';
import { DATE_RANGE_MESSAGE, isReversedRange } from '../../sdk/format';
import { clientFor } from './access';
import type { CommandSpec } from './command-spec';
import { type OperationShape, operationIds, operationShape, type ParamSpec } from './contract';
import { usageError } from './errors';
import { ExitCode } from './exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from './json-fields';
import { calendarDay, enumChoices, enumValue, positiveInteger } from './parse';
import { renderData } from './render';
import { withLogin } from './settings';

/** The command word of a tag: the hand-written groups' plural where there is one, otherwise the tag in kebab-case. */
const AREA_NAMES: Record<string, string> = { site: 'sites', order: 'orders', license: 'licences', applet: 'applets' };

const words = (camel: string): string[] => camel.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
const kebab = (camel: string): string => words(camel).join('-');

export const areaOf = (tag: string): string => AREA_NAMES[tag] ?? kebab(tag);

/**
 * The verb of a GET operation: its operationId without the `get` prefix and without the words of its tag, in kebab-case
 * (getLicenseCodeList → code-list, findAnonymousUser → find-anonymous-user); `list` or `show` when nothing else is left
 * (getSiteList → list, getOrder → show). Names come from the operationId alone, so a new operation never renames another.
 */
export function verbOf(shape: Pick<OperationShape, 'id' | 'tag' | 'data'>): string {
  const tagWords = new Set(words(shape.tag));
  const rest = words(shape.id.replace(/^get(?=[A-Z])/, '')).filter((w) => !tagWords.has(w));
  if (rest.length === 0) return shape.data.kind === 'page' ? 'list' : 'show';
  return rest.join('-');
}

// Flags every command has already; a query parameter of the same name gets a `query-` prefix.
const RESERVED = new Set(['json', 'server', 'profile', 'help', 'version']);

interface Flag {
  param: ParamSpec;
  option: Option;
}

function flagOf(param: ParamSpec): Flag {
  const name = RESERVED.has(kebab(param.name)) ? `query-${kebab(param.name)}` : kebab(param.name);
  const label = param.title ?? param.name;
  const about = (param.description ?? label).replace(/\s+/g, ' ').replace(/[。.]$/, '');
  let option: Option;
  if (param.labels) {
    const parse = enumValue(label, param.labels);
    // enumValue gives numbers for digit values; a string enum keeps them as strings.
    const typed = param.type === 'string' ? (value: string) => String(parse(value)) : parse;
    option = new Option(`--${name} <value>`, `${about}：${enumChoices(param.labels)}`).argParser(typed);
  } else if (param.type === 'integer') {
    option = new Option(`--${name} <n>`, about).argParser(
      param.minimum !== undefined && param.minimum >= 1 ? positiveInteger(label) : integer(label),
    );
  } else if (param.type === 'number') {
    option = new Option(`--${name} <n>`, about).argParser(number(label));
  } else if (param.type === 'boolean') {
    option = new Option(`--${name} <true|false>`, about).argParser(boolean(label));
  } else if (param.format === 'date') {
    option = new Option(`--${name} <date>`, `${about}（YYYY-MM-DD，北京时间）`).argParser(calendarDay(label));
  } else {
    option = new Option(`--${name} <${param.format === 'date-time' ? 'time' : 'text'}>`, about);
  }
  if (param.required) option.makeOptionMandatory();
  return { param, option };
}

function integer(label: string) {
  return (value: string): number => {
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError(`${label}必须是整数`);
    return Number(value);
  };
}

function number(label: string) {
  return (value: string): number => {
    if (!value.trim() || !Number.isFinite(Number(value))) throw new InvalidArgumentError(`${label}必须是数字`);
    return Number(value);
  };
}

function boolean(label: string) {
  return (value: string): boolean => {
    if (value !== 'true' && value !== 'false') throw new InvalidArgumentError(`${label}必须是 true 或 false`);
    return value === 'true';
  };
}

type GeneratedOptions = Record<string, unknown> & { json?: JsonFlag };

/** The command for one GET operation: flags from its query parameters, output from its data. */
export function generatedCommand(id: OperationId, path: readonly [string, string]): CommandSpec<GeneratedOptions> {
  const shape = operationShape(id);
  const flags = shape.query.map(flagOf);
  return {
    path,
    description: shape.summary,
    operations: [id],
    flags(command) {
      for (const flag of flags) command.addOption(flag.option);
      jsonOption(command, shape.data.kind === 'page' ? '以 JSON 输出（列表与总数）' : '以 JSON 输出');
      if (shape.description)
        command.addHelpText('after', `\n${shape.description}\n（操作 ${id}，${shape.method.toUpperCase()} ${shape.path}）`);
    },
    async run(options, ctx) {
      const query: Record<string, unknown> = {};
      for (const { param, option } of flags) {
        const value = options[option.attributeName()];
        if (value !== undefined) query[param.name] = value;
      }
      if (isReversedRange(query.startDate as string | undefined, query.endDate as string | undefined))
        throw usageError(DATE_RANGE_MESSAGE, `运行 commctl ${path.join(' ')} --help 查看用法`);
      const json = jsonOutput(options.json, id);
      const { settings, client } = await clientFor(id, options, ctx, shape.summary);
      const send = client.send as (id: OperationId, input: { query?: Record<string, unknown> }) => Promise<{ data?: unknown }>;
      const envelope = await withLogin(settings, () => send(id, Object.keys(query).length ? { query } : {}));
      if (json) json.write(ctx.io, envelope.data);
      else renderData(ctx.io, shape.data, envelope.data, { page: typeof query.page === 'number' ? query.page : undefined });
      return ExitCode.ok;
    },
  };
}

/**
 * A command for every GET operation that no hand-written command covers, unless a hand-written command already has its
 * words: the hand-written one wins. Sorted as the contract lists its operations.
 */
export function generatedCommands(handWritten: readonly CommandSpec[]): CommandSpec[] {
  const taken = new Set(handWritten.map((spec) => spec.path.join(' ')));
  const covered = new Set(handWritten.flatMap((spec) => spec.operations ?? []));
  const generated: CommandSpec[] = [];
  for (const id of operationIds()) {
    const shape = operationShape(id);
    if (shape.method !== 'get' || covered.has(id)) continue;
    const path = [areaOf(shape.tag), verbOf(shape)] as const;
    if (taken.has(path.join(' '))) continue;
    taken.add(path.join(' '));
    generated.push(generatedCommand(id, path) as CommandSpec);
  }
  return generated;
}
