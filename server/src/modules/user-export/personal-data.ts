// A member's own data (PIPL right of access): profile, posts, comments, answers, point records and notifications,
// as JSON or as an xlsx with one sheet each. Made when the member's download ticket is used, never stored.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { formatBeijingDateTime } from '../../../../sdk/format';
import { ContentStatus, ContentStatusLabels } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { memberNotifications } from '../notification/notification.tables';
import { pointCategories, pointRecords } from '../point/point.tables';
import { comments, posts } from '../post/post.tables';
import { answers, questions } from '../question/question.tables';
import { siteUsers } from '../site/site.tables';

/** Each list is cut at this many rows, newest first. */
const LIMIT = 10_000;
const at = (d: Date | null) => (d ? formatBeijingDateTime(d) : '');
const state = (s: number) => ContentStatusLabels[s as keyof typeof ContentStatusLabels] ?? String(s);

export async function personalData(db: Executor, siteId: number, userId: number) {
  const [user] = await db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  const byAuthor = <T extends typeof posts | typeof comments | typeof answers | typeof questions>(t: T) =>
    and(eq(t.siteId, siteId), eq(t.authorId, userId), ne(t.status, ContentStatus.deleted));
  const [postRows, questionRows, commentRows, answerRows, pointRows, noticeRows] = await Promise.all([
    db.select().from(posts).where(byAuthor(posts)).orderBy(desc(posts.id)).limit(LIMIT),
    db.select().from(questions).where(byAuthor(questions)).orderBy(desc(questions.id)).limit(LIMIT),
    db.select().from(comments).where(byAuthor(comments)).orderBy(desc(comments.id)).limit(LIMIT),
    db.select().from(answers).where(byAuthor(answers)).orderBy(desc(answers.id)).limit(LIMIT),
    db
      .select({ record: pointRecords, category: pointCategories.name })
      .from(pointRecords)
      .leftJoin(pointCategories, and(eq(pointCategories.siteId, pointRecords.siteId), eq(pointCategories.id, pointRecords.categoryId)))
      .where(and(eq(pointRecords.siteId, siteId), eq(pointRecords.userId, userId)))
      .orderBy(desc(pointRecords.id))
      .limit(LIMIT),
    db
      .select()
      .from(memberNotifications)
      .where(and(eq(memberNotifications.siteId, siteId), eq(memberNotifications.userId, userId)))
      .orderBy(asc(memberNotifications.id))
      .limit(LIMIT),
  ]);
  return {
    profile: {
      id: user?.id ?? userId,
      account: user?.account ?? '',
      userName: user?.userName ?? '',
      mobile: user?.mobile ?? '',
      avatar: user?.avatarUrl ?? '',
      createdAt: at(user?.createdAt ?? null),
      lastLoginAt: at(user?.lastLoginAt ?? null),
    },
    posts: postRows.map((p) => ({ id: p.id, title: p.title, content: p.content, status: state(p.status), createdAt: at(p.createdAt) })),
    questions: questionRows.map((q) => ({
      id: q.id,
      title: q.title,
      content: q.content,
      status: state(q.status),
      createdAt: at(q.createdAt),
    })),
    comments: commentRows.map((c) => ({
      id: c.id,
      postId: c.postId,
      content: c.content,
      status: state(c.status),
      createdAt: at(c.createdAt),
    })),
    answers: answerRows.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      content: a.content,
      status: state(a.status),
      createdAt: at(a.createdAt),
    })),
    pointRecords: pointRows.map(({ record, category }) => ({
      id: record.id,
      category: category ?? '',
      delta: record.delta,
      balance: record.balance,
      reason: record.reason,
      createdAt: at(record.createdAt),
    })),
    notifications: noticeRows.map((n) => ({ id: n.id, title: n.title, content: n.content, createdAt: at(n.createdAt) })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>;

const SHEETS: { key: Exclude<keyof PersonalData, 'profile'>; name: string; headers: Record<string, string> }[] = [
  { key: 'posts', name: '帖子', headers: { id: '编号', title: '标题', content: '内容', status: '状态', createdAt: '发布时间' } },
  { key: 'questions', name: '提问', headers: { id: '编号', title: '标题', content: '内容', status: '状态', createdAt: '提问时间' } },
  { key: 'comments', name: '评论', headers: { id: '编号', postId: '帖子编号', content: '内容', status: '状态', createdAt: '评论时间' } },
  { key: 'answers', name: '回答', headers: { id: '编号', questionId: '问题编号', content: '内容', status: '状态', createdAt: '回答时间' } },
  {
    key: 'pointRecords',
    name: '积分记录',
    headers: { id: '编号', category: '类别', delta: '变动', balance: '余额', reason: '原因', createdAt: '时间' },
  },
  { key: 'notifications', name: '通知', headers: { id: '编号', title: '标题', content: '内容', createdAt: '时间' } },
];

const PROFILE_LABELS: Record<keyof PersonalData['profile'], string> = {
  id: '编号',
  account: '登录名',
  userName: '昵称',
  mobile: '手机号',
  avatar: '头像',
  createdAt: '注册时间',
  lastLoginAt: '最近登录',
};

export async function personalDataFile(db: Executor, siteId: number, userId: number, format: Schema<'MyDataFormat'>): Promise<Buffer> {
  const data = await personalData(db, siteId, userId);
  if (format === 'json') return Buffer.from(JSON.stringify(data, null, 2));
  // One workbook, written sheet by sheet with the streaming writer.
  const { default: ExcelJS } = await import('exceljs');
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const profile = workbook.addWorksheet('资料');
  profile.columns = [
    { key: 'k', header: '项目', width: 12 },
    { key: 'v', header: '内容', width: 40 },
  ];
  for (const [key, label] of Object.entries(PROFILE_LABELS))
    profile.addRow([label, String(data.profile[key as keyof typeof PROFILE_LABELS])]).commit();
  profile.commit();
  for (const sheetDef of SHEETS) {
    const sheet = workbook.addWorksheet(sheetDef.name);
    const keys = Object.keys(sheetDef.headers);
    sheet.columns = keys.map((k) => ({ key: k, header: sheetDef.headers[k], width: k === 'content' ? 60 : 14 }));
    for (const row of data[sheetDef.key] as Record<string, unknown>[]) sheet.addRow(keys.map((k) => row[k] as string | number)).commit();
    sheet.commit();
  }
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
