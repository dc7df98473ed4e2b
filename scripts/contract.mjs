#!/usr/bin/env node
// Turns the hand-written contract into what every consumer reads: the bundled document and the SDK's generated types.
//   node scripts/contract.mjs           lint, bundle and generate
//   node scripts/contract.mjs --check   the same, but fail (exit 1) when a committed output is stale
import './runtime.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse as parseYaml } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const redocly = join(root, 'node_modules/@redocly/cli/bin/cli.js');
const HEADER = '// Generated from openapi/ by scripts/contract.mjs. Do not edit: change the contract and run `npm run contract`.\n';

function run(args) {
  try {
    return execFileSync(process.execPath, [redocly, ...args], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`redocly ${args[0]} failed`);
  }
}

function bundle() {
  const dir = mkdtempSync(join(tmpdir(), 'commune-contract-'));
  const file = join(dir, 'openapi.json');
  run(['bundle', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '-o', file]);
  const text = `${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2)}\n`;
  rmSync(dir, { recursive: true, force: true });
  return text;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `paths/<tag>/api_saas_site-list.yaml` serves `/api/saas/site-list`: the file name is the path with `/` written as `_`. */
function pathFiles() {
  const base = join(root, 'openapi/paths');
  const doc = parseYaml(readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8'));
  const order = doc.tags.map((t) => t.name);
  const folders = readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const unknown = folders.filter((f) => !order.includes(f));
  if (unknown.length) throw new Error(`openapi/paths 下的文件夹必须是 openapi.yaml 中声明的 tag：${unknown.join(', ')}`);
  const loose = readdirSync(base).filter((f) => f.endsWith('.yaml'));
  if (loose.length) throw new Error(`路径文件必须放在以 tag 命名的文件夹中：${loose.join(', ')}`);
  const files = [];
  for (const tag of order.filter((t) => folders.includes(t))) {
    for (const file of readdirSync(join(base, tag))
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      const item = parseYaml(readFileSync(join(base, tag, file), 'utf8'));
      for (const method of Object.keys(item)) {
        if (!METHODS.includes(method)) continue;
        if (item[method].tags?.[0] !== tag) throw new Error(`${tag}/${file}: ${item[method].operationId} 的 tag 必须是 ${tag}`);
      }
      files.push({ tag, file, path: `/${file.slice(0, -'.yaml'.length).replaceAll('_', '/')}` });
    }
  }
  return files;
}

/** Schemas sit in `components/schemas/<tag>/` (the tag of the operations using them) or `common/` (several tags). */
function checkSchemaFolders(tags) {
  const base = join(root, 'openapi/components/schemas');
  const loose = readdirSync(base).filter((f) => f.endsWith('.yaml'));
  if (loose.length) throw new Error(`schema 文件必须放在以 tag 命名的文件夹或 common 中：${loose.join(', ')}`);
  const unknown = readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'common' && !tags.includes(d.name))
    .map((d) => d.name);
  if (unknown.length) throw new Error(`openapi/components/schemas 下的文件夹必须是 tag 或 common：${unknown.join(', ')}`);
}

/** openapi.yaml keeps its path map between `paths:` and `components:`; it is written from the folder, never by hand. */
function rootWithPaths(files) {
  const text = readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8');
  const start = text.indexOf('\npaths:\n');
  const end = text.indexOf('\ncomponents:\n');
  if (start < 0 || end < start) throw new Error('openapi.yaml 缺少 paths: 或 components: 段');
  const lines = files.map((f) => `  ${f.path}:\n    $ref: ./paths/${f.tag}/${f.file}`);
  return `${text.slice(0, start)}\npaths:\n${lines.join('\n')}${text.slice(end)}`;
}

/** Who may call an operation, from its security requirements: `[]` public; `[{}, …]` token optional; roles are the union. */
/** The contract's security schemes and the token kind each one carries (`Principal['kind']` on the server). */
const schemes = { saasToken: 'saas', consoleToken: 'console', memberToken: 'member' };

function accessOf(op) {
  const security = op.security;
  if (!Array.isArray(security)) throw new Error(`${op.operationId} 没有声明 security`);
  const tokens = [];
  const roles = [];
  for (const requirement of security) {
    for (const [scheme, names] of Object.entries(requirement)) {
      if (!schemes[scheme]) throw new Error(`${op.operationId}: 未知的安全方案 ${scheme}`);
      tokens.push(schemes[scheme]);
      for (const name of names) if (!roles.includes(name)) roles.push(name);
    }
  }
  const auth = tokens.length === 0 ? 'none' : security.some((r) => Object.keys(r).length === 0) ? 'optional' : 'required';
  return { auth, tokens, roles };
}

/**
 * Every write a member or a visitor can make (a method other than GET, open without a token or with a member's) states
 * how often it may be made, per signed-in member and per client address: `x-rate-limit`, which the server enforces
 * from the operation index (server/src/http/rate-limits.ts). Staff operations keep the general limit only.
 */
function rateLimitOf(op, method, { auth, tokens }) {
  const limit = op['x-rate-limit'];
  const open = method !== 'get' && (auth !== 'required' || tokens.includes('member'));
  if (!limit) {
    if (open) throw new Error(`${op.operationId}: 会员或访客可调用的写操作必须声明 x-rate-limit（perAddress，会员可调用时还要 perMember）`);
    return null;
  }
  const window = (name) => {
    const w = limit[name];
    if (w === undefined) return undefined;
    const keys = Object.keys(w ?? {})
      .sort()
      .join(',');
    if (keys !== 'max,windowSeconds' || !Number.isInteger(w.max) || w.max < 1 || !Number.isInteger(w.windowSeconds) || w.windowSeconds < 1)
      throw new Error(`${op.operationId}: x-rate-limit.${name} 必须是 { max, windowSeconds }，均为正整数`);
    return { max: w.max, windowSeconds: w.windowSeconds };
  };
  const unknown = Object.keys(limit).filter((k) => !['perMember', 'perAddress', 'siteSetting'].includes(k));
  if (unknown.length) throw new Error(`${op.operationId}: x-rate-limit 不认识 ${unknown.join(', ')}`);
  const perAddress = window('perAddress');
  const perMember = window('perMember');
  if (!perAddress) throw new Error(`${op.operationId}: x-rate-limit 必须声明 perAddress`);
  if (tokens.includes('member') && !perMember) throw new Error(`${op.operationId}: 会员可调用，x-rate-limit 必须声明 perMember`);
  if (!tokens.includes('member') && perMember) throw new Error(`${op.operationId}: 会员不能调用，x-rate-limit 不应声明 perMember`);
  if (!op.responses?.['429']) throw new Error(`${op.operationId}: 声明了 x-rate-limit，响应中必须有 429`);
  return { ...(perMember ? { perMember } : {}), perAddress, ...(limit.siteSetting ? { siteSetting: String(limit.siteSetting) } : {}) };
}

const literal = (v) => JSON.stringify(v);
const windowLiteral = (w) => `{ max: ${w.max}, windowSeconds: ${w.windowSeconds} }`;
const rateLimitLiteral = (limit) =>
  limit
    ? `{ ${[
        limit.perMember && `perMember: ${windowLiteral(limit.perMember)}`,
        `perAddress: ${windowLiteral(limit.perAddress)}`,
        limit.siteSetting && `siteSetting: ${literal(limit.siteSetting)}`,
      ]
        .filter(Boolean)
        .join(', ')} }`
    : 'null';
const list = (values) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

function operationsModule(doc) {
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const { auth, tokens, roles } = accessOf(op);
      const rateLimit = rateLimitLiteral(rateLimitOf(op, method, { auth, tokens }));
      entries.push(
        `  ${op.operationId}: { method: '${method}', path: '${path}', tag: '${op.tags[0]}', auth: '${auth}', tokens: ${list(tokens)}, roles: ${list(roles)}, rateLimit: ${rateLimit}, summary: ${literal(op.summary)} },`,
      );
    }
  }
  return `${HEADER}
/**
 * Every operation of the contract by operationId: the one name shared by the handler, the SDK call, the RTK Query endpoint and the command.
 * \`auth\`: 'none' public, 'optional' a token is read when sent, 'required' otherwise 401; \`tokens\`: the kinds of token that open it;
 * \`roles\`: the roles that open it (\`admin\` opens everything; empty means any signed-in user of that kind).
 * \`rateLimit\`: a write a member or visitor can make, at most \`max\` times in \`windowSeconds\` per signed-in member
 * (\`perMember\`) and per client address (\`perAddress\`), from the contract's \`x-rate-limit\`; null for the others.
 */
export const operationIndex = {
${entries.join('\n')}
} as const;

/** The contract's tags in its own order: one area each (a path folder, a server module, a console feature, a cache tag). */
export const apiTags = ${list(doc.tags.map((t) => t.name))} as const;

export type ApiTag = (typeof apiTags)[number];
export type OperationId = keyof typeof operationIndex;
export type OperationAuth = (typeof operationIndex)[OperationId]['auth'];
export interface RateLimitWindow {
  max: number;
  windowSeconds: number;
}
export interface OperationRateLimit {
  perMember?: RateLimitWindow;
  perAddress: RateLimitWindow;
  siteSetting?: string;
}
export type TokenKind = ${Object.values(schemes)
    .map((k) => `'${k}'`)
    .join(' | ')};
/** The operations of one area: \`Handlers<OperationsOfTag<'point'>>\` is a module's complete handler map. */
export type OperationsOfTag<T extends ApiTag> = { [K in OperationId]: (typeof operationIndex)[K]['tag'] extends T ? K : never }[OperationId];
`;
}

