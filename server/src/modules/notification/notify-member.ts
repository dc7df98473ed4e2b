// The one way to tell a member something (DESIGN §5 Notifications): a row in their notification list, written in the
// caller's transaction so that it exists exactly when what it reports was committed. Channels beyond the in-app list
// (SMS, WeChat) plug in here later.
import type { MemberNotificationKind } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { memberNotifications } from './notification.tables';

export type NotificationKind = (typeof MemberNotificationKind)[keyof typeof MemberNotificationKind];

export interface MemberNotice {
  siteId: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  content: string;
  /** A path on the member site, such as `/post/1024`; empty when there is nothing to open. */
  link?: string;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Adds one notification to a member's list, in the caller's transaction. */
export async function notifyMember(tx: Executor, notice: MemberNotice): Promise<void> {
  await notifyMembers(tx, [notice]);
}

/** The same for several at once (one insert). */
export async function notifyMembers(tx: Executor, notices: MemberNotice[]): Promise<void> {
  if (!notices.length) return;
  await tx.insert(memberNotifications).values(
    notices.map((n) => ({
      siteId: n.siteId,
      userId: n.userId,
      kind: n.kind,
      title: clip(n.title, 100),
      content: clip(n.content, 500),
      link: n.link && n.link.length <= 200 ? n.link : '',
    })),
  );
}
