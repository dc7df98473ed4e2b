// Edits with history (issue 25 item 7): comments edited within the site's window, a version kept for every edit of a
// post, a comment or an answer, read by both consoles; drafts (item 6) one per member and kind.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { questions } from '../question/question.tables';
import { openQa, questionType } from '../question/question-kit';
import { siteSettings } from '../site-console/site-console.tables';
import { comments } from './post.tables';
import { as, comment, createPost, type Member, member, memberToken, postCast, section } from './post-test-kit';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let mainToken: string;
let author: Member;
let other: Member;
let sectionId: number;

beforeAll(async () => {
  server = await startTestServer();
  const made = await postCast(server);
  ({ a, b } = made);
  mainToken = made.cast.tokens.main;
  author = await member(server, a, '改稿的人');
  other = await member(server, a, '旁观者');
  sectionId = await section(server, a, '随笔');
}, 120_000);
afterAll(() => server?.close());

const versions = (res: { body: { data: { list: { version: number; title: string; content: string; editor: { id: number } }[] } } }) =>
  res.body.data.list.map((r) => [r.version, r.title, r.content]);

describe('post revisions', () => {
  it('keeps the first version and one per edit, newest first, in both consoles; marks the post edited', async () => {
    const { id } = await createPost(server, author, sectionId, '初稿标题', '<p>第一版</p>');
    const before = await server.call('getPost', { ...as(author), query: { id } });
    expect(before.body.data.editedAt).toBeNull();
    const none = await server.call('getPostRevisionList', { token: a.tokens.owner, host: a.host, query: { postId: id } });
    expect(none.status).toBe(200);
    expect(none.body.data.list).toEqual([]);
    for (const [title, content] of [
      ['第二版标题', '<p>第二版</p>'],
      ['第三版标题', '<p>第三版<script>x</script></p>'],
    ]) {
      const res = await server.call('updatePost', { ...as(author), body: { id, title, content } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const list = await server.call('getPostRevisionList', { token: a.tokens.owner, host: a.host, query: { postId: id } });
    expect(versions(list)).toEqual([
      [3, '第三版标题', '<p>第三版</p>'],
      [2, '第二版标题', '<p>第二版</p>'],
      [1, '初稿标题', '<p>第一版</p>'],
    ]);
    expect(list.body.data.list[0].editor.id).toBe(author.id);
    const after = await server.call('getPost', { ...as(author), query: { id } });
    expect(after.body.data.editedAt).toEqual(expect.any(String));
    const saas = await server.call('getPlatformPostRevisionList', { token: mainToken, query: { siteId: a.id, postId: id } });
    expect(saas.status, JSON.stringify(saas.body)).toBe(200);
    expect(saas.body.data.list).toHaveLength(3);
    // Another site's post answers as a missing one, in the site console and under the wrong site in the SaaS one.
    expect((await server.call('getPostRevisionList', { token: b.tokens.owner, host: b.host, query: { postId: id } })).status).toBe(404);
    expect((await server.call('getPlatformPostRevisionList', { token: mainToken, query: { siteId: b.id, postId: id } })).status).toBe(404);
  });
});

describe('comment edits', () => {
  it('lets the author edit within the window, keeps the versions, refuses others, late edits and hidden comments', async () => {
    const { id: postId } = await createPost(server, author, sectionId, '评论的帖子');
    const { id } = await comment(server, author, postId, '<p>原来的评论</p>');
    const edit = (who: Member, content: string, commentId = id) =>
      server.call('updateComment', { ...as(who), body: { id: commentId, content } });
    const ok = await edit(author, '<p>改过的评论<img src=x onerror=alert(1)></p>');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe(20);
    const listed = await server.call('getCommentList', { ...as(author), query: { postId } });
    const item = listed.body.data.list.find((c: { id: number }) => c.id === id);
    expect(item.content).not.toContain('onerror');
    expect(item.editedAt).toEqual(expect.any(String));

    const theirs = await edit(other, '<p>别人来改</p>');
    expect(theirs.status).toBe(403);
    const elsewhere = await server.call('updateComment', {
      token: await memberToken(server, b.id, b.users.member),
      host: b.host,
      body: { id, content: '<p>跨站</p>' },
    });
    expect(elsewhere.status).toBe(404);

    const history = await server.call('getCommentRevisionList', { token: a.tokens.owner, host: a.host, query: { commentId: id } });
    expect(history.status).toBe(200);
    expect(history.body.data.list.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(history.body.data.list[1].content).toBe('<p>原来的评论</p>');
    expect((await server.call('getCommentRevisionList', { token: b.tokens.owner, host: b.host, query: { commentId: id } })).status).toBe(
      404,
    );

    // Past the window: 409 with the reason.
    await server.database.db
      .update(comments)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(and(eq(comments.siteId, a.id), eq(comments.id, id)));
    const late = await edit(author, '<p>太晚了</p>');
    expect(late.status).toBe(409);
    expect(late.body.description).toBe('评论发表已超过 30 分钟，不能再修改');
    // The site may widen the window (站点设置), or close it.
    const widened = await server.call('updateSiteSetting', { token: a.tokens.owner, host: a.host, body: { commentEditMinutes: 60 } });
    expect(widened.status, JSON.stringify(widened.body)).toBe(200);
    expect(widened.body.data.commentEditMinutes).toBe(60);
    expect((await edit(author, '<p>窗口放宽后再改</p>')).status).toBe(200);
    await server.database.db.update(siteSettings).set({ commentEditMinutes: 0 }).where(eq(siteSettings.siteId, a.id));
    const never = await edit(author, '<p>不允许</p>');
    expect(never.status).toBe(409);
    expect(never.body.description).toBe('本站不允许修改已发表的评论');
    await server.database.db.update(siteSettings).set({ commentEditMinutes: 30 }).where(eq(siteSettings.siteId, a.id));

    const { id: hiddenId } = await comment(server, author, postId, '<p>会被屏蔽</p>');
    const hidden = await server.call('hideComments', {
      token: a.tokens.owner,
      host: a.host,
      body: { ids: [hiddenId], reason: '无关内容' },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const refused = await edit(author, '<p>屏蔽了还改</p>', hiddenId);
    expect(refused.status).toBe(409);
    expect(refused.body.description).toBe('评论已被屏蔽，不能修改');
  });
});

describe('answer edits', () => {
  it('keeps a version per edit of an answer, read in the site console', async () => {
    await openQa(server, a.id);
    const typeId = await questionType(server, a);
    const asker = await member(server, a, '提问的人');
    await server.database.db.update(questions).set({ createdAt: sql`${questions.createdAt} - interval '1 minute'` });
    const q = await server.call('createQuestion', {
      ...as(asker),
      body: { title: '怎么改回答？', content: '<p>问题</p>', bounty: 0, typeId },
    });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const saved = await server.call('saveDraft', {
      ...as(author),
      body: { kind: 'answer', content: '<p>回答草稿</p>', questionId: q.body.data.id },
    });
    expect(saved.status).toBe(200);
    const created = await server.call('createAnswer', { ...as(author), body: { questionId: q.body.data.id, content: '<p>回答一</p>' } });
    expect(created.status).toBe(200);
    // Publishing the answer discards its draft.
    expect((await server.call('getDraft', { ...as(author), query: { kind: 'answer' } })).body.data.draft).toBeNull();
    const answerId = created.body.data.id;
    expect((await server.call('updateAnswer', { ...as(other), body: { id: answerId, content: '<p>别人</p>' } })).status).toBe(403);
    const res = await server.call('updateAnswer', { ...as(author), body: { id: answerId, content: '<p>回答二</p>' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const history = await server.call('getAnswerRevisionList', { token: a.tokens.owner, host: a.host, query: { answerId } });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data.list.map((r: { content: string }) => r.content)).toEqual(['<p>回答二</p>', '<p>回答一</p>']);
    const answers = await server.call('getAnswerList', { ...as(author), query: { questionId: q.body.data.id } });
    expect(answers.body.data.list[0].editedAt).toEqual(expect.any(String));
  });
});

describe('drafts', () => {
  it('keeps one draft per member and kind, replaced on save, seen from another session, discarded on publishing', async () => {
    const empty = await server.call('getDraft', { ...as(author), query: { kind: 'post' } });
    expect(empty.status).toBe(200);
    expect(empty.body.data.draft).toBeNull();
    const first = await server.call('saveDraft', { ...as(author), body: { kind: 'post', title: '草稿', content: '<p>一</p>', sectionId } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await server.call('saveDraft', {
      ...as(author),
      body: { kind: 'post', title: '草稿二', content: '<p>二<script>x</script></p>', sectionId },
    });
    expect(second.body.data).toMatchObject({ kind: 'post', title: '草稿二', content: '<p>二</p>', sectionId, questionId: null });
    // Another device: a second session of the same member.
    const elsewhere = { token: await memberToken(server, a.id, author.id), host: a.host };
    const restored = await server.call('getDraft', { ...elsewhere, query: { kind: 'post' } });
    expect(restored.body.data.draft).toMatchObject({ title: '草稿二', content: '<p>二</p>' });
    const rows = await server.database.db.execute(
      sql`select count(*)::int as n from drafts where site_id = ${a.id} and site_user_id = ${author.id} and kind = 'post'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    // Someone else's and another site's member see none of it.
    expect((await server.call('getDraft', { ...as(other), query: { kind: 'post' } })).body.data.draft).toBeNull();
    const otherSite = { token: await memberToken(server, b.id, b.users.member), host: b.host };
    expect((await server.call('getDraft', { ...otherSite, query: { kind: 'post' } })).body.data.draft).toBeNull();

    await createPost(server, author, sectionId, '发表了', '<p>正文</p>');
    expect((await server.call('getDraft', { ...elsewhere, query: { kind: 'post' } })).body.data.draft).toBeNull();

    await server.call('saveDraft', { ...as(author), body: { kind: 'post', content: '<p>再写</p>' } });
    expect((await server.call('deleteDraft', { ...as(author), query: { kind: 'post' } })).status).toBe(200);
    expect((await server.call('getDraft', { ...as(author), query: { kind: 'post' } })).body.data.draft).toBeNull();
  });
});
