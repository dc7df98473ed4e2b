import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { verifySecret } from '../../auth/secrets';
import { demoImageStore } from '../../seed/demo-images';
import { openDemoLogins, seedDemo } from '../../seed/demo-seed';
import { sites, siteUsers } from '../site/site.tables';
import { memberToken } from './post-test-kit';

let server: TestServer;
let seconds = 0;

beforeAll(async () => {
  server = await startTestServer();
  const started = Date.now();
  await seedDemo(server.database.db, demoImageStore(server.deps.config));
  seconds = (Date.now() - started) / 1000;
  // Seeding the whole demo in-process: under a minute alone, several while the other tiers run beside it.
}, 300_000);
afterAll(() => server?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo forum', () => {
  it('draws real images: an icon for every section and pictures in some published posts, served as uploads', async () => {
    const bare = await rows(sql`select id from sections where icon = ''`);
    expect(bare).toEqual([]);
    const [{ icon, host }] = await rows<{ icon: string; host: string }>(sql`
      select x.icon, s.slug || '.localhost' as host from sections x join sites s on s.id = x.site_id limit 1`);
    const served = await server.app.inject({ method: 'GET', url: icon, headers: { host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const pictured = await rows<{ slug: string; n: number }>(sql`
      select s.slug, count(*)::int as n from posts p join sites s on s.id = p.site_id
        where p.status = 20 and jsonb_array_length(p.images) > 0 group by 1`);
    expect(pictured).toHaveLength(4);
    for (const { n } of pictured) expect(n).toBeGreaterThan(3);
  });

  it('seeds quickly, with posts in every state on every site', async () => {
    console.info(`demo seed: ${seconds.toFixed(1)} s`);
    const counts = await rows<{ slug: string; status: number; n: number }>(sql`
      select s.slug, p.status::int as status, count(*)::int as n from posts p join sites s on s.id = p.site_id group by 1, 2`);
    for (const slug of ['demo', 'demo2', 'campus', 'gamers']) {
      const mine = counts.filter((c) => c.slug === slug);
      expect(mine.map((c) => c.status).sort()).toEqual([10, 20, 30, 40, 50, 60]);
      expect(mine.reduce((t, c) => t + c.n, 0)).toBeGreaterThan(100);
    }
  });

  it('keeps every counter equal to its rows', async () => {
    const wrong = await rows(sql`
      select 'post comments' as what, p.id from posts p
        where p.comment_count <> (select count(*) from comments c where c.site_id = p.site_id and c.post_id = p.id and c.status = 20)
      union all select 'post likes', p.id from posts p
        where p.like_count <> (select count(*) from post_likes l where l.site_id = p.site_id and l.post_id = p.id)
      union all select 'replies', c.id from comments c
        where c.reply_count <> (select count(*) from comments r where r.site_id = c.site_id and r.parent_id = c.id and r.status = 20)
      union all select 'comment likes', c.id from comments c
        where c.like_count <> (select count(*) from comment_likes l where l.site_id = c.site_id and l.comment_id = c.id)
      union all select 'section posts', s.id from sections s
        where coalesce((select sum(post_count) from section_post_counts k where k.site_id = s.site_id and k.section_id = s.id), 0)
          <> (select count(*) from posts p where p.site_id = s.site_id and p.section_id = s.id and p.status = 20)
      union all select 'search vector', p.id from posts p where p.search_vector = ''::tsvector
      union all select 'nested reply', c.id from comments c join comments parent on parent.site_id = c.site_id and parent.id = c.parent_id
        where parent.parent_id is not null`);
    expect(wrong).toEqual([]);
  });

  it('gives each demo site two readers with the demo password, who read, search and see their own posts', async () => {
    expect(await openDemoLogins(server.database.db)).toEqual(expect.arrayContaining(['reader1@demo', 'reader2@demo']));
    const [demo] = await server.database.db.select().from(sites).where(eq(sites.slug, 'demo'));
    const [reader] = await server.database.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, demo.id), eq(siteUsers.account, 'reader1')));
    expect(reader.userName).toBe('书友小林');
    expect(await verifySecret(reader.passwordHash!, 'demo123456')).toBe(true);
    const auth = { token: await memberToken(server, demo.id, reader.id), host: 'demo.localhost' };

    const sections = await server.call('getForumSectionList', auth);
    expect(sections.body.data.list.some((s: { postCount: number }) => s.postCount > 0)).toBe(true);
    const found = await server.call('searchPosts', { ...auth, query: { keyword: '三体' } });
    expect(found.body.data.total).toBeGreaterThan(0);
    expect(found.body.data.list[0].titleHighlight + found.body.data.list[0].excerptHighlight).toContain('<em>');
    const mine = await server.call('getMyPostList', { ...auth, query: { pageSize: 100 } });
    expect(new Set(mine.body.data.list.map((p: { status: number }) => p.status)).size).toBeGreaterThanOrEqual(3);
    const list = await server.call('getPostList', { host: 'demo.localhost', query: { limit: 5 } });
    const post = await server.call('getPost', { ...auth, query: { id: list.body.data.list[0].id } });
    expect(post.status).toBe(200);
    const commented = await server.call('getPostList', { host: 'demo.localhost', query: { limit: 50 } });
    const withComments = commented.body.data.list.find((p: { commentCount: number }) => p.commentCount > 0);
    const thread = await server.call('getCommentList', { ...auth, query: { postId: withComments.id } });
    expect(thread.body.data.list.length).toBeGreaterThan(0);
  });
});
