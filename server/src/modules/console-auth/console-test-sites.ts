// Test support (imported by the console modules' tests only): two provisioned sites, each with an owner, an
// administrator per role that matters to the console, and a member with no roles, all signed in.
import { expect } from 'vitest';
import type { OperationId } from '../../../../sdk';
import type { CallOptions, TestServer } from '../../../test/harness';

export interface ConsoleTestSite {
  id: number;
  slug: string;
  host: string;
  name: string;
  users: { owner: number; userAdmin: number; siteManager: number; siteBase: number; member: number };
  tokens: { owner: string; userAdmin: string; siteManager: string; siteBase: string; member: string };
}

async function consoleSite(server: TestServer, input: { ownerMobile: string; slug: string; name: string; prefix: string }) {
  const ownerId = await server.fixtures.account({ mobile: input.ownerMobile, userName: `${input.name}站长` });
  const id = await server.fixtures.site({ ownerId, slug: input.slug, name: input.name });
  const user = (account: string, roles: string[], mobile?: string) =>
    server.fixtures.siteUser({ siteId: id, account: `${input.prefix}${account}`, roles, mobile });
  const users = {
    owner: 0,
    userAdmin: await user('useradmin', ['User']),
    siteManager: await user('sitemanager', ['SiteManage']),
    siteBase: await user('sitebase', ['SiteBase']),
    member: await user('member', []),
  };
  const login = (account: string) => server.fixtures.loginConsole(input.slug, account);
  const tokens = {
    owner: await login(input.ownerMobile),
    userAdmin: await login(`${input.prefix}useradmin`),
    siteManager: await login(`${input.prefix}sitemanager`),
    siteBase: await login(`${input.prefix}sitebase`),
    member: await login(`${input.prefix}member`),
  };
  const me = await server.call('getTokenUser', { token: tokens.owner, host: `${input.slug}.localhost` });
  expect(me.status).toBe(200);
  users.owner = me.body.data.id;
  return { id, slug: input.slug, host: `${input.slug}.localhost`, name: input.name, users, tokens } satisfies ConsoleTestSite;
}

/** Site A (青禾读书会, alpha) and site B (山月摄影社, beta), with separate owners. */
export async function twoConsoleSites(server: TestServer): Promise<{ a: ConsoleTestSite; b: ConsoleTestSite }> {
  const a = await consoleSite(server, { ownerMobile: '13800000101', slug: 'alpha', name: '青禾读书会', prefix: 'a_' });
  const b = await consoleSite(server, { ownerMobile: '13800000102', slug: 'beta', name: '山月摄影社', prefix: 'b_' });
  return { a, b };
}

/** The four kinds of signed-in user a role check must tell apart. */
export const roleCases = ['owner', 'userAdmin', 'siteManager', 'siteBase', 'member'] as const;
export type RoleCase = (typeof roleCases)[number];

/**
 * Calls `operationId` and expects a 400 with a Chinese description (exactly `description` when given) and no row
 * written anywhere.
 */
export async function expectRejected<K extends OperationId>(
  server: TestServer,
  operationId: K,
  options: CallOptions<K>,
  description?: string | null,
) {
  const before = await server.tableCounts();
  const res = await server.call(operationId, options);
  expect(res.status).toBe(400);
  if (description) expect(res.body).toEqual({ type: 2, description });
  else expect(res.body).toEqual({ type: 2, description: expect.stringMatching(/[\u4e00-\u9fa5]/) });
  expect(await server.tableCounts()).toEqual(before);
  return res;
}
