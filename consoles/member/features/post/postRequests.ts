import { ContentStatus, type ContentStatusValues } from '#sdk';

type Status = (typeof ContentStatusValues)[number];

/** A comment typed in a plain box, as the HTML the contract takes: escaped text, one paragraph per line. */
export function commentHtml(text: string): string {
  const escaped = text.trim().replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped
    .split(/\n+/)
    .map((line) => `<p>${line}</p>`)
    .join('');
}

/** What the author is told after saving: published now, or waiting for review. */
export function savedMessage(what: '帖子' | '评论', status: Status): string {
  return status === ContentStatus.published ? `${what}已发布` : `${what}已提交，等待审核`;
}

/** The mark on the author's own content that others cannot see yet (审核中, 未通过 …); none once published. */
export function pendingMark(status: Status): { text: string; tone: 'warn' | 'danger' } | null {
  if (status === ContentStatus.published) return null;
  if (status === ContentStatus.pending || status === ContentStatus.resubmitted) return { text: '审核中', tone: 'warn' };
  if (status === ContentStatus.rejected) return { text: '未通过', tone: 'danger' };
  if (status === ContentStatus.hidden) return { text: '已屏蔽', tone: 'danger' };
  return { text: '已删除', tone: 'danger' };
}
