import { lazy, Suspense, useState } from 'react';
import type { Schema } from '#sdk';
import { useMember, useRequireMember } from './hooks';

// The dialog (reasons, text, sending) loads only when a reader opens it.
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/** 举报: opens the report dialog for one object; readers who are not signed in go to the login page first. */
export function ReportButton({
  targetType,
  targetId,
  what,
  authorId,
}: {
  targetType: Schema<'ImpeachTargetType'>;
  targetId: number;
  what: string;
  /** Who wrote it: one's own content shows no 举报. */
  authorId: number;
}) {
  const requireMember = useRequireMember();
  const { profile } = useMember();
  const [open, setOpen] = useState(false);
  if (profile && profile.id === authorId) return null;
  return (
    <>
      <button type="button" className="m-btn m-btn-text m-btn-quiet" onClick={() => requireMember() && setOpen(true)}>
        举报
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} what={what} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
