import { useState } from 'react';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Selection } from '#kit/table/useSelection';
import { type ModerationAction, moderationActions, toModerationBodies } from './oversightRequests';

/** Runs a batch action over the checked rows, one request per site, and says what changed. The list refreshes by its tag. */
export function useModeration(kind: 'post' | 'comment', selection: Selection<string>) {
  const [posts] = api.useModerateSaasPostsMutation();
  const [comments] = api.useModerateSaasCommentsMutation();
  const [busy, setBusy] = useState(false);
  const send = kind === 'post' ? posts : comments;

  const run = async (action: ModerationAction, reason: string) => {
    setBusy(true);
    let changed = 0;
    let skipped = 0;
    let failed = false;
    try {
      for (const body of toModerationBodies(selection.selected, action, reason)) {
        const result = await send({ body });
        const data = result.data?.data;
        if (!data) {
          failed = true;
          continue;
        }
        changed += data.changed.length;
        skipped += data.skipped.length;
      }
    } finally {
      setBusy(false);
    }
    if (changed || skipped) {
      const text = `${moderationActions[action].text}：已处理 ${changed} 条${skipped ? `，${skipped} 条因状态不允许而跳过` : ''}`;
      if (changed) notify.success(text);
      else notify.warning(text);
    }
    if (!failed) selection.clear();
  };

  return { run, busy };
}
