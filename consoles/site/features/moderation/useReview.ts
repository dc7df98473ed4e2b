import { useState } from 'react';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type ReviewAction, toReasonInput, toReviewInput } from './moderationRequests';

type Envelope = { data?: { description?: string } };
type Trigger = (ids: number[], reason: string) => PromiseLike<Envelope>;

/** Runs one review action on ids and toasts what the server says; true when it went through. */
function useRunner(triggers: Record<ReviewAction, Trigger>, busy: boolean) {
  return {
    busy,
    run: async (action: ReviewAction, ids: number[], reason = '') => {
      const result = await triggers[action](ids, reason);
      if (result.data) notify.success(result.data.description || '操作成功');
      return Boolean(result.data);
    },
  };
}

export type ReviewRunner = ReturnType<typeof useRunner>;

export function usePostReview(): ReviewRunner {
  const [approve, a] = api.useApprovePostsMutation();
  const [reject, b] = api.useRejectPostsMutation();
  const [hide, c] = api.useHidePostsMutation();
  const [restore, d] = api.useRestorePostsMutation();
  const [remove, e] = api.useDeletePostsMutation();
  const [purge, f] = api.usePurgePostsMutation();
  return useRunner(
    {
      approve: (ids) => approve(toReviewInput(ids)),
      reject: (ids, reason) => reject(toReasonInput(ids, reason)),
      hide: (ids, reason) => hide(toReasonInput(ids, reason)),
      restore: (ids) => restore(toReviewInput(ids)),
      delete: (ids) => remove(toReviewInput(ids)),
      purge: (ids) => purge(toReviewInput(ids)),
    },
    [a, b, c, d, e, f].some((m) => m.isLoading),
  );
}

export function useCommentReview(): ReviewRunner {
  const [approve, a] = api.useApproveCommentsMutation();
  const [reject, b] = api.useRejectCommentsMutation();
  const [hide, c] = api.useHideCommentsMutation();
  const [restore, d] = api.useRestoreCommentsMutation();
  const [remove, e] = api.useDeleteCommentsMutation();
  const [purge, f] = api.usePurgeCommentsMutation();
  return useRunner(
    {
      approve: (ids) => approve(toReviewInput(ids)),
      reject: (ids, reason) => reject(toReasonInput(ids, reason)),
      hide: (ids, reason) => hide(toReasonInput(ids, reason)),
      restore: (ids) => restore(toReviewInput(ids)),
      delete: (ids) => remove(toReviewInput(ids)),
      purge: (ids) => purge(toReviewInput(ids)),
    },
    [a, b, c, d, e, f].some((m) => m.isLoading),
  );
}

/** An action waiting for its reason or its confirmation. */
export interface PendingReview {
  action: ReviewAction;
  ids: number[];
}

/**
 * The way to a review action: reject and hide ask for the reason first, delete and purge for a confirmation, the rest
 * run at once. `done` runs after a success (clear the selection, close the drawer).
 */
export function useReviewFlow(runner: ReviewRunner, done: () => void) {
  const [pending, setPending] = useState<PendingReview | null>(null);
  const finish = async (action: ReviewAction, ids: number[], reason?: string) => {
    const ok = await runner.run(action, ids, reason);
    setPending(null);
    if (ok) done();
  };
  return {
    pending,
    busy: runner.busy,
    start: (action: ReviewAction, ids: number[]) => {
      if (!ids.length) return;
      if (action === 'reject' || action === 'hide' || action === 'delete' || action === 'purge') setPending({ action, ids });
      else void finish(action, ids);
    },
    confirm: (reason?: string) => pending && finish(pending.action, pending.ids, reason),
    cancel: () => setPending(null),
  };
}

export type ReviewFlow = ReturnType<typeof useReviewFlow>;
