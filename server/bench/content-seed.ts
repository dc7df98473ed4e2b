// The content benchmark's data: 1,000 sites, 1,000,000 posts and 3,000,000 comments, generated in the database from a
// few hundred Chinese texts cut by jieba here once. The first site holds a fifth of the posts, so that a section's list
// is long enough for a page deep in it to mean something.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { indexWords } from '../src/search/chinese-search';

export const CONTENT_SITES = 1000;
export const CONTENT_POSTS = 1_000_000;
export const CONTENT_COMMENTS = 3_000_000;
const SECTIONS_PER_SITE = 5;
const BIG_SITE_POSTS = 200_000;
const HOT_POSTS = 100;
const HOT_COMMENTS = 40;
/** In about one post of 20,000: the search for a rare word finds some fifty. */
export const RARE_WORD = '琉璃瓦';
/** In about every third post. */
export const COMMON_WORD = '社区';

const topics = ['科幻小说', '咖啡', '机械键盘', '徒步旅行', '家常菜', '摄影', '围棋', '前端开发', '养猫', '古典音乐', '露营', '城市骑行'];
const openings = ['最近在读', '周末去试了', '想和大家聊聊', '分享一下我的', '求推荐', '新手请教', '记录一次', '聊聊我眼中的'];
const bodies = [
  '这段时间一直在琢磨这件事，查了不少资料，也踩了一些坑。总结下来有三点：先把基础打牢，再慢慢找到自己的节奏，最后多和同好交流。',
  '身边的朋友都说入门不难，真正做起来才发现细节很多。比如工具怎么选、时间怎么安排、遇到瓶颈怎么办，都值得好好讨论。',
  '看到论坛里好几位前辈的经验帖，受益匪浅。我也把自己这半年的心得整理出来，希望对刚开始的朋友有点帮助，欢迎指正。',
  '说实话一开始没抱太大期望，结果体验出乎意料地好。价格合理，氛围也好，下次还会再来，也推荐给有兴趣的朋友。',
];

function corpus() {
  const texts: { title: string; content: string; excerpt: string; words: string }[] = [];
  for (let i = 0; i < 300; i++) {
    const topic = topics[i % topics.length];
    const title = `${openings[i % openings.length]}${topic}：第${i + 1}篇心得`;
    const body = `${bodies[i % bodies.length]}${i % 3 === 0 ? `在${COMMON_WORD}里认识了很多${topic}爱好者。` : ''}${bodies[(i + 1) % bodies.length]}`;
    texts.push({ title, content: `<p>${body}</p>`, excerpt: body.slice(0, 200), words: indexWords(`${title} ${body}`) });
  }
  // The rare word lives in one text variant that only a few posts use.
  const rare = `${bodies[0]}老房子屋顶的${RARE_WORD}在夕阳下闪闪发光。`;
  texts.push({
    title: `${RARE_WORD}的老房子`,
    content: `<p>${rare}</p>`,
    excerpt: rare.slice(0, 200),
    words: indexWords(`${RARE_WORD}的老房子 ${rare}`),
  });
  return texts;
}

const replies = [
  '说得太好了，收藏了',
  '同意楼主的看法',
  '请问具体是怎么做的？',
  '我也有类似的经历',
  '感谢分享，学到了',
  '这个角度很新颖',
  '支持一下',
  '路过，顶一个',
];

/**
 * Assumes the sites and members of seedBenchData (slugs bench1…). `scale` shrinks the posts and comments (the replica
 * bench seeds a tenth on a cluster of its own every run); the sites and the hot posts' threads stay as they are.
 */
