import type { ContentStatusValues } from '#sdk';
import { pendingMark } from './postRequests';

export function StatusMark({ status }: { status: (typeof ContentStatusValues)[number] }) {
  const mark = pendingMark(status);
  return mark ? <span className={`m-tag m-tag-${mark.tone}`}>{mark.text}</span> : null;
}