function enumsModule(doc) {
  const out = [HEADER];
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const values = schema.enum ?? schema.items?.enum;
    if (!values || schema.type === 'array') continue;
    out.push(`/** ${schema.title ?? name} */`);
    out.push(`export const ${name}Values = [${values.map(literal).join(', ')}] as const;`);
    if (schema['x-enum-varnames']) {
      out.push(`export const ${name} = {`);
      for (const [i, key] of schema['x-enum-varnames'].entries()) out.push(`  ${key}: ${literal(values[i])},`);
      out.push('} as const;');
    }
    const perValue = [
      ['x-enum-descriptions', 'Labels', 'string'],
      ['x-http-status', 'HttpStatus', 'number'],
      ['x-default-description', 'DefaultDescriptions', 'string'],
    ];
    for (const [extension, suffix, type] of perValue) {
      if (!schema[extension]) continue;
      if (schema[extension].length !== values.length) throw new Error(`${name}.${extension} 与 enum 的个数不一致`);
      out.push(`export const ${name}${suffix}: Record<(typeof ${name}Values)[number], ${type}> = {`);
      for (const [i, label] of schema[extension].entries()) {
        const key = /^[A-Za-z_$][\w$]*$/.test(String(values[i])) ? values[i] : literal(values[i]);
        out.push(`  ${key}: ${literal(label)},`);
      }
      out.push('};');
    }
    // The one 503 with its own words: the server is read-only while its primary database is away.
    if (schema['x-read-only-description']) {
      out.push(`export const ${name}ReadOnlyDescription = ${literal(schema['x-read-only-description'])};`);
    }
    if (schema['x-transitions']) out.push(...transitionsTable(name, schema, values));
    out.push('');
  }
  return out.join('\n');
}

