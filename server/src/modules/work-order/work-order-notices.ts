// Who hears what staff did to a work order, in the caller's transaction: the member who opened a site order (their
// list, and SMS or WeChat as the site chose: notifyMember), or the site's administrator who opened a platform order
// (the site console's bell: notifyConsoleUsers). Either reaches the person's event stream once the transaction commits
// (a request's after-success hook, or a job's announcement).
import type { Executor } from '../../db/database';
import { notifyConsoleUsers } from '../notification/notify-console';
import { clip, notifyMember } from '../notification/notify-member';

type Kind = 'workOrderReplied' | 'workOrderStatusChanged';

/** `what` completes the title (「你的工单」 or 「平台工单」 + what); `detail` follows the order's title in the text. */
export async function tellRequester(
  tx: Executor,
  order: { scope: string; siteId: number; id: number; requesterId: number; title: string },
  kind: Kind,
  detail: string,
  what: string,
): Promise<void> {
  const content = `「${clip(order.title, 40)}」${detail}`;
  if (order.scope === 'saas') {
    await notifyConsoleUsers(tx, [
      {
        siteId: order.siteId,
        userId: order.requesterId,
        kind,
        title: `平台工单${what}`,
        content,
        link: `/platformWorkOrder/detail?id=${order.id}`,
      },
    ]);
    return;
  }
  await notifyMember(tx, {
    siteId: order.siteId,
    userId: order.requesterId,
    kind,
    title: `你的工单${what}`,
    content,
    link: `/workorders/${order.id}`,
  });
}
