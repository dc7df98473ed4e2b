// Tenancy, for every operation a tenant calls that names an object by id (a query or body field `id`, `…Id`, `…Ids`
// of the contract): called by holder A or site A's owner with an id of holder B's or site B's, it answers exactly as
// with an id that does not exist, and writes nothing either way. Operations and fields come from the contract; a new
// id field whose kind tenant-objects.ts cannot supply fails here until it can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationId, operationIndex, type TokenKind } from '../../sdk';
import { type Field, operationInputs } from './contract-inputs';
import { startTestServer, type TestServer } from './harness';
import { idKind, SHARED_KINDS, type TenantObjects, tenantObjects } from './tenant-objects';
import { type TwoSites, twoSites } from './two-sites';

type Entry = { auth: string; tokens: readonly TokenKind[]; roles: readonly string[] };

const isIdField = (field: Field) => field.path.length === 1 && /^id$|[a-z]Ids?$/.test(field.path[0]);

/**
 * Operations whose caller is a tenant: signed in, and either a site's console, the member site, or a SaaS operation that
 * needs no role.
 */
const tenantOperations = (Object.keys(operationIndex) as OperationId[]).filter((id) => {
  const { auth, tokens, roles } = operationIndex[id] as Entry;
  return auth === 'required' && (tokens.includes('console') || roles.length === 0);
});

let server: TestServer;
let cast: TwoSites;
let objects: { a: TenantObjects; b: TenantObjects };
const checked: string[] = [];
const shared: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
  objects = await tenantObjects(server, cast);
});
afterAll(() => server?.close());

/** Site A's owner in its console, site A's member on the member site (前台) for member operations, else holder A. */
function callerFor(id: OperationId) {
  const { tokens } = operationIndex[id] as Entry;
  if (tokens.includes('console')) return { token: cast.sites.a.tokens.owner, host: cast.sites.a.host };
  if (tokens.includes('member')) return { token: cast.sites.a.memberTokens.member, host: cast.sites.a.host };
  return { token: cast.tokens.holderA, host: 'localhost' };
}

/** An id no object has that the contract still accepts for this field. */
function missingId(field: Field, of: number | string): number | string {
  const schema = field.schema.type === 'array' ? (field.schema.items as Record<string, unknown>) : field.schema;
  if (typeof of === 'number') return (schema?.maximum as number | undefined) ?? 2 ** 31 - 1;
  const last = of.charAt(of.length - 1);
  return `${of.slice(0, -1)}${last === '0' ? '1' : '0'}`;
}

const asField = (field: Field, value: number | string) => (field.schema.type === 'array' ? [value] : value);

function idFieldsOf(id: OperationId) {
  const inputs = operationInputs(id);
  return {
    inputs,
    fields: [
      ...inputs.query.map((f) => ({ ...f, in: 'query' as const })),
      ...(inputs.body ?? []).map((f) => ({ ...f, in: 'body' as const })),
    ].filter(isIdField),
  };
}

const known = (kind: string) => kind in SHARED_KINDS || Boolean(objects?.a && kind in objects.a);

describe('another tenant’s object answers exactly like a missing one', () => {
  it.each(tenantOperations.filter((id) => idFieldsOf(id).fields.length))('%s', async (id) => {
    const { inputs, fields } = idFieldsOf(id);
    const kinds = fields.map((f) => idKind(id, f.path[0], known));
    const unknown = kinds.filter((k) => !known(k));
    expect(unknown, `${id}: tenant-objects.ts has no object of kind ${unknown.join(', ')}`).toEqual([]);
    // The request is otherwise valid for A: every id field names A's own object.
    const query: Record<string, unknown> = { ...inputs.exampleQuery };
    const body: Record<string, unknown> | undefined = inputs.exampleBody ? structuredClone(inputs.exampleBody) : undefined;
    fields.forEach((field, i) => {
      if (kinds[i] in SHARED_KINDS) return;
      const target = field.in === 'query' ? query : body!;
      target[field.path[0]] = asField(field, objects.a[kinds[i]]);
    });
    const { token, host } = callerFor(id);
    for (const [i, field] of fields.entries()) {
      const kind = kinds[i];
      if (kind in SHARED_KINDS) {
        shared.push(`${id}.${field.path[0]}`);
        continue;
      }
      const answers = [];
      for (const value of [objects.b[kind], missingId(field, objects.b[kind])]) {
        const target = field.in === 'query' ? { ...query } : { ...body };
        target[field.path[0]] = asField(field, value);
        const before = await server.tableCounts();
        const res = await server.call(id, { token, host, ...(field.in === 'query' ? { query: target, body } : { query, body: target }) });
        expect(await server.tableCounts(), `${id} with ${field.path[0]}=${value} wrote rows`).toEqual(before);
        answers.push({ status: res.status, type: res.body.type, description: res.body.description, data: res.body.data });
      }
      expect(answers[0], `${id}.${field.path[0]}: B's ${kind} answered unlike a missing one`).toEqual(answers[1]);
      checked.push(`${id}.${field.path[0]}`);
    }
  });

  it('ran every planned check', () => {
    const planned = tenantOperations.flatMap((id) => idFieldsOf(id).fields.map((f) => `${id}.${f.path[0]}`));
    console.info(
      `tenancy: ${checked.length} id fields of ${new Set(checked.map((c) => c.split('.')[0])).size} operations checked with another tenant's object ` +
        `(${shared.length} naming shared lists: ${shared.join(', ')})`,
    );
    expect([...checked, ...shared].sort()).toEqual(planned.sort());
    expect(checked.length).toBeGreaterThan(0);
  });
});
