// The demo's forum: on every demo site two readers who sign in to the member site, a few hundred posts across the
// sections with comments, replies and likes, most published and some in every review state. Counters are computed
// from the rows written, and every row gets its search vector, as a live site's writes would leave them.
import { asc, eq } from 'drizzle-orm';
import { ContentStatus } from '../../../sdk/generated/enums';
import type { Executor } from '../db/database';
import { commentLikes, comments, postLikes, posts, sectionPostCounts } from '../modules/post/post.tables';
import { commentSearchVector, postSearchVector } from '../modules/post/post-search-vector';
import { excerptOf, imagesOf, plainText } from '../modules/post/post-text';
import { sections } from '../modules/section/section.tables';
import { siteUsers } from '../modules/site/site.tables';
import { settleUserRank } from '../modules/user-rank/rank-membership';
import { demoReaders, notices, reasons, siteThemes, type Theme, themes } from './demo-post-texts';

const DAY = 86_400_000;
const POSTS_PER_SITE = 160;
const BATCH = 200;

type Rand = (max: number) => number;
const { pending, published, rejected, hidden, deleted, resubmitted } = ContentStatus;

interface DemoComment {
  authorId: number;
  content: string;
  status: number;
  at: number;
  replyToUserId: number | null;
  likers: Set<number>;
  replies: DemoComment[];
}

interface DemoPost {
  sectionId: number;
  authorId: number;
  title: string;
  html: string;
  status: number;
  reason: string;
  at: number;
  pinned: boolean;
  featured: boolean;
  locked: boolean;
  views: number;
  likers: Set<number>;
  comments: DemoComment[];
}

const fill = (template: string, subject: string) => template.replaceAll('{s}', subject);
const pick = <T>(rand: Rand, list: readonly T[]) => list[rand(list.length)];

function pickSome<T>(rand: Rand, list: readonly T[], n: number): T[] {
  const left = [...list];
  const out: T[] = [];
  while (out.length < n && left.length) out.push(left.splice(rand(left.length), 1)[0]);
  return out;
}

function body(rand: Rand, theme: Theme, subject: string): string {
  const paragraphs = pickSome(rand, theme.paragraphs, 2 + rand(3)).map((p) => `<p>${fill(p, subject)}</p>`);
  if (rand(6) === 0) paragraphs.splice(1, 0, `<blockquote><p>${fill(pick(rand, theme.paragraphs), subject)}</p></blockquote>`);
  return paragraphs.join('');
}

/** The state a demo post is in: mostly published, a few in each review state (with a reason where the author sees one). */
function stateOf(rand: Rand, reviewFirst: boolean): { status: number; reason: string } {
  const roll = rand(100);
  if (roll < 4 || (reviewFirst && roll < 15)) return { status: pending, reason: '' };
  if (roll < 7) return { status: rejected, reason: pick(rand, reasons.rejected) };
  if (roll < 9) return { status: hidden, reason: pick(rand, reasons.hidden) };
  if (roll < 11) return { status: deleted, reason: '' };
  if (roll < 13) return { status: resubmitted, reason: pick(rand, reasons.rejected) };
  return { status: published, reason: '' };
}

function commentsFor(rand: Rand, theme: Theme, subject: string, post: { at: number; authorId: number }, people: number[], now: number) {
  const list: DemoComment[] = [];
  const count = rand(7);
  let at = post.at;
  const next = () => {
    at = Math.min(now - 60_000, at + (10 + rand(600)) * 60_000);
    return at;
  };
  const make = (authorId: number, text: string, replyToUserId: number | null): DemoComment => ({
    authorId,
    content: `<p>${fill(text, subject)}</p>`,
    status: rand(25) === 0 ? pending : published,
    at: next(),
    replyToUserId,
    likers: new Set(pickSome(rand, people, rand(4))),
    replies: [],
  });
  for (let i = 0; i < count; i++) {
    const top = make(pick(rand, people), pick(rand, theme.comments), null);
    const replies = rand(3) === 0 ? 1 + rand(5) : 0;
    for (let r = 0; r < replies; r++) {
      const answered = r > 0 && rand(2) === 0 ? top.replies[rand(top.replies.length)] : null;
      const author = r === 0 && rand(2) === 0 ? post.authorId : pick(rand, people);
      top.replies.push(
        make(author, pick(rand, [...theme.comments, '说得对。', '哈哈，同意楼上。', '谢谢回复！']), answered?.authorId ?? null),
      );
    }
    list.push(top);
  }
  return list;
}

