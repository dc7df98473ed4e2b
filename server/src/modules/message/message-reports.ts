// What the report queue (the impeach module) may know of a private message: only the one reported message, its text
// and its sender — never the rest of its conversation — and hiding it after a report. The impeach module calls these;
// this module never reads the queue.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { conversationMembers as cm, privateMessages as pm } from './message.tables';

export interface ReportedMessage {
  senderId: number;
  content: string;
  /** Shown (not hidden by an administrator). */
  visible: boolean;
}

/** This site's messages among `ids` (another site's are absent, like missing ones). */
export async function reportedMessages(db: Executor, siteId: number, ids: number[]): Promise<Map<number, ReportedMessage>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: pm.id, senderId: pm.senderId, content: pm.content, hidden: pm.hidden })
    .from(pm)
    .where(and(eq(pm.siteId, siteId), inArray(pm.id, ids)));
  return new Map(rows.map((r) => [r.id, { senderId: r.senderId, content: r.content, visible: !r.hidden }]));
}

/** Whether `memberId` received this message (a member reports only what was sent to them), and it is still shown. */
export async function receivedMessage(db: Executor, siteId: number, messageId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pm.id })
    .from(pm)
    .innerJoin(cm, and(eq(cm.siteId, pm.siteId), eq(cm.conversationId, pm.conversationId), eq(cm.userId, memberId)))
    .where(and(eq(pm.siteId, siteId), eq(pm.id, messageId), eq(pm.hidden, false), ne(pm.senderId, memberId)));
  return Boolean(row);
}

/** Hides messages after a report (both sides then see 「该私信已被管理员屏蔽」); answers which changed. */
export async function hideMessages(tx: Executor, siteId: number, ids: number[]): Promise<{ changed: number[]; skipped: number[] }> {
  if (!ids.length) return { changed: [], skipped: [] };
  const changed = (
    await tx
      .update(pm)
      .set({ hidden: true })
      .where(and(eq(pm.siteId, siteId), inArray(pm.id, ids), eq(pm.hidden, false)))
      .returning({ id: pm.id })
  ).map((r) => r.id);
  return { changed, skipped: ids.filter((id) => !changed.includes(id)) };
}
