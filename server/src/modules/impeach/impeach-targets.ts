// What can be reported, keyed by ImpeachTargetType: how to find one in a site (and whether members can see it), who
// wrote it, what to show in the queue, and how to hide or delete it. Posts and comments go through the moderation
// transitions (questions and answers through the Q&A area's), so the counters, the audit trail and, for posts and
// comments, the author's notification follow.
import { and, eq, inArray } from 'drizzle-orm';
import { ContentStatus, SiteUserStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { hideMessages, reportedMessages } from '../message/message-reports';
import { type TransitionRequest, type TransitionResult, transitionComments, transitionPosts } from '../post/content-transitions';
import { comments, posts } from '../post/post.tables';
import { plainText } from '../post/post-text';
import { answers, questions } from '../question/question.tables';
import { transitionAnswers, transitionQuestions } from '../question/question-transitions';
import { siteUsers } from '../site/site.tables';

export type ImpeachTargetKind = 'post' | 'comment' | 'question' | 'answer' | 'user' | 'message';

export interface TargetInfo {
  /** Who wrote it; for a reported user, the user. */
  authorId: number;
  title: string;
  excerpt: string;
  /** A path on the member site, or empty. */
  link: string;
  /** Other members can see it (published content, an active user): only such objects can be reported. */
  visible: boolean;
}

export interface ImpeachTarget {
  /** 帖子, 评论…: how messages name it. */
  label: string;
  /** This site's objects among `ids` (another site's are absent, like missing ones). */
  describe(db: Executor, siteId: number, ids: number[]): Promise<Map<number, TargetInfo>>;
  /** Content actions; absent where they do not apply (a user). */
  hide?(tx: Executor, siteId: number, request: TransitionRequest): Promise<TransitionResult>;
  delete?(tx: Executor, siteId: number, request: TransitionRequest): Promise<TransitionResult>;
}

const cut = (text: string, length: number) => [...text].slice(0, length).join('');

const postTarget: ImpeachTarget = {
  label: '帖子',
  async describe(db, siteId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: posts.id, authorId: posts.authorId, title: posts.title, excerpt: posts.excerpt, status: posts.status })
      .from(posts)
      .where(and(eq(posts.siteId, siteId), inArray(posts.id, ids)));
    return new Map(
      rows.map((r) => [
        r.id,
        { authorId: r.authorId, title: r.title, excerpt: r.excerpt, link: `/post/${r.id}`, visible: r.status === ContentStatus.published },
      ]),
    );
  },
  hide: (tx, siteId, request) => transitionPosts(tx, siteId, { ...request, action: 'hide' }),
  delete: (tx, siteId, request) => transitionPosts(tx, siteId, { ...request, action: 'delete' }),
};

const commentTarget: ImpeachTarget = {
  label: '评论',
  async describe(db, siteId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: comments.id, postId: comments.postId, authorId: comments.authorId, content: comments.content, status: comments.status })
      .from(comments)
      .where(and(eq(comments.siteId, siteId), inArray(comments.id, ids)));
    return new Map(
      rows.map((r) => {
        const text = plainText(r.content);
        return [
          r.id,
          {
            authorId: r.authorId,
            title: cut(text, 40),
            excerpt: cut(text, 200),
            link: `/post/${r.postId}`,
            visible: r.status === ContentStatus.published,
          },
        ];
      }),
    );
  },
  hide: (tx, siteId, request) => transitionComments(tx, siteId, { ...request, action: 'hide' }),
  delete: (tx, siteId, request) => transitionComments(tx, siteId, { ...request, action: 'delete' }),
};

const userTarget: ImpeachTarget = {
  label: '用户',
  async describe(db, siteId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: siteUsers.id, name: siteUsers.userName, status: siteUsers.status, anonymous: siteUsers.isAnonymous })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.id, ids)));
    return new Map(
      rows
        .filter((r) => !r.anonymous)
        .map((r) => [r.id, { authorId: r.id, title: r.name, excerpt: '', link: '', visible: r.status === SiteUserStatus.active }]),
    );
  },
};

const questionTarget: ImpeachTarget = {
  label: '问题',
  async describe(db, siteId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: questions.id,
        authorId: questions.authorId,
        title: questions.title,
        excerpt: questions.excerpt,
        status: questions.status,
      })
      .from(questions)
      .where(and(eq(questions.siteId, siteId), inArray(questions.id, ids)));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          authorId: r.authorId,
          title: r.title,
          excerpt: r.excerpt,
          link: `/question/${r.id}`,
          visible: r.status === ContentStatus.published,
        },
      ]),
    );
  },
  hide: (tx, siteId, request) => transitionQuestions(tx, siteId, { ...request, action: 'hide' }),
  delete: (tx, siteId, request) => transitionQuestions(tx, siteId, { ...request, action: 'delete' }),
};

const answerTarget: ImpeachTarget = {
  label: '回答',
  async describe(db, siteId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: answers.id,
        questionId: answers.questionId,
        authorId: answers.authorId,
        excerpt: answers.excerpt,
        status: answers.status,
      })
      .from(answers)
      .where(and(eq(answers.siteId, siteId), inArray(answers.id, ids)));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          authorId: r.authorId,
          title: cut(r.excerpt, 40),
          excerpt: r.excerpt,
          link: `/question/${r.questionId}`,
          visible: r.status === ContentStatus.published,
        },
      ]),
    );
  },
  hide: (tx, siteId, request) => transitionAnswers(tx, siteId, { ...request, action: 'hide' }),
  delete: (tx, siteId, request) => transitionAnswers(tx, siteId, { ...request, action: 'delete' }),
};

/** A private message its recipient reported: only that message and its sender, never the rest of the conversation. */
const messageTarget: ImpeachTarget = {
  label: '私信',
  async describe(db, siteId, ids) {
    const found = await reportedMessages(db, siteId, ids);
    return new Map(
      [...found].map(([id, m]) => [
        id,
        { authorId: m.senderId, title: cut(m.content, 40), excerpt: cut(m.content, 200), link: '', visible: m.visible },
      ]),
    );
  },
  hide: (tx, siteId, request) => hideMessages(tx, siteId, request.ids),
  delete: (tx, siteId, request) => hideMessages(tx, siteId, request.ids),
};

export const impeachTargets: Record<ImpeachTargetKind, ImpeachTarget> = {
  post: postTarget,
  comment: commentTarget,
  question: questionTarget,
  answer: answerTarget,
  user: userTarget,
  message: messageTarget,
};