async function addReaders(tx: Executor, siteId: number, passwordHash: string, now: number) {
  const rows = await tx
    .insert(siteUsers)
    .values(
      demoReaders.map((r, i) => ({
        siteId,
        account: r.account,
        userName: r.userName,
        passwordHash,
        createdAt: new Date(now - (40 - i * 10) * DAY),
      })),
    )
    .returning({ id: siteUsers.id });
  for (const row of rows) await settleUserRank(tx, siteId, row.id, 0);
  return rows.map((r) => r.id);
}

/** Seeds one demo site's forum; `memberIds` are its members, `adminId` the site administrator who writes the notices. */
export async function seedDemoPosts(
  tx: Executor,
  siteId: number,
  slug: string,
  passwordHash: string,
  members: { memberIds: number[]; adminId: number },
  rand: Rand,
  pictures: readonly { url: string; caption: string }[] = [],
) {
  const now = Date.now();
  const readers = await addReaders(tx, siteId, passwordHash, now);
  const people = [...readers, ...members.memberIds];
  const rows = await tx
    .select({ id: sections.id, name: sections.name, reviewFirst: sections.reviewFirst, permission: sections.postPermission })
    .from(sections)
    .where(eq(sections.siteId, siteId))
    .orderBy(asc(sections.sort), asc(sections.id));
  const notice = rows.find((s) => s.name === '站务公告');
  const welcome = rows.find((s) => s.name === '新手报到');
  const topical = rows.filter((s) => s !== notice && s !== welcome);
  const mix = siteThemes[slug] ?? siteThemes.demo;

  const demo: DemoPost[] = [];
  const addPost = (post: Omit<DemoPost, 'views' | 'likers' | 'comments'>, theme: Theme, subject: string) => {
    const open = post.status === published;
    demo.push({
      ...post,
      views: open ? 20 + rand(2000) : rand(5),
      likers: new Set(open ? pickSome(rand, people, rand(12)) : []),
      comments: open ? commentsFor(rand, theme, subject, post, people, now) : [],
    });
  };
  if (notice)
    for (const [i, n] of notices.entries())
      addPost(
        {
          sectionId: notice.id,
          authorId: members.adminId,
          title: n.title,
          html: n.body,
          status: published,
          reason: '',
          at: now - (50 - i * 20) * DAY,
          pinned: true,
          featured: false,
          locked: i === 0,
        },
        themes.welcome,
        '',
      );
  for (let i = 0; i < POSTS_PER_SITE; i++) {
    const isWelcome = welcome && i % 16 === 0;
    const section = isWelcome ? welcome : topical[rand(topical.length)];
    const theme: Theme = isWelcome ? themes.welcome : themes[pick(rand, mix)];
    const subject = pick(rand, theme.subjects);
    // The readers write often, so that their "my posts" shows every state.
    const authorId = i % 5 === 0 ? readers[(i / 5) % 2] : pick(rand, people);
    const state = i < 30 && i % 5 === 0 ? showcase[i / 5] : stateOf(rand, section.reviewFirst);
    // Every ninth post shows one of the site's pictures, after its first paragraph.
    const picture = pictures.length && i % 9 === 3 ? pictures[((i / 9) % pictures.length) | 0] : undefined;
    const html = body(rand, theme, subject);
    addPost(
      {
        sectionId: section.id,
        authorId,
        title: fill(pick(rand, theme.titles), subject),
        html: picture ? html.replace('</p>', `</p><p><img src="${picture.url}" alt="${picture.caption}"></p>`) : html,
        ...state,
        at: now - rand(60) * DAY - rand(86_400) * 1000,
        pinned: false,
        featured: state.status === published && rand(12) === 0,
        locked: state.status === published && rand(40) === 0,
      },
      theme,
      subject,
    );
  }
  // Ids follow time, as in a live site.
  demo.sort((x, y) => x.at - y.at);
  await writeForum(tx, siteId, demo);
}

