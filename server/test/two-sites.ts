// The one cast the server tests share: platform managers, two account holders with a site each (holder A also has a
// second site, for orders that must leave site A alone), and on sites A and B their owner, an administrator for each
// role the site console tells apart and a member with no roles. Everyone is signed in (the member and the owner on the
// member site too).
import { and, eq } from 'drizzle-orm';
import type { Schema } from '../../sdk';
import { siteUsers } from '../src/modules/site/site.tables';
import type { TestServer } from './harness';

type SaasRole = Schema<'SaasRole'>;
type ConsoleRole = Schema<'ConsoleRole'>;

export const LIMITED_ROLES: SaasRole[] = ['Site', 'Order', 'ContentAudit'];
export const OTHER_ROLES: SaasRole[] = ['Report', 'SiteBase', 'AppletManage'];

/** SaaS accounts, created in this order (lists show the newest first). */
const people = {
  main: { mobile: '13800000001', userName: '刘建国', main: true },
  limited: { mobile: '13800000011', userName: '周敏', permissions: LIMITED_ROLES },
  other: { mobile: '13800000012', userName: '吴磊', permissions: OTHER_ROLES },
  orderManager: { mobile: '13800000013', userName: '钱多多', permissions: ['Order'] as SaasRole[] },
  siteManager: { mobile: '13800000014', userName: '孙站长', permissions: ['Site'] as SaasRole[] },
  holderA: { mobile: '13900000001', userName: '陈思远' },
  holderB: { mobile: '13900000002', userName: '赵小川' },
};
export type Person = keyof typeof people;

/** Site users beside the owner, by login name without the site's prefix. */
const administrators = {
  userAdmin: { account: 'useradmin', roles: ['User'] },
  userManager: { account: 'usermanager', roles: ['UserManager'] },
  siteManager: { account: 'sitemanager', roles: ['SiteManage'] },
  siteBase: { account: 'sitebase', roles: ['SiteBase'] },
  sectionAdmin: { account: 'sectionadmin', roles: ['Section'] },
  moderator: { account: 'moderator', roles: ['Post', 'Comment'] },
  mallAdmin: { account: 'malladmin', roles: ['Mall'] },
  answerAdmin: { account: 'answeradmin', roles: ['Answer'] },
  workOrderAdmin: { account: 'workorderadmin', roles: ['WorkOrder'] },
  member: { account: 'member', roles: [] },
} satisfies Record<string, { account: string; roles: ConsoleRole[] }>;

/** The site users a console role check must tell apart. */
export const roleCases = ['owner', ...(Object.keys(administrators) as (keyof typeof administrators)[])] as const;
export type RoleCase = (typeof roleCases)[number];

/** The console roles each of them holds (the owner holds `admin`, which opens everything). */
export const rolesOf: Record<RoleCase, readonly string[]> = {
  owner: ['admin'],
  ...(Object.fromEntries(Object.entries(administrators).map(([k, v]) => [k, v.roles])) as Record<
    keyof typeof administrators,
    ConsoleRole[]
  >),
};

export interface TestSite {
  id: number;
  slug: string;
  host: string;
  name: string;
}

export interface ConsoleTestSite extends TestSite {
  /** Site-user ids; the owner is the holder's own site user. */
  users: Record<RoleCase, number>;
  /** Site-console tokens, valid on `host` only. */
  tokens: Record<RoleCase, string>;
  /** Member-site (前台) tokens of the member without roles and of the owner, valid on `host` only. */
  memberTokens: Record<'member' | 'owner', string>;
}

async function holderSite(
  server: TestServer,
  input: { ownerId: number; slug: string; name: string; categoryId?: number },
): Promise<TestSite> {
  const id = await server.fixtures.site(input);
  return { id, slug: input.slug, host: `${input.slug}.localhost`, name: input.name };
}

async function consoleSite(
  server: TestServer,
  input: { ownerId: number; slug: string; name: string; categoryId: number; prefix: string },
): Promise<ConsoleTestSite> {
  const site = await holderSite(server, input);
  const users = { owner: (await ownerOf(server, site.id)).id } as Record<RoleCase, number>;
  const tokens = { owner: await consoleToken(server, site.id, users.owner) } as Record<RoleCase, string>;
  for (const [role, { account, roles }] of Object.entries(administrators) as [
    keyof typeof administrators,
    { account: string; roles: ConsoleRole[] },
  ][]) {
    users[role] = await server.fixtures.siteUser({ siteId: site.id, account: `${input.prefix}${account}`, roles });
    tokens[role] = await consoleToken(server, site.id, users[role]);
  }
  const memberTokens = {
    member: await memberToken(server, site.id, users.member),
    owner: await memberToken(server, site.id, users.owner),
  };
  return { ...site, users, tokens, memberTokens };
}

export async function twoSites(server: TestServer) {
  const ids = {} as Record<Person, number>;
  const tokens = {} as Record<Person, string>;
  for (const [who, person] of Object.entries(people) as [Person, (typeof people)[Person]][]) {
    ids[who] = await server.fixtures.account(person);
    tokens[who] = await saasToken(server, ids[who]);
  }
  const a = await consoleSite(server, {
    ownerId: ids.holderA,
    slug: 'reading',
    name: '青禾读书会',
    categoryId: 7,
    prefix: 'a_',
  });
  const b = await consoleSite(server, {
    ownerId: ids.holderB,
    slug: 'running',
    name: '西湖跑团',
    categoryId: 6,
    prefix: 'b_',
  });
  const a2 = await holderSite(server, { ownerId: ids.holderA, slug: 'qiantang', name: '钱塘书社' });
  return { ids, tokens, sites: { a, b, a2 } };
}

export type TwoSites = Awaited<ReturnType<typeof twoSites>>;

/** A SaaS account with these permissions, signed in. */
export async function managerWith(server: TestServer, mobile: string, permissions: SaasRole[]) {
  const id = await server.fixtures.account({ mobile, permissions });
  return { id, token: await saasToken(server, id) };
}

/** The site user that stands for the site's owner. */
export async function ownerOf(server: TestServer, siteId: number) {
  const [row] = await server.database.db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)));
  return row;
}

/**
 * A SaaS session for an account, opened the way saasLogin opens one. The cast's sessions are opened here rather than
 * by signing in: a sign-in checks the password with argon2 (about 13 ms of a core), and the tier's files opened some
 * two thousand of them for sessions whose sign-in was not what they tested (the auth modules' own tests sign in).
 */
export function saasToken(server: TestServer, accountId: number) {
  return server.deps.sessions.open(server.database.db, { kind: 'saas', accountId }, '127.0.0.1');
}

/** A site-console session for a site user, opened the way console sign-in opens one. */
export function consoleToken(server: TestServer, siteId: number, siteUserId: number) {
  return server.deps.sessions.open(server.database.db, { kind: 'console', siteId, siteUserId }, '127.0.0.1');
}

/** A member-site session for a site user, opened the way memberLogin opens one. */
export function memberToken(server: TestServer, siteId: number, siteUserId: number) {
  return server.deps.sessions.open(server.database.db, { kind: 'member', siteId, siteUserId }, '127.0.0.1');
}
