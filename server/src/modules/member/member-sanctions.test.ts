import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { multipartBody, TINY_PNG } from '../../../test/multipart';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { as, createPost, type Member, member, section } from '../post/post-test-kit';
import { memberSanctions } from './member.tables';
import { findActiveSanctions, imposeSanction } from './member-sanctions';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let open: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
  open = await section(server, a, '读书杂谈');
});
afterAll(() => server?.close());

const owner = (site = a) => ({ token: site.tokens.owner, host: site.host });
let serial = 0;

/** A member with a password, signed in to the member site. */
async function signedIn(): Promise<Member & { account: string }> {
  serial += 1;
  const account = `sanctioned${serial}`;
  const id = await server.fixtures.siteUser({ siteId: a.id, account, userName: `被处理${serial}` });
  const login = await server.call('memberLogin', { host: a.host, body: { account, password: 'demo123456' } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { id, token: login.body.data.token, host: a.host, account };
}

const upload = (m: Member) => {
  const { payload, contentType } = multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', contentType: 'image/png' }]);
  return server.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { host: m.host, authorization: m.token, 'content-type': contentType },
    payload,
  });
};

describe('banSiteUser', () => {
  it('refuses sign-in at both doors with the reason and the end in Beijing time, and ends the sessions', async () => {
    const m = await signedIn();
    expect((await server.call('getMemberProfile', as(m))).status).toBe(200);
    const res = await server.call('banSiteUser', { ...owner(), body: { userId: m.id, days: 3, reason: '多次发布广告' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ userId: m.id, kind: 'ban', reason: '多次发布广告', active: true, actorId: a.users.owner });
    const days = (Date.parse(res.body.data.endsAt) - Date.parse(res.body.data.startsAt)) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);

    // The session opened before the ban no longer works.
    expect((await server.call('getMemberProfile', as(m))).status).toBe(401);

    const member = await server.call('memberLogin', { host: a.host, body: { account: m.account, password: 'demo123456' } });
    expect(member.status).toBe(400);
    expect(member.body.description).toMatch(/^该账号已被封禁至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间），原因：多次发布广告$/);
    const console = await server.call('consoleLogin', { host: a.host, body: { account: m.account, password: 'demo123456' } });
    expect(console.status).toBe(400);
    expect(console.body.description).toBe(member.body.description);
    // A wrong password learns nothing about the ban.
    const wrong = await server.call('memberLogin', { host: a.host, body: { account: m.account, password: 'wrong-password' } });
    expect(wrong.body.description).toBe('账号或密码错误');

    const audit = (await eventsOf(server, 'memberBanned')).filter((e) => e.targetId === String(m.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ realm: 'console', siteId: a.id, actorSiteUserId: a.users.owner, targetType: 'siteUser' });

    // Lifted: signing in works again, and the history keeps both facts.
    const lift = await server.call('liftSiteUserSanction', { ...owner(), body: { userId: m.id, kind: 'ban' } });
    expect(lift.body.data).toEqual({ lifted: 1 });
    expect((await server.call('memberLogin', { host: a.host, body: { account: m.account, password: 'demo123456' } })).status).toBe(200);
    const history = await server.call('getSiteUserSanctionList', { ...owner(), query: { userId: m.id } });
    expect(history.body.data.list).toHaveLength(1);
    expect(history.body.data.list[0]).toMatchObject({ kind: 'ban', active: false, liftedBy: a.users.owner });
    expect(history.body.data.list[0].liftedAt).not.toBeNull();
    expect(await eventsOf(server, 'sanctionLifted')).toHaveLength(1);
  });

  it('lets a ban lapse at its end', async () => {
    const m = await signedIn();
    await server.call('banSiteUser', { ...owner(), body: { userId: m.id, days: 1, reason: '冷静一天' } });
    await server.database.db
      .update(memberSanctions)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(and(eq(memberSanctions.siteId, a.id), eq(memberSanctions.userId, m.id)));
    expect((await server.call('memberLogin', { host: a.host, body: { account: m.account, password: 'demo123456' } })).status).toBe(200);
  });

  it('refuses the owner, oneself, the anonymous user and another site’s member (like a missing one)', async () => {
    const body = { days: 3, reason: '测试' };
    const ownerRes = await server.call('banSiteUser', {
      token: a.tokens.userAdmin,
      host: a.host,
      body: { ...body, userId: a.users.owner },
    });
    expect(ownerRes.status).toBe(403);
    expect(ownerRes.body.description).toBe('不能禁言或封禁站长');
    const self = await server.call('banSiteUser', {
      token: a.tokens.userAdmin,
      host: a.host,
      body: { ...body, userId: a.users.userAdmin },
    });
    expect(self.status).toBe(400);
    const other = await server.call('banSiteUser', { ...owner(), body: { ...body, userId: b.users.member } });
    const missing = await server.call('banSiteUser', { ...owner(), body: { ...body, userId: 987654 } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });
});

describe('muteSiteUser', () => {
  it('lets a muted member read, and answers every write 403 with the reason and the end', async () => {
    const m = await signedIn();
    const post = await createPost(server, m, open, '禁言之前的帖子');
    const res = await server.call('muteSiteUser', { ...owner(), body: { userId: m.id, days: 7, reason: '言语攻击他人' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'mute', active: true });

    expect((await server.call('getPost', { ...as(m), query: { id: post.id } })).status).toBe(200);
    expect((await server.call('getMemberProfile', as(m))).status).toBe(200);

    const expectMuted = (r: { status: number; body: { description?: string } }) => {
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      expect(r.body.description).toMatch(/^你已被禁言至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间），期间只能浏览，原因：言语攻击他人$/);
    };
    expectMuted(await server.call('createPost', { ...as(m), body: { sectionId: open, title: '禁言中', content: '<p>正文</p>' } }));
    expectMuted(await server.call('updatePost', { ...as(m), body: { id: post.id, title: '改标题', content: '<p>正文</p>' } }));
    expectMuted(await server.call('createComment', { ...as(m), body: { postId: post.id, content: '评论' } }));
    expectMuted(await server.call('likePost', { ...as(m), body: { postId: post.id } }));
    const up = await upload(m);
    expectMuted({ status: up.statusCode, body: JSON.parse(up.body) });
    expect(await eventsOf(server, 'memberMuted')).toHaveLength(1);

    // Other members are not affected; lifting the mute lets the member write again.
    const other = await member(server, a);
    expect((await server.call('likePost', { ...as(other), body: { postId: post.id } })).status).toBe(200);
    await server.call('liftSiteUserSanction', { ...owner(), body: { userId: m.id, kind: 'mute' } });
    expect((await server.call('likePost', { ...as(m), body: { postId: post.id } })).status).toBe(200);
  });

  it('a newer mute replaces the one in force', async () => {
    const m = await signedIn();
    await server.call('muteSiteUser', { ...owner(), body: { userId: m.id, days: 1, reason: '第一次' } });
    await server.call('muteSiteUser', { ...owner(), body: { userId: m.id, days: 30, reason: '第二次' } });
    const active = await findActiveSanctions(server.database.db, a.id, m.id);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ kind: 'mute', reason: '第二次' });
  });

  it('imposeSanction works inside another module’s transaction and rolls back with it', async () => {
    const m = await signedIn();
    await expect(
      server.database.db.transaction(async (tx) => {
        await imposeSanction(server.deps, tx, {
          siteId: a.id,
          userId: m.id,
          kind: 'mute',
          days: 2,
          reason: '举报成立',
          actor: { siteUserId: a.users.owner },
          request: null,
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await findActiveSanctions(server.database.db, a.id, m.id)).toEqual([]);
  });
});

describe('getConsoleUserList', () => {
  it('shows each member’s mute and ban end, and filters by state', async () => {
    const muted = await signedIn();
    const banned = await signedIn();
    await server.call('muteSiteUser', { ...owner(), body: { userId: muted.id, days: 2, reason: '刷屏' } });
    await server.call('banSiteUser', { ...owner(), body: { userId: banned.id, days: 2, reason: '广告' } });
    const all = await server.call('getConsoleUserList', { ...owner(), query: { keyword: 'sanctioned' } });
    const byId = new Map(all.body.data.list.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(muted.id)).toMatchObject({ bannedUntil: null });
    expect((byId.get(muted.id) as { mutedUntil: string }).mutedUntil).toMatch(/^\d{4}-/);
    expect((byId.get(banned.id) as { bannedUntil: string }).bannedUntil).toMatch(/^\d{4}-/);
    const ids = async (state: string) =>
      (await server.call('getConsoleUserList', { ...owner(), query: { state, pageSize: 100 } } as never)).body.data.list.map(
        (m: { id: number }) => m.id,
      );
    expect(await ids('muted')).toContain(muted.id);
    expect(await ids('muted')).not.toContain(banned.id);
    expect(await ids('banned')).toEqual([banned.id]);
    expect(await ids('normal')).not.toContain(muted.id);
  });
});