/** The readers' first posts, one in each state, so that their "my posts" page shows them all. */
const showcase = [
  { status: published, reason: '' },
  { status: pending, reason: '' },
  { status: rejected, reason: reasons.rejected[0] },
  { status: hidden, reason: reasons.hidden[0] },
  { status: resubmitted, reason: reasons.rejected[1] },
  { status: deleted, reason: '' },
];

const published20 = (c: { status: number }) => c.status === published;

async function writeForum(tx: Executor, siteId: number, demo: DemoPost[]) {
  const postIds: number[] = [];
  for (let i = 0; i < demo.length; i += BATCH) {
    const slice = demo.slice(i, i + BATCH);
    const inserted = await tx
      .insert(posts)
      .values(
        slice.map((p) => {
          const text = plainText(p.html);
          const shown = p.comments.flatMap((c) => [c, ...c.replies]).filter(published20);
          const last = Math.max(p.at, ...shown.map((c) => c.at));
          return {
            siteId,
            sectionId: p.sectionId,
            authorId: p.authorId,
            title: p.title,
            content: p.html,
            excerpt: excerptOf(text),
            images: imagesOf(p.html),
            status: p.status,
            previousStatus: p.status === deleted ? published : null,
            reason: p.reason,
            pinned: p.pinned,
            featured: p.featured,
            locked: p.locked,
            commentCount: shown.length,
            likeCount: p.likers.size,
            viewCount: p.views,
            createdAt: new Date(p.at),
            updatedAt: new Date(p.at),
            activeAt: new Date(last),
            reviewedBy: p.status === rejected || p.status === hidden ? '站点管理员' : '',
            reviewedAt: p.status === rejected || p.status === hidden ? new Date(p.at + DAY / 2) : null,
            deletedByKind: p.status === deleted ? 'member' : null,
            deletedBy: p.status === deleted ? '作者' : '',
            deletedAt: p.status === deleted ? new Date(p.at + DAY) : null,
            searchVector: postSearchVector(p.title, text),
          };
        }),
      )
      .returning({ id: posts.id });
    postIds.push(...inserted.map((r) => r.id));
  }
  const likes = demo.flatMap((p, i) => [...p.likers].map((userId) => ({ siteId, postId: postIds[i], userId })));
  for (let i = 0; i < likes.length; i += 1000) await tx.insert(postLikes).values(likes.slice(i, i + 1000));

  const counts = new Map<number, number>();
  for (const p of demo) if (p.status === published) counts.set(p.sectionId, (counts.get(p.sectionId) ?? 0) + 1);
  if (counts.size)
    await tx.insert(sectionPostCounts).values([...counts].map(([sectionId, postCount]) => ({ siteId, sectionId, postCount })));

  const tops = demo.flatMap((p, i) => p.comments.map((c) => ({ c, postId: postIds[i] })));
  const topIds = await insertComments(
    tx,
    siteId,
    tops.map(({ c, postId }) => ({ c, postId, parentId: null, replyCount: c.replies.filter(published20).length })),
  );
  const replies = tops.flatMap(({ c, postId }, i) => c.replies.map((r) => ({ c: r, postId, parentId: topIds[i], replyCount: 0 })));
  await insertComments(tx, siteId, replies);
}

async function insertComments(
  tx: Executor,
  siteId: number,
  list: { c: DemoComment; postId: number; parentId: number | null; replyCount: number }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < list.length; i += BATCH) {
    const slice = list.slice(i, i + BATCH);
    const inserted = await tx
      .insert(comments)
      .values(
        slice.map(({ c, postId, parentId, replyCount }) => ({
          siteId,
          postId,
          parentId,
          replyToUserId: c.replyToUserId,
          authorId: c.authorId,
          content: c.content,
          status: c.status,
          likeCount: c.status === published ? c.likers.size : 0,
          replyCount,
          createdAt: new Date(c.at),
          updatedAt: new Date(c.at),
          searchVector: commentSearchVector(plainText(c.content)),
        })),
      )
      .returning({ id: comments.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const likes = list.flatMap(({ c }, i) =>
    c.status === published ? [...c.likers].map((userId) => ({ siteId, commentId: ids[i], userId })) : [],
  );
  for (let i = 0; i < likes.length; i += 1000) await tx.insert(commentLikes).values(likes.slice(i, i + 1000));
  return ids;
}
