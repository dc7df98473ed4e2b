// A demo-like site for the search-engine tests: sections shown and hidden, posts published, pending and deleted, a
// question with an accepted, a suggested and a pending answer, and a second site whose content must never show.
import { eq } from 'drizzle-orm';
import { ContentStatus } from '../../sdk/generated/enums';
import { posts } from '../src/modules/post/post.tables';
import { answers, questions, questionTypes } from '../src/modules/question/question.tables';
import { openQa } from '../src/modules/question/question-kit';
import { sections } from '../src/modules/section/section.tables';
import { sites } from '../src/modules/site/site.tables';
import type { TestServer } from './harness';

export interface SeoSite {
  siteId: number;
  otherSiteId: number;
  section: number;
  hiddenSection: number;
  /** Published posts of the visible section, oldest first. */
  published: number[];
  pending: number;
  deleted: number;
  inHiddenSection: number;
  otherSitePost: number;
  /** The site's member who wrote every post, question and answer; `otherAuthor` is the other site's. */
  author: number;
  otherAuthor: number;
  question: number;
  pendingQuestion: number;
  answers: { accepted: number; suggested: number; pending: number };
}

export async function seedSeoSite(server: TestServer, slug: string, publishedPosts = 22): Promise<SeoSite> {
  const { db } = server.database;
  const ownerId = await server.fixtures.account({ mobile: '13900002222' });
  const siteId = await server.fixtures.site({ ownerId, slug, name: '读书会' });
  const otherSiteId = await server.fixtures.site({ ownerId, slug: `${slug}-other`, name: '别的站' });
  await db.update(sites).set({ description: '一起读书，<慢慢>聊' }).where(eq(sites.id, siteId));
  await openQa(server, siteId);
  const authorId = await server.fixtures.siteUser({ siteId, account: 'author' });
  const otherAuthor = await server.fixtures.siteUser({ siteId: otherSiteId, account: 'other' });
  const [shown, hidden] = await db
    .insert(sections)
    .values([
      { siteId, name: '闲聊<区>', description: '什么都可以聊' },
      { siteId, name: '隐藏', status: 0 },
    ])
    .returning({ id: sections.id });
  const [otherSection] = await db.insert(sections).values({ siteId: otherSiteId, name: '别处' }).returning({ id: sections.id });
  const post = (sectionId: number, title: string, status: number, site = siteId, author = authorId) => ({
    siteId: site,
    sectionId,
    authorId: author,
    title,
    content: '<p>黑暗森林里的<strong>善意</strong></p>',
    excerpt: '黑暗森林里的善意',
    status,
  });
  const published = await db
    .insert(posts)
    .values(Array.from({ length: publishedPosts }, (_, i) => post(shown.id, `第${i + 1}帖 <读>`, ContentStatus.published)))
    .returning({ id: posts.id });
  const [pending, deleted, inHidden] = await db
    .insert(posts)
    .values([
      post(shown.id, '待审核的帖子', ContentStatus.pending),
      post(shown.id, '已删除的帖子', ContentStatus.deleted),
      post(hidden.id, '隐藏版块的帖子', ContentStatus.published),
    ])
    .returning({ id: posts.id });
  const [other] = await db
    .insert(posts)
    .values(post(otherSection.id, '别的站的帖子', ContentStatus.published, otherSiteId, otherAuthor))
    .returning({ id: posts.id });
  const [type] = await db.insert(questionTypes).values({ siteId, name: '求书' }).returning({ id: questionTypes.id });
  const question = (title: string, status: number) => ({
    siteId,
    typeId: type.id,
    authorId,
    title,
    content: '<p>求推荐<em>宇宙</em></p>',
    excerpt: '想找一本讲宇宙的书',
    status,
    answerCount: 2,
  });
  const [asked, pendingQuestion] = await db
    .insert(questions)
    .values([question('有什么好看的科幻小说？', ContentStatus.published), question('待审核的问题', ContentStatus.pending)])
    .returning({ id: questions.id });
  const answer = (content: string, status: number, accepted = false) => ({
    siteId,
    questionId: asked.id,
    authorId,
    content,
    excerpt: content,
    status,
    accepted,
    upCount: accepted ? 3 : 1,
  });
  const [accepted, suggested, pendingAnswer] = await db
    .insert(answers)
    .values([
      answer('<p>《三体》</p>', ContentStatus.published, true),
      answer('<p>《基地》&lt;系列&gt;</p>', ContentStatus.published),
      answer('<p>待审核的回答</p>', ContentStatus.pending),
    ])
    .returning({ id: answers.id });
  await db.update(questions).set({ acceptedAnswerId: accepted.id }).where(eq(questions.id, asked.id));
  return {
    siteId,
    otherSiteId,
    section: shown.id,
    hiddenSection: hidden.id,
    published: published.map((p) => p.id),
    pending: pending.id,
    deleted: deleted.id,
    inHiddenSection: inHidden.id,
    otherSitePost: other.id,
    author: authorId,
    otherAuthor,
    question: asked.id,
    pendingQuestion: pendingQuestion.id,
    answers: { accepted: accepted.id, suggested: suggested.id, pending: pendingAnswer.id },
  };
}
