#!/usr/bin/env node
// Turns the hand-written contract into what every consumer reads: the bundled document and the SDK's generated types.
//   node scripts/contract.mjs           lint, bundle and generate
//   node scripts/contract.mjs --check   the same, but fail (exit 1) when a committed output is stale
import './runtime.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

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

function operationsModule(doc) {
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const isPublic = Array.isArray(op.security) && op.security.length > 0 && op.security.every((s) => Object.keys(s).length === 0);
      const optionalAuth = Array.isArray(op.security) && op.security.some((s) => Object.keys(s).length === 0) && !isPublic;
      const auth = isPublic ? 'none' : optionalAuth ? 'optional' : 'required';
      entries.push(
        `  ${op.operationId}: { method: '${method}', path: '${path}', tag: '${op.tags[0]}', auth: '${auth}', summary: '${op.summary}' },`,
      );
    }
  }
  return `${HEADER}
/** Every operation of the contract by operationId: the one name shared by the handler, the SDK call, the RTK Query endpoint and the command. */
export const operationIndex = {
${entries.join('\n')}
} as const;

export type OperationId = keyof typeof operationIndex;
export type OperationAuth = (typeof operationIndex)[OperationId]['auth'];
`;
}

function enumsModule(doc) {
  const out = [HEADER];
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const values = schema.enum ?? schema.items?.enum;
    if (!values || schema.type === 'array') continue;
    const literal = (v) => JSON.stringify(v);
    out.push(`/** ${schema.title ?? name} */`);
    out.push(`export const ${name}Values = [${values.map(literal).join(', ')}] as const;`);
    if (schema['x-enum-varnames']) {
      out.push(`export const ${name} = {`);
      for (const [i, key] of schema['x-enum-varnames'].entries()) out.push(`  ${key}: ${literal(values[i])},`);
      out.push('} as const;');
    }
    if (schema['x-enum-descriptions']) {
      out.push(`export const ${name}Labels: Record<(typeof ${name}Values)[number], string> = {`);
      for (const [i, label] of schema['x-enum-descriptions'].entries()) {
        const key = /^[A-Za-z_$][\w$]*$/.test(String(values[i])) ? values[i] : literal(values[i]);
        out.push(`  ${key}: ${literal(label)},`);
      }
      out.push('};');
    }
    out.push('');
  }
  return out.join('\n');
}

async function main() {
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
  };
  const stale = [];
  for (const [rel, text] of Object.entries(outputs)) {
    const file = join(root, rel);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === text) continue;
    if (check) stale.push(rel);
    else writeFileSync(file, text);
  }
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
