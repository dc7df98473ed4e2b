// Issue 25 items 1, 2 and 4: `reply`, `mention` and grouped `like` notifications, the member's switches per kind and
// channel, @mentions linked in sanitised content, the mention autocomplete, and the profile a member edits.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { as, comment, createPost, type Member, member, postCast, section } from '../post/post-test-kit';
import { openQa, questionType } from '../question/question-kit';
import { siteUsers } from '../site/site.tables';
import { memberNotifications } from './notification.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let sectionA: number;
let author: Member;
let zhang: Member;
let li: Member;
let wang: Member;
let otherSite: Member;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = await postCast(server));
  sectionA = await section(server, a, '闲聊');
  author = await member(server, a, '楼主小林');
  zhang = await member(server, a, '张三');
  li = await member(server, a, '李四');
  wang = await member(server, a, '王五');
  otherSite = await member(server, b, '赵六');
}, 120_000);
afterAll(() => server?.close());

const inbox = async (who: Member) => {
  const res = await server.call('getMyNotificationList', { ...as(who), query: { limit: 50 } });
  expect(res.status).toBe(200);
  return res.body.data.list as { kind: string; title: string; content: string; link: string; read: boolean }[];
};
const ofKind = async (who: Member, kind: string) => (await inbox(who)).filter((n) => n.kind === kind);
const clearAll = () => server.database.db.delete(memberNotifications);

describe('reply', () => {
  it('tells the post’s author of a comment, the comment’s author of a reply, and never oneself', async () => {
    await clearAll();
    const post = await createPost(server, author, sectionA, '周末去爬山吗');
    const c = await comment(server, zhang, post.id, '<p>算我一个</p>');
    const toAuthor = await ofKind(author, 'reply');
    expect(toAuthor).toEqual([expect.objectContaining({ title: '张三 评论了你的帖子', link: `/post/${post.id}`, read: false })]);
    expect(toAuthor[0].content).toContain('算我一个');

    await comment(server, li, post.id, '<p>我也去</p>', c.id);
    expect(await ofKind(zhang, 'reply')).toEqual([expect.objectContaining({ title: '李四 回复了你的评论' })]);
    // The author's own comment on their post, and zhang replying to himself: nobody is told.
    await comment(server, author, post.id, '<p>好的</p>');
    await comment(server, zhang, post.id, '<p>补充一句</p>', c.id);
    expect(await ofKind(author, 'reply')).toHaveLength(1);
    expect(await ofKind(zhang, 'reply')).toHaveLength(1);
  });
});

