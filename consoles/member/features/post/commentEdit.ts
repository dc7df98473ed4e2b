// Editing one's own comment (updateComment): while the site's edit window (commentEditMinutes) is open, and never a
// hidden, rejected or deleted one; the server decides in the end and says why it refuses.
import { ContentStatus, type Schema } from '#sdk';

type Reply = Schema<'CommentReply'>;

/** Whether 编辑 shows on a comment: the viewer wrote it, it may still change, and the window is open. */
export function commentEditable(comment: Reply, viewerId: number | undefined, minutes: number | undefined, now = Date.now()): boolean {
  if (viewerId === undefined || comment.author.id !== viewerId || !minutes) return false;
  const open =
    comment.status === ContentStatus.published || comment.status === ContentStatus.pending || comment.status === ContentStatus.resubmitted;
  return open && now < Date.parse(comment.createdAt) + minutes * 60_000;
}

/** The comment's paragraphs as the lines the comment box writes (commentHtml's inverse for what it wrote). */
export function commentText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs = [...doc.body.querySelectorAll('p')];
  if (!paragraphs.length) return doc.body.textContent ?? '';
  return paragraphs.map((p) => p.textContent ?? '').join('\n');
}