export async function seedContentBench(db: Database, scale = 1) {
  const postCount = Math.round(CONTENT_POSTS * scale);
  const commentCount = Math.round(CONTENT_COMMENTS * scale);
  const bigSitePosts = Math.round(BIG_SITE_POSTS * scale);
  const texts = corpus();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`create temp table bench_texts (i int primary key, title text, content text, excerpt text, words text) on commit drop`,
    );
    await tx.execute(
      sql`insert into bench_texts select * from jsonb_to_recordset(${JSON.stringify(texts.map((t, i) => ({ i, ...t })))}::jsonb) as x(i int, title text, content text, excerpt text, words text)`,
    );
    await tx.execute(sql`create temp table bench_replies (i int primary key, content text, words text) on commit drop`);
    await tx.execute(
      sql`insert into bench_replies select * from jsonb_to_recordset(${JSON.stringify(replies.map((r, i) => ({ i, content: `<p>${r}</p>`, words: indexWords(r) })))}::jsonb) as x(i int, content text, words text)`,
    );
    await tx.execute(sql`create temp table bench_sites on commit drop as
      select row_number() over (order by id)::int n, id from sites where slug ~ '^bench[0-9]+$' order by id limit ${CONTENT_SITES}`);
    await tx.execute(sql`
      insert into sections (site_id, name, description, sort, status)
      select s.id, k.name, k.name || '的讨论', k.n * 10, 1
      from bench_sites s cross join (values (1, '综合讨论'), (2, '经验分享'), (3, '求助问答'), (4, '生活杂谈'), (5, '站务公告')) as k(n, name)`);
    await tx.execute(sql`create temp table bench_sections on commit drop as
      select s.n site_n, row_number() over (partition by s.id order by x.id)::int - 1 k, s.id site_id, x.id section_id
      from bench_sites s join sections x on x.site_id = s.id`);
    await tx.execute(sql`create temp table bench_users on commit drop as
      select s.n site_n, row_number() over (partition by s.id order by u.id)::int - 1 k, s.id site_id, u.id user_id
      from bench_sites s join site_users u on u.site_id = s.id`);
    await tx.execute(sql`create index on bench_sections (site_n, k)`);
    await tx.execute(sql`create index on bench_users (site_n, k)`);
    await tx.execute(sql`analyze bench_sections; analyze bench_users`);
    // Newest posts have the highest numbers; two minutes apart on the big site, evenly spread elsewhere.
    await tx.execute(sql`
      with g as (
        select g, case when g <= ${bigSitePosts} then 1 else 2 + g % ${CONTENT_SITES - 1} end site_n from generate_series(1, ${postCount}) g
      )
      insert into posts (site_id, section_id, author_id, title, content, excerpt, status, pinned, featured, view_count,
                         created_at, updated_at, active_at, search_vector)
      select x.site_id, x.section_id, u.user_id, t.title, t.content, t.excerpt,
             case when g.g % 50 = 0 then 10 when g.g % 97 = 0 then 40 when g.g % 89 = 0 then 50 else 20 end,
             g.g % 5000 = 1, g.g % 20 = 0, g.g % 1000,
             now() - make_interval(secs => (${postCount} - g.g) * 2.0), now(), now() - make_interval(secs => (${postCount} - g.g) * 2.0),
             to_tsvector('simple', t.words)
      from g
      join bench_sections x on x.site_n = g.site_n and x.k = g.g % ${SECTIONS_PER_SITE}
      join bench_users u on u.site_n = g.site_n and u.k = g.g % 20
      join bench_texts t on t.i = case when g.g % 20000 = 7 then 300 else g.g % 300 end`);
    await tx.execute(sql`create temp table bench_posts on commit drop as
      select row_number() over (order by p.id)::int n, p.site_id, p.id, s.n site_n from posts p join bench_sites s on s.id = p.site_id`);
    await tx.execute(sql`create index on bench_posts (n)`);
    await tx.execute(sql`analyze bench_posts`);
    // Three comments a post on average; the big site's newest hundred posts get a long thread each.
    await tx.execute(sql`
      with c as (
        select c, case when c <= ${HOT_POSTS * HOT_COMMENTS} then ${bigSitePosts} - (c - 1) / ${HOT_COMMENTS}
                       else 1 + (c * 7919::bigint) % ${postCount} end post_n
        from generate_series(1, ${commentCount}) c
      )
      insert into comments (site_id, post_id, author_id, content, status, created_at, updated_at, search_vector)
      select p.site_id, p.id, u.user_id, r.content, case when c.c % 100 = 0 then 10 else 20 end,
             now() - make_interval(secs => (${commentCount} - c.c)::float8 * 0.5), now(), to_tsvector('simple', r.words)
      from c join bench_posts p on p.n = c.post_n
      join bench_users u on u.site_n = p.site_n and u.k = c.c % 20
      join bench_replies r on r.i = c.c % ${replies.length}`);
    await threadReplies(tx);
    await tx.execute(sql`
      update posts p set comment_count = x.n
      from (select site_id, post_id, count(*)::int n from comments where status = 20 group by site_id, post_id) x
      where p.site_id = x.site_id and p.id = x.post_id`);
    // Every section recounted into one shard (section-post-count.ts): the shards the demo's posts wrote go first.
    await tx.execute(sql`delete from section_post_counts`);
    await tx.execute(sql`
      insert into section_post_counts (site_id, section_id, post_count)
      select site_id, section_id, count(*)::int from posts where status = 20 group by site_id, section_id`);
  });
  await db.execute(sql`vacuum analyze posts`);
  await db.execute(sql`vacuum analyze comments`);
}

/**
 * Two comments in five reply to the comment before them in their post (each third one gets two replies), as threads
 * do: the first page of a post's comments then shows replies under its top-level comments, as a real one would.
 */
export async function threadReplies(db: Pick<Database, 'execute'>) {
  await db.execute(sql`
    with numbered as (
      select site_id, id, row_number() over (partition by site_id, post_id order by id) rn,
             lag(id, 1) over (partition by site_id, post_id order by id) back1,
             lag(id, 2) over (partition by site_id, post_id order by id) back2
      from comments
    )
    update comments c set parent_id = case when n.rn % 5 = 3 then n.back1 else n.back2 end
    from numbered n
    where c.site_id = n.site_id and c.id = n.id and n.rn % 5 in (3, 4)`);
  await db.execute(sql`
    update comments c set reply_count = x.n
    from (select site_id, parent_id, count(*)::int n from comments where parent_id is not null and status = 20
          group by site_id, parent_id) x
    where c.site_id = x.site_id and c.id = x.parent_id`);
}