/**
 * A status enum's `x-transitions` (action → `{ from: [state…], to: state }`, or a list of those when the target depends
 * on the start) as one table, action → { from: to }: whether an action may start from a state is whether the state is a
 * key, and the value is where it leads. States are written by their `x-enum-varnames` name (or value); `to` may also be
 * `previous` (the state before deletion) or null (the row is removed).
 */
function transitionsTable(name, schema, values) {
  const names = schema['x-enum-varnames'] ?? values;
  const memberValue = (state, where) => {
    const i = names.indexOf(state);
    if (i < 0) throw new Error(`${name}.x-transitions.${where}: ${state} 不是 ${name} 的成员`);
    return values[i];
  };
  const out = [
    `/** ${schema.title ?? name}: each action's moves, from → to (\`x-transitions\`; 'previous' the state before deletion, null the row removed). */`,
  ];
  out.push(`export const ${name}Transitions = {`);
  for (const [action, spec] of Object.entries(schema['x-transitions'])) {
    const moves = [];
    for (const move of Array.isArray(spec) ? spec : [spec]) {
      if (!Array.isArray(move.from) || !('to' in move)) throw new Error(`${name}.x-transitions.${action} 需要 from 与 to`);
      const to = move.to === null || move.to === 'previous' ? move.to : memberValue(move.to, action);
      for (const from of move.from) {
        const key = memberValue(from, action);
        if (moves.some(([k]) => k === key)) throw new Error(`${name}.x-transitions.${action}: ${from} 出现了两次`);
        moves.push([key, to]);
      }
    }
    const entries = moves.map(([from, to]) => `${/^[A-Za-z_$][\w$]*$/.test(String(from)) ? from : literal(from)}: ${literal(to)}`);
    out.push(`  ${action}: { ${entries.join(', ')} },`);
  }
  out.push('} as const;');
  out.push(`export type ${name}Action = keyof typeof ${name}Transitions;`);
  return out;
}

