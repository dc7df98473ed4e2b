// What the post module's tests share: two sites from the test cast, members signed in to the member site, and
// sections made by the site's owner.
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { posts } from './post.tables';

export interface Member {
  id: number;
  token: string;
  host: string;
}

export async function postCast(server: TestServer) {
  const cast = await twoSites(server);
  return { cast, a: cast.sites.a, b: cast.sites.b };
}

let serial = 0;

/** A member of the site, signed in to the member site (a member session, as member sign-in opens one). */
export async function member(server: TestServer, site: ConsoleTestSite, name?: string): Promise<Member> {
  serial += 1;
  const id = await server.fixtures.siteUser({ siteId: site.id, account: `m${serial}_${site.slug}`, userName: name ?? `成员${serial}` });
  return { id, token: await memberToken(server, site.id, id), host: site.host };
}

export function memberToken(server: TestServer, siteId: number, siteUserId: number) {
  return server.deps.sessions.open(server.database.db, { kind: 'member', siteId, siteUserId }, '127.0.0.1');
}

export const as = (m: Member) => ({ token: m.token, host: m.host });

export async function section(server: TestServer, site: ConsoleTestSite, name: string, extra: Record<string, unknown> = {}) {
  const res = await server.call('createSection', { token: site.tokens.owner, host: site.host, body: { name, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

/** Gives a member the site's rank with this threshold (reputation would, in a live site). */
export async function giveRank(server: TestServer, siteId: number, siteUserId: number, minPoints: number) {
  const { db } = server.database;
  const [rank] = await db
    .select({ id: userRanks.id })
    .from(userRanks)
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.minPoints, minPoints)));
  await db
    .update(siteUsers)
    .set({ rankId: rank.id })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, siteUserId)));
  return rank.id;
}

/** Moves every post back in time, past the posting interval, so one member can post again at once. */
export async function forgetPostingInterval(server: TestServer) {
  await server.database.db.update(posts).set({ createdAt: sql`${posts.createdAt} - interval '1 minute'` });
}

export async function createPost(server: TestServer, author: Member, sectionId: number, title: string, content = `<p>${title}的正文</p>`) {
  await forgetPostingInterval(server);
  const res = await server.call('createPost', { ...as(author), body: { sectionId, title, content } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; status: number };
}

export async function comment(server: TestServer, author: Member, postId: number, content: string, parentId?: number) {
  const res = await server.call('createComment', { ...as(author), body: { postId, content, ...(parentId ? { parentId } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; status: number };
}
