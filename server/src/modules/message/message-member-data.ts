// The message module's part of a member's own data and of their erasure (PIPL), and its demo conversations.
// Export: the messages the member sent and the conversations they have. Erasure: the member's messages are deleted,
// their side of each conversation and their blocks go; the other member keeps the conversation, whose other side is
// then the erased account (「已注销用户」, the name the erasure gives it), with nothing of it left unread.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { exportTime } from '../../lib/personal-data-format';
import type { DemoSite, ErasedMember, PersonalDataPart } from '../module';
import { siteUsers } from '../site/site.tables';
import { conversationMembers as cm, conversations, memberBlocks, privateMessages as pm } from './message.tables';

export const messagePersonalData: readonly PersonalDataPart[] = [
  {
    key: 'privateMessages',
    sheet: '私信',
    position: 70,
    headers: { id: '编号', conversationId: '会话编号', toName: '收信人', content: '内容', createdAt: '发送时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select({ id: pm.id, conversationId: pm.conversationId, content: pm.content, createdAt: pm.createdAt, toName: siteUsers.userName })
        .from(pm)
        .innerJoin(cm, and(eq(cm.siteId, pm.siteId), eq(cm.conversationId, pm.conversationId), eq(cm.userId, userId)))
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, cm.siteId), eq(siteUsers.id, cm.otherId)))
        .where(and(eq(pm.siteId, siteId), eq(pm.senderId, userId)))
        .orderBy(desc(pm.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        conversationId: r.conversationId,
        toName: r.toName,
        content: r.content,
        createdAt: exportTime(r.createdAt),
      }));
    },
  },
  {
    key: 'conversations',
    sheet: '私信会话',
    position: 71,
    headers: { id: '会话编号', otherName: '对方', unread: '未读', lastAt: '最近私信时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select({ id: cm.conversationId, otherName: siteUsers.userName, unread: cm.unread, lastAt: cm.lastAt })
        .from(cm)
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, cm.siteId), eq(siteUsers.id, cm.otherId)))
        .where(and(eq(cm.siteId, siteId), eq(cm.userId, userId)))
        .orderBy(desc(cm.lastAt))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, otherName: r.otherName, unread: r.unread, lastAt: exportTime(r.lastAt) }));
    },
  },
];

export async function eraseMemberMessages(tx: Transaction, member: ErasedMember) {
  const { siteId, siteUserId } = member;
  await tx.delete(pm).where(and(eq(pm.siteId, siteId), eq(pm.senderId, siteUserId)));
  await tx.delete(cm).where(and(eq(cm.siteId, siteId), eq(cm.userId, siteUserId)));
  // Everything the other member had unread came from the erased member, and is gone.
  await tx
    .update(cm)
    .set({ unread: 0 })
    .where(and(eq(cm.siteId, siteId), eq(cm.otherId, siteUserId)));
  await tx
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.siteId, siteId), or(eq(memberBlocks.userId, siteUserId), eq(memberBlocks.blockedId, siteUserId))));
}

/** A couple of conversations between demo members (reader1 ↔ reader2, another member → reader1), with messages left unread. */
export async function seedDemoMessages(tx: Executor, site: DemoSite) {
  const readers = await tx
    .select({ id: siteUsers.id, account: siteUsers.account })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, site.siteId), inArray(siteUsers.account, ['reader1', 'reader2'])));
  const by = new Map(readers.map((r) => [r.account, r.id]));
  const [r1, r2] = [by.get('reader1'), by.get('reader2')];
  // A plain member of the cast (the first few are the moderator, the muted, the banned…: demo-members.ts).
  const r3 = site.memberIds.slice(8).find((id) => id !== r1 && id !== r2);
  if (!r1 || !r2) return;
  const talks: { a: number; b: number; lines: [from: 'a' | 'b', text: string][] }[] = [
    {
      a: r1,
      b: r2,
      lines: [
        ['b', '你好！看了你昨天那篇读书笔记，写得很用心。'],
        ['a', '谢谢！那本书我读了两遍，第二遍才看懂作者的用意。'],
        ['b', '周末社区有线下读书会，你要不要一起来？'],
        ['b', '地点在图书馆三楼，下午两点开始。'],
      ],
    },
  ];
  if (r3) talks.push({ a: r1, b: r3, lines: [['b', '你好，想请教一下你在版块里提到的那个插件怎么配置？']] });
  const start = Date.now() - 3 * 3600_000;
  let minute = 0;
  for (const talk of talks) {
    const [lowId, highId] = talk.a < talk.b ? [talk.a, talk.b] : [talk.b, talk.a];
    const [conversation] = await tx
      .insert(conversations)
      .values({ siteId: site.siteId, lowId, highId, createdAt: new Date(start) })
      .returning({ id: conversations.id });
    const unread = { a: 0, b: 0 };
    let lastAt = new Date(start);
    for (const [from, content] of talk.lines) {
      lastAt = new Date(start + ++minute * 7 * 60_000);
      await tx
        .insert(pm)
        .values({ siteId: site.siteId, conversationId: conversation.id, senderId: talk[from], content, createdAt: lastAt });
      // What the other side has not read: the messages after their own last one.
      if (from === 'a') {
        unread.b += 1;
        unread.a = 0;
      } else {
        unread.a += 1;
        unread.b = 0;
      }
    }
    await tx.insert(cm).values([
      { siteId: site.siteId, conversationId: conversation.id, userId: talk.a, otherId: talk.b, unread: unread.a, lastAt },
      { siteId: site.siteId, conversationId: conversation.id, userId: talk.b, otherId: talk.a, unread: unread.b, lastAt },
    ]);
  }
}
