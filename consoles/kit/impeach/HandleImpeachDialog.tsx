import { Field, Text, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { ImpeachActionLabels, type Schema } from '#sdk';

type Action = Schema<'ImpeachAction'>;

const EFFECT: Record<Action, string> = {
  hide: '内容将被屏蔽（作者可见原因），',
  delete: '内容将被删除到回收站，',
  keep: '内容保留不变，',
};

/** Asks for the optional note before handling a batch; the note goes to the authors and the reporters. */
export function HandleImpeachDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: { action: Action; count: number } | null;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const open = pending !== null;
  useEffect(() => {
    if (open) setNote('');
  }, [open]);
  const text = pending ? ImpeachActionLabels[pending.action] : '';
  return (
    <FormDialog open={open} title={`${text}被举报的内容`} submitText={text} busy={busy} onCancel={onCancel} onSubmit={() => onConfirm(note)}>
      <Text>{pending ? `${EFFECT[pending.action]}${pending.count} 个对象的全部举报将关闭，举报人会收到处理结果。` : ''}</Text>
      <Field label="处理说明" hint="可不填；会告知作者与举报人">
        <Textarea
          value={note}
          onChange={(_, d) => setNote(d.value)}
          placeholder="如：含有广告信息"
          maxLength={maxLengthOf('handleImpeach', 'body', 'note')}
          resize="vertical"
        />
      </Field>
    </FormDialog>
  );
}
