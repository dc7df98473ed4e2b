import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConsoleRoleValues, operationIndex, SaasRoleValues } from '../sdk';
import { MemberNotificationKindValues, NotificationTemplateValues } from '../sdk/generated/enums';
import { compileAt, createContractAjv, type JsonSchema, jsonPointer, listOperations, resolveRef } from './validate';

const ajv = createContractAjv();
const operations = listOperations();

// Spec §7, method and path exactly as written there.
const specCalls = [
  'POST /api/saas/login',
  'POST /api/saas/register-sms',
  'POST /api/saas/register',
  'POST /api/saas/forget-sms',
  'POST /api/saas/verification-code',
  'PUT /api/saas/reset-password',
  'GET /api/saas/token-account',
  'GET /api/saas/manager/account-list',
  'GET /api/saas/manager/user-list',
  'PUT /api/saas/manager/account',
  'GET /api/saas/manager/permission-list',
  'GET /api/saas/manager/manager-list',
  'POST /api/saas/manager',
  'PUT /api/saas/manager',
  'DELETE /api/saas/manager',
  'POST /api/saas/manager/transfer',
  'DELETE /api/saas/manager/user',
  'PUT /api/saas/userReputationPoints',
  'PUT /api/saas/account',
  'PUT /api/saas/change-password',
  'GET /api/saas/site-list',
  'DELETE /api/saas/site',
  'POST /api/saas/site',
  'GET /api/saas/site-category',
  'GET /api/saas/siteUser-conditionQuery',
  'POST /api/saas/siteTransfer',
  'GET /api/saas/findAnonymousUser',
  'PUT /api/saas/redis-clear',
  'GET /api/permission-list',
  'POST /api/console/login',
  'GET /api/token-user',
  'GET /api/console/user-rank',
  'POST /api/console/user-rank',
  'PUT /api/console/user-rank',
  'DELETE /api/console/user-rank',
  'POST /api/console/user-rank/refresh',
  'GET /api/console/point-category',
  'PUT /api/console/point-category',
  'GET /api/console/point-item',
  'PUT /api/console/point-item',
  'GET /api/console/point-record',
  'GET /api/console/findAnonymousUser',
  'GET /api/console/index/base',
  'GET /api/console/site-setting',
  'PUT /api/console/site-setting',
  'GET /api/console/watermark-type-list',
  'GET /api/section/search',
  'GET /api/site-serviceAgreement',
];

