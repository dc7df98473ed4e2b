import { Button, Field, Text, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { BatchBar } from '#kit/table/BatchBar';
import type { Selection } from '#kit/table/useSelection';
import { type ModerationAction, moderationActions, REASON_MAX, reasonProblem } from './oversightRequests';

const ORDER: ModerationAction[] = ['approve', 'reject', 'hide', 'restore', 'delete', 'purge'];

export interface ModerationBarProps {
  selection: Selection<string>;
  /** 帖子 or 评论, for the dialogs' words. */
  noun: string;
  busy: boolean;
  /** Sends the action for the selected rows; resolves when done (the page toasts the outcome). */
  onRun: (action: ModerationAction, reason: string) => Promise<void>;
}

/** The batch actions over the checked rows: reject and hide ask for the reason the author will see, delete and purge confirm. */
export function ModerationBar({ selection, noun, busy, onRun }: ModerationBarProps) {
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const count = selection.selected.length;

  const start = (action: ModerationAction) => {
    const { needsReason, confirm } = moderationActions[action];
    if (needsReason || confirm) {
      setReason('');
      setProblem('');
      setAsking(action);
    } else void onRun(action, '');
  };

  const confirm = async () => {
    if (!asking) return;
    const found = reasonProblem(asking, reason);
    setProblem(found ?? '');
    if (found) return;
    await onRun(asking, reason);
    setAsking(null);
  };

  const current = asking ? moderationActions[asking] : null;
  return (
    <BatchBar count={count} unit="条" noun={noun} selectAll={selection}>
      {ORDER.map((action) => (
        <Button
          key={action}
          size="small"
          appearance={action === 'approve' ? 'primary' : 'secondary'}
          disabled={!count || busy}
          onClick={() => start(action)}
        >
          {moderationActions[action].text}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={current ? `${current.text}${noun}` : ''}
        confirmText={current?.text}
        danger={asking === 'delete' || asking === 'purge' || asking === 'hide'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <Text>{`将对选中的 ${count} 条${noun}执行「${current?.text ?? ''}」。${current?.confirm ?? '原因会告知作者。'}`}</Text>
        {current?.needsReason && (
          <Field label="原因" required validationState={problem ? 'error' : undefined} validationMessage={problem || undefined}>
            <Textarea
              value={reason}
              maxLength={REASON_MAX}
              placeholder="例如：含有广告信息"
              onChange={(_, d) => {
                setReason(d.value);
                if (problem) setProblem('');
              }}
            />
          </Field>
        )}
      </ConfirmDialog>
    </BatchBar>
  );
}