describe('mention', () => {
  it('links members of this site in a post, leaves unknown names, other sites’ members, links and code alone', async () => {
    await clearAll();
    const content =
      '<p>@张三你好，@李四 也来。@不存在的人 和 @赵六 看不到。mail@张三.com</p><p><code>@王五</code> <a href="https://example.com">@王五</a></p>';
    const post = await createPost(server, author, sectionA, '提到大家', content);
    const read = await server.call('getPost', { host: a.host, query: { id: post.id } });
    const html = read.body.data.content as string;
    expect(html).toContain(`<a href="/user/${zhang.id}" class="mention">@张三</a>你好`);
    expect(html).toContain(`<a href="/user/${li.id}" class="mention">@李四</a>`);
    expect(html).toContain('@不存在的人');
    expect(html).toContain('@赵六');
    expect(html).not.toContain(`/user/${otherSite.id}"`);
    expect(html).not.toContain(`/user/${wang.id}"`);
    expect(html).toContain('mail@张三.com');
    expect(await ofKind(zhang, 'mention')).toEqual([
      expect.objectContaining({ title: '楼主小林 在帖子中提到了你', link: `/post/${post.id}` }),
    ]);
    expect(await ofKind(li, 'mention')).toHaveLength(1);
    expect(await ofKind(wang, 'mention')).toHaveLength(0);
    expect(await ofKind(otherSite, 'mention')).toHaveLength(0);
  });

  it('refuses a forged mention link and tells only newly mentioned members on an edit', async () => {
    await clearAll();
    const forged = `<p><a class="mention" href="/user/${wang.id}">@假名字</a> @张三</p>`;
    const post = await createPost(server, author, sectionA, '伪造的链接', forged);
    const html = (await server.call('getPost', { host: a.host, query: { id: post.id } })).body.data.content as string;
    expect(html).not.toContain(`/user/${wang.id}"`);
    expect(html).toContain('@假名字');
    expect(await ofKind(zhang, 'mention')).toHaveLength(1);
    // The editor sends the stored HTML back with one more mention: only 王五 is told now.
    const res = await server.call('updatePost', {
      ...as(author),
      body: { id: post.id, title: '伪造的链接', content: `${html}<p>@王五</p>` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await ofKind(zhang, 'mention')).toHaveLength(1);
    expect(await ofKind(wang, 'mention')).toHaveLength(1);
  });

  it('links every mention but tells at most ten members, never the author, and not twice for a reply', async () => {
    await clearAll();
    const many: Member[] = [];
    for (let i = 0; i < 12; i++) many.push(await member(server, a, `路人${String.fromCharCode(0x7532 + i)}`));
    expect(many).toHaveLength(12);
    const rows = await server.database.db
      .select({ id: siteUsers.id, name: siteUsers.userName })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), sql`${siteUsers.userName} like '路人%'`));
    const text = rows.map((r) => `@${r.name} `).join('');
    const post = await createPost(server, author, sectionA, '点名', `<p>@楼主小林 ${text}</p>`);
    const html = (await server.call('getPost', { host: a.host, query: { id: post.id } })).body.data.content as string;
    expect(html.match(/class="mention"/g)).toHaveLength(13);
    const told = await server.database.db
      .select({ userId: memberNotifications.userId })
      .from(memberNotifications)
      .where(and(eq(memberNotifications.siteId, a.id), eq(memberNotifications.kind, 'mention')));
    expect(told).toHaveLength(10);
    expect(told.map((t) => t.userId)).not.toContain(author.id);

    // A comment answering 张三 that also mentions him: one `reply`, no `mention`.
    await clearAll();
    const c = await comment(server, zhang, post.id, '<p>到</p>');
    await comment(server, li, post.id, '<p>@张三 收到</p>', c.id);
    expect(await ofKind(zhang, 'reply')).toHaveLength(1);
    expect(await ofKind(zhang, 'mention')).toHaveLength(0);
  });

  it('tells nobody who blocked the author, and tells only newly mentioned members when a comment is edited', async () => {
    await clearAll();
    const post = await createPost(server, author, sectionA, '屏蔽与修改');
    const blocked = await server.call('blockMember', { ...as(li), body: { id: zhang.id } });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    try {
      await comment(server, zhang, post.id, '<p>@李四 @王五 看看</p>');
      expect(await ofKind(li, 'mention')).toHaveLength(0);
      expect(await ofKind(wang, 'mention')).toHaveLength(1);
    } finally {
      await server.call('unblockMember', { ...as(li), body: { id: zhang.id } });
    }
    await clearAll();
    const c = await comment(server, zhang, post.id, '<p>@李四 你好</p>');
    expect(await ofKind(li, 'mention')).toHaveLength(1);
    const edited = await server.call('updateComment', { ...as(zhang), body: { id: c.id, content: '<p>@李四 你好，@王五 也来</p>' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await ofKind(li, 'mention')).toHaveLength(1);
    expect(await ofKind(wang, 'mention')).toEqual([expect.objectContaining({ title: '张三 在评论中提到了你', link: `/post/${post.id}` })]);
    const list = await server.call('getCommentList', { host: a.host, query: { postId: post.id } });
    const html = JSON.stringify(list.body.data);
    expect(html).toContain(`/user/${wang.id}`);
  });

  it('suggests this site’s members by nickname, prefix matches first', async () => {
    const res = await server.call('searchMentionMember', { host: a.host, query: { keyword: '张' } });
    expect(res.status).toBe(200);
    expect(res.body.data.list[0]).toEqual({ id: zhang.id, nickname: '张三', avatar: '' });
    const other = await server.call('searchMentionMember', { host: a.host, query: { keyword: '赵六' } });
    expect(other.body.data.list).toEqual([]);
    const escaped = await server.call('searchMentionMember', { host: a.host, query: { keyword: '%' } });
    expect(escaped.body.data.list).toEqual([]);
  });
});

describe('like', () => {
  it('groups the likes of one post while unread, names the latest liker and counts each once', async () => {
    await clearAll();
    const post = await createPost(server, author, sectionA, '求赞');
    const like = (who: Member) => server.call('likePost', { ...as(who), body: { postId: post.id } });
    expect((await like(zhang)).status).toBe(200);
    expect(await ofKind(author, 'like')).toEqual([expect.objectContaining({ title: '张三 赞了你的帖子', content: '「求赞」' })]);
    await like(li);
    await like(wang);
    // Unlike and like again: still three people.
    await server.call('unlikePost', { ...as(zhang), query: { postId: post.id } });
    await like(zhang);
    await like(author);
    const grouped = await ofKind(author, 'like');
    expect(grouped).toEqual([expect.objectContaining({ title: '张三等 3 人赞了你的帖子' })]);

    // Read: the next like starts a new notification.
    await server.call('readNotification', { ...as(author), body: {} });
    const fresh = await member(server, a, '新来的');
    await like(fresh);
    const after = await ofKind(author, 'like');
    expect(after.map((n) => [n.title, n.read])).toEqual(
      expect.arrayContaining([
        ['新来的 赞了你的帖子', false],
        ['张三等 3 人赞了你的帖子', true],
      ]),
    );
  });

  it('tells of likes of a comment', async () => {
    await clearAll();
    const post = await createPost(server, author, sectionA, '评论点赞');
    const c = await comment(server, zhang, post.id, '<p>好文</p>');
    await server.call('likeComment', { ...as(li), body: { commentId: c.id } });
    expect(await ofKind(zhang, 'like')).toEqual([expect.objectContaining({ title: '李四 赞了你的评论', link: `/post/${post.id}` })]);
  });
});

describe('answers', () => {
  it('links mentions in answers, tells of comments on an answer and groups up votes', async () => {
    await clearAll();
    await openQa(server, a.id);
    const typeId = await questionType(server, a);
    const q = await server.call('createQuestion', {
      ...as(author),
      body: { title: '怎么学吉他', content: '<p>零基础</p>', bounty: 0, typeId },
    });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const ans = await server.call('createAnswer', { ...as(zhang), body: { questionId: q.body.data.id, content: '<p>问问 @李四</p>' } });
    expect(ans.status, JSON.stringify(ans.body)).toBe(200);
    expect(await ofKind(li, 'mention')).toEqual([expect.objectContaining({ title: '张三 在回答中提到了你' })]);
    const answerId = ans.body.data.id as number;
    await server.call('createAnswerComment', { ...as(wang), body: { answerId, content: '同意 @李四' } });
    expect(await ofKind(zhang, 'reply')).toEqual([expect.objectContaining({ title: '王五 回复了你的回答' })]);
    expect(await ofKind(li, 'mention')).toHaveLength(2);
    // An edit adding 王五 tells him, not 李四 again.
    const edited = await server.call('updateAnswer', { ...as(zhang), body: { id: answerId, content: '<p>问问 @李四 和 @王五</p>' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await ofKind(li, 'mention')).toHaveLength(2);
    expect(await ofKind(wang, 'mention')).toEqual([expect.objectContaining({ title: '张三 在回答中提到了你' })]);
    await server.call('voteAnswer', { ...as(li), body: { answerId, vote: 'up' } });
    await server.call('voteAnswer', { ...as(wang), body: { answerId, vote: 'up' } });
    expect(await ofKind(zhang, 'like')).toEqual([expect.objectContaining({ title: '王五等 2 人赞了你的回答' })]);
  });
});

describe('preferences', () => {
  it('lists every kind in-app, SMS only for the kinds the site sends, and honours a switch', async () => {
    await clearAll();
    const list = await server.call('getMyNotificationPreferenceList', as(zhang));
    expect(list.status).toBe(200);
    expect(list.body.data.list).toContainEqual({ kind: 'like', channel: 'inApp', enabled: true });
    expect(list.body.data.list.some((p: { channel: string }) => p.channel === 'sms')).toBe(false);
    const refused = await server.call('updateMyNotificationPreference', {
      ...as(zhang),
      body: { kind: 'like', channel: 'sms', enabled: false },
    });
    expect(refused).toMatchObject({ status: 400, body: { description: '本站不通过这个渠道发送这类通知' } });

    const off = await server.call('updateMyNotificationPreference', {
      ...as(zhang),
      body: { kind: 'reply', channel: 'inApp', enabled: false },
    });
    expect(off).toMatchObject({ status: 200, body: { data: { kind: 'reply', channel: 'inApp', enabled: false } } });
    const post = await createPost(server, zhang, sectionA, '不想被打扰');
    await comment(server, li, post.id, '<p>打扰一下 @张三</p>');
    expect(await ofKind(zhang, 'reply')).toHaveLength(0);
    expect(await ofKind(zhang, 'mention')).toHaveLength(0); // told as a reply (switched off), not again as a mention

    await server.call('updateMyNotificationPreference', { ...as(zhang), body: { kind: 'like', channel: 'inApp', enabled: false } });
    await server.call('likePost', { ...as(li), body: { postId: post.id } });
    expect(await ofKind(zhang, 'like')).toHaveLength(0);
    const again = await server.call('getMyNotificationPreferenceList', as(zhang));
    expect(again.body.data.list).toContainEqual({ kind: 'like', channel: 'inApp', enabled: false });
  });
});

describe('profile', () => {
  const update = (who: Member, body: Record<string, unknown>) => server.call('updateMemberProfile', { ...as(who), body });

  it('keeps nicknames unique in the site and free of sensitive words', async () => {
    const taken = await update(wang, { userName: '张三' });
    expect(taken).toMatchObject({ status: 409, body: { description: '这个昵称已经有人用了，请换一个' } });
    // Another site's 赵六 does not count.
    expect((await update(wang, { userName: '赵六' })).status).toBe(200);
    expect((await update(wang, { userName: '王五' })).status).toBe(200);
    expect((await update(wang, { userName: '王 五' })).body.description).toBe('昵称不能包含空格或 @');
    const word = await server.call('createSensitiveWords', { token: a.tokens.owner, host: a.host, body: { words: ['代开发票'] } });
    expect(word.status, JSON.stringify(word.body)).toBe(200);
    expect(await update(wang, { userName: '代开发票王' })).toMatchObject({
      status: 400,
      body: { description: '昵称包含不允许的词语，请换一个' },
    });
    expect(await update(wang, { signature: '专业代开发票' })).toMatchObject({
      status: 400,
      body: { description: '个性签名包含不允许的词语，请修改' },
    });
  });

  it('saves signature, gender, region and hide-activity; the public home shows the signature and hides activity', async () => {
    const saved = await update(author, {
      signature: '  爱爬山  ',
      gender: 2,
      areaCode: '330106',
      areaAddress: '浙江省-杭州市-西湖区',
      hideActivity: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      signature: '爱爬山',
      gender: 2,
      areaCode: '330106',
      areaAddress: '浙江省-杭州市-西湖区',
      hideActivity: false,
    });
    const home = await server.call('getMemberHome', { host: a.host, query: { id: author.id } });
    expect(home.body.data).toMatchObject({ signature: '爱爬山', activityHidden: false });
    expect(home.body.data.recentPosts.length).toBeGreaterThan(0);
    await update(author, { hideActivity: true });
    const hidden = await server.call('getMemberHome', { host: a.host, query: { id: author.id } });
    expect(hidden.body.data).toMatchObject({ activityHidden: true, recentPosts: [], recentAnswers: [] });
    expect(hidden.body.data.postCount).toBeGreaterThan(0);
    const page = await server.call('getMemberProfile', as(author));
    expect(page.body.data.hideActivity).toBe(true);
  });
});