/** Follows local $refs and flattens allOf, so a field's constraints are read wherever the contract wrote them. */
function flatten(doc, schema) {
  let node = schema;
  while (node?.$ref)
    node = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc, key) => acc[key], doc);
  if (!node?.allOf) return node ?? {};
  const merged = { ...node };
  delete merged.allOf;
  for (const part of node.allOf) {
    const flat = flatten(doc, part);
    for (const [key, value] of Object.entries(flat)) {
      if (key === 'properties') merged.properties = { ...flat.properties, ...merged.properties };
      else if (key === 'required') merged.required = [...new Set([...(merged.required ?? []), ...value])];
      else if (key === 'x-messages') merged['x-messages'] = { ...value, ...merged['x-messages'] };
      else if (!(key in merged)) merged[key] = value;
    }
  }
  return merged;
}

const RULE_KEYS = ['type', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'enum', 'minItems', 'maxItems'];

function fieldRule(doc, schema, required) {
  const flat = flatten(doc, schema);
  const rule = { title: flat.title ?? flat.description?.split('。')[0] };
  if (!rule.title) delete rule.title;
  if (required) rule.required = true;
  for (const key of RULE_KEYS) if (flat[key] !== undefined) rule[key] = flat[key];
  if (flat.type === 'array' && flat.items) {
    const items = flatten(doc, flat.items);
    if (items.enum) rule.enum = items.enum;
  }
  if (flat['x-messages']) rule.messages = flat['x-messages'];
  return rule;
}

/** Per operation, the rules of each input field (body and query): what a form checks before it sends, with the contract's own words. */
function fieldRulesModule(doc) {
  const out = [];
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const parts = [];
      const params = (op.parameters ?? []).map((p) => flatten(doc, p)).filter((p) => p.in === 'query');
      if (params.length) {
        const fields = params.map(
          (p) =>
            `      ${p.name}: ${literal(fieldRule(doc, { ...flatten(doc, p.schema), ...(p.description && !flatten(doc, p.schema).title ? { title: p.description.split('。')[0] } : {}) }, p.required))},`,
        );
        parts.push(`    query: {\n${fields.join('\n')}\n    },`);
      }
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) {
        const body = flatten(doc, bodySchema);
        const fields = Object.entries(body.properties ?? {}).map(
          ([name, schema]) => `      ${literal(name)}: ${literal(fieldRule(doc, schema, (body.required ?? []).includes(name)))},`,
        );
        parts.push(`    body: {\n${fields.join('\n')}\n    },`);
      }
      if (parts.length) out.push(`  ${op.operationId}: {\n${parts.join('\n')}\n  },`);
    }
  }
  return `${HEADER}
/** Per operation, each input field's rules as the contract states them (required, bounds, pattern, enum) and its \`x-messages\`. */
export const fieldRules = {
${out.join('\n')}
} as const;
`;
}

function writeOrCheck(rel, text, stale) {
  const file = join(root, rel);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === text) return;
  if (check) stale.push(rel);
  else writeFileSync(file, text);
}

async function main() {
  const stale = [];
  // The path map comes first: lint and bundle read openapi.yaml.
  writeOrCheck('openapi/openapi.yaml', rootWithPaths(pathFiles()), stale);
  checkSchemaFolders(parseYaml(readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8')).tags.map((t) => t.name));
  if (!check) process.stdout.write(run(['lint', '--config', 'openapi/redocly.yaml', '--format', 'summary']) || 'contract: lint clean\n');
  else run(['lint', '--config', 'openapi/redocly.yaml']);
  const bundleText = bundle();
  const doc = JSON.parse(bundleText);
  const ast = await openapiTS(doc, { rootTypes: true, rootTypesNoSchemaPrefix: false, alphabetize: false, exportType: true });
  const outputs = {
    'openapi/dist/openapi.json': bundleText,
    'sdk/generated/schema.ts': `${HEADER}/* eslint-disable */\n${astToString(ast)}`,
    'sdk/generated/operations.ts': operationsModule(doc),
    'sdk/generated/enums.ts': enumsModule(doc),
    'sdk/generated/field-rules.ts': fieldRulesModule(doc),
  };
  for (const [rel, text] of Object.entries(outputs)) writeOrCheck(rel, text, stale);
  if (stale.length) {
    process.stderr.write(`生成的文件已过期，请运行 npm run contract：\n${stale.map((s) => `  ${s}`).join('\n')}\n`);
    process.exit(1);
  }
  if (!check) process.stdout.write(`contract: ${Object.keys(doc.paths).length} paths, bundle and SDK types up to date\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