describe('the contract', () => {
  it('has a send template for every kind of member notification (the send log checks its template)', () => {
    expect(MemberNotificationKindValues.filter((kind) => !(NotificationTemplateValues as readonly string[]).includes(kind))).toEqual([]);
  });

  it('has every call of spec §7 with exactly its method and path', () => {
    const present = new Set(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`));
    expect(specCalls.filter((c) => !present.has(c))).toEqual([]);
  });

  it('names every operation once, in camelCase, with one tag and a Chinese summary', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.tags).toHaveLength(1);
      expect(operation.summary).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('keeps the generated bundle and SDK types in step with the YAML', () => {
    expect(() => execFileSync(process.execPath, ['scripts/contract.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 600_000);

  it('has examples that are valid against their schemas', () => {
    let checked = 0;
    for (const { path, method, operation } of operations) {
      const media = operation.requestBody?.content['application/json'];
      for (const [name, example] of Object.entries(media?.examples ?? {})) {
        const validate = compileAt(ajv, jsonPointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'));
        expect(validate(example.value), `${operation.operationId} request example ${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        checked++;
      }
      for (const [status, raw] of Object.entries(operation.responses)) {
        const response = resolveRef<{ content?: Record<string, { schema: JsonSchema; examples?: Record<string, { value: unknown }> }> }>(
          raw,
        );
        const json = response.content?.['application/json'];
        expect(json?.examples, `${operation.operationId} ${status} has an example`).toBeTruthy();
        const validate = ajv.compile(
          json!.schema.$ref
            ? { $ref: `commune:openapi${json!.schema.$ref}` }
            : {
                $ref: `commune:openapi${jsonPointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`,
              },
        );
        for (const [name, example] of Object.entries(json!.examples ?? {})) {
          expect(validate(example.value), `${operation.operationId} ${status} example ${name}: ${ajv.errorsText(validate.errors)}`).toBe(
            true,
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(operations.length * 2);
  }, 60_000);

  it('closes every input object and bounds every input string and number', () => {
    const problems: string[] = [];
    const visit = (node: unknown, where: string, seen: Set<unknown>) => {
      const schema = resolveRef<JsonSchema>(node);
      if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
      seen.add(schema);
      const type = schema.type;
      if (type === 'object' && schema.additionalProperties !== false) problems.push(`${where}: additionalProperties 不是 false`);
      if (type === 'string' && schema.maxLength === undefined && schema.pattern === undefined && schema.enum === undefined)
        problems.push(`${where}: 字符串没有长度上限`);
      if (type === 'integer' && schema.enum === undefined && (schema.minimum === undefined || schema.maximum === undefined))
        problems.push(`${where}: 整数没有上下界`);
      if (type === 'array' && schema.maxItems === undefined) problems.push(`${where}: 数组没有长度上限`);
      for (const [key, child] of Object.entries((schema.properties as Record<string, unknown>) ?? {}))
        visit(child, `${where}.${key}`, seen);
      for (const key of ['items', 'not']) if (schema[key]) visit(schema[key], `${where}[${key}]`, seen);
      for (const key of ['allOf', 'anyOf', 'oneOf']) for (const child of (schema[key] as unknown[]) ?? []) visit(child, where, seen);
    };
    for (const { operation } of operations) {
      const media = operation.requestBody?.content['application/json'];
      if (media) visit(media.schema, `${operation.operationId} body`, new Set());
      for (const raw of operation.parameters ?? []) {
        const parameter = resolveRef<{ name: string; schema: JsonSchema }>(raw);
        visit(parameter.schema, `${operation.operationId} ?${parameter.name}`, new Set());
      }
    }
    expect(problems).toEqual([]);
  });

  it('states who may call every operation, with roles its token kind knows', () => {
    // Members have no roles: a member operation lists none.
    const rolesOf: Record<string, readonly string[]> = { saasToken: SaasRoleValues, consoleToken: ConsoleRoleValues, memberToken: [] };
    const problems: string[] = [];
    for (const { operation } of operations) {
      const security = operation.security;
      if (!Array.isArray(security)) {
        problems.push(`${operation.operationId}: 没有声明 security`);
        continue;
      }
      for (const requirement of security)
        for (const [scheme, roles] of Object.entries(requirement)) {
          if (!rolesOf[scheme]) problems.push(`${operation.operationId}: 未知的安全方案 ${scheme}`);
          for (const role of roles)
            if (!rolesOf[scheme]?.includes(role)) problems.push(`${operation.operationId}: ${scheme} 没有角色 ${role}`);
        }
    }
    expect(problems).toEqual([]);
    expect(operationIndex.saasLogin).toMatchObject({ auth: 'none', tokens: [] });
    expect(operationIndex.getUserRankList).toMatchObject({ auth: 'required', tokens: ['console'], roles: ['User'] });
    expect(operationIndex.getSiteServiceAgreement).toMatchObject({ auth: 'optional', tokens: ['console'] });
    expect(operationIndex.getSiteSetting).toMatchObject({ auth: 'required', tokens: ['console'] });
    expect(operationIndex.getPermissionList.tokens).toEqual(['saas', 'console']);
  });

  it('writes the envelope once: success answers extend Result and close it', () => {
    const inline: string[] = [];
    for (const { operation } of operations) {
      const schema = resolveRef<{ content?: Record<string, { schema: JsonSchema }> }>(operation.responses['200']).content?.[
        'application/json'
      ]?.schema;
      const props = schema?.properties as Record<string, unknown> | undefined;
      if (props?.type) inline.push(operation.operationId);
    }
    expect(inline).toEqual([]);
  });

  it('keeps each path file in the folder of its tag, named after its path', () => {
    for (const { path, operation } of operations) {
      const file = `./paths/${operation.tags[0]}/${path.slice(1).replaceAll('/', '_')}.yaml`;
      expect(existsSync(new URL(file, import.meta.url)), `${operation.operationId} → ${file}`).toBe(true);
    }
  });
});
