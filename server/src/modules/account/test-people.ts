// Test cast for the SaaS console's modules: the three kinds of account the spec names, two sites, and small helpers.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OperationId } from '../../../../sdk';
import type { CallOptions, TestServer } from '../../../test/harness';
import { siteUsers } from '../../db/schema';

export const LIMITED_ROLES = ['Site', 'Order', 'ContentAudit'];
export const OTHER_ROLES = ['Report', 'SiteBase', 'AppletManage'];

/** Main manager, a limited manager (Site, Order, ContentAudit), a manager with other roles, two holders with a site each. */
export async function castOfPeople(server: TestServer) {
  const f = server.fixtures;
  const ids = {
    main: await f.account({ mobile: '13800000001', userName: '刘建国', main: true }),
    limited: await f.account({ mobile: '13800000011', userName: '周敏', permissions: LIMITED_ROLES }),
    other: await f.account({ mobile: '13800000012', userName: '吴磊', permissions: OTHER_ROLES }),
    holderA: await f.account({ mobile: '13900000001', userName: '陈思远' }),
    holderB: await f.account({ mobile: '13900000002', userName: '赵小川' }),
  };
  const sites = {
    a: await f.site({ ownerId: ids.holderA, slug: 'reading', name: '青禾读书会', categoryId: 7 }),
    b: await f.site({ ownerId: ids.holderB, slug: 'running', name: '西湖跑团', categoryId: 6 }),
  };
  const tokens = {
    main: await f.loginSaas('13800000001'),
    limited: await f.loginSaas('13800000011'),
    other: await f.loginSaas('13800000012'),
    holderA: await f.loginSaas('13900000001'),
    holderB: await f.loginSaas('13900000002'),
  };
  return { ids, sites, tokens };
}

export type Cast = Awaited<ReturnType<typeof castOfPeople>>;

/** A SaaS account with these permissions, signed in. */
export async function managerWith(server: TestServer, mobile: string, permissions: string[]) {
  const id = await server.fixtures.account({ mobile, permissions });
  return { id, token: await server.fixtures.loginSaas(mobile) };
}

/** Answers with this status and type, and writes nothing. */
export async function expectRefused<K extends OperationId>(server: TestServer, operationId: K, options: CallOptions<K>, status: number) {
  const before = await server.tableCounts();
  const res = await server.call(operationId, options);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.type).toBe({ 401: 3, 403: 4, 404: 5, 409: 6 }[status]);
  expect(await server.tableCounts()).toEqual(before);
  return res.body.description as string;
}

export async function ownerOf(server: TestServer, siteId: number) {
  const [row] = await server.database.db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)));
  return row;
}

/** A site-console session for a site user, opened the way console sign-in opens one. */
export function consoleToken(server: TestServer, siteId: number, siteUserId: number) {
  return server.deps.sessions.open(server.database.db, { kind: 'console', siteId, siteUserId }, '127.0.0.1');
}
