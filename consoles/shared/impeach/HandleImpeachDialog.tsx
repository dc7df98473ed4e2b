import { Field, Input, makeStyles, Radio, RadioGroup, Text, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { ImpeachActionLabels, type Schema } from '#sdk';

type Action = Schema<'ImpeachAction'>;
export type AuthorAction = Schema<'ImpeachAuthorAction'>;

const useStyles = makeStyles({
  days: { width: '120px' },
  author: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const EFFECT: Record<Action, string> = {
  hide: '内容将被屏蔽（作者可见原因），',
  delete: '内容将被删除到回收站，',
  keep: '内容保留不变，',
};

export interface AuthorDraft {
  kind: '' | AuthorAction['kind'];
  days: string;
  reason: string;
}

/** What is wrong with the author action as typed, by field; empty when it may be sent (or when none is chosen). */
export function authorActionProblems(draft: AuthorDraft): Partial<Record<'days' | 'reason', string>> {
  if (!draft.kind) return {};
  const problems: Partial<Record<'days' | 'reason', string>> = {};
  const days = Number(draft.days);
  if (!/^\d+$/.test(draft.days.trim())) problems.days = '请填写天数';
  else if (days < 1) problems.days = '天数至少为 1';
  else if (days > 3650) problems.days = '天数不能超过 3650';
  if (!draft.reason.trim()) problems.reason = '请填写处罚原因';
  return problems;
}

/** The author action to send, or undefined when none is chosen. */
export function toAuthorAction(draft: AuthorDraft): AuthorAction | undefined {
  if (!draft.kind) return undefined;
  return { kind: draft.kind, days: Number(draft.days), reason: draft.reason.trim() };
}

const blank: AuthorDraft = { kind: '', days: '7', reason: '' };

/**
 * Asks before handling a batch: the note (to the authors and the reporters) and, optionally, a mute or ban of the
 * authors for some days with a reason they see.
 */
export function HandleImpeachDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: { action: Action; count: number } | null;
  busy: boolean;
  onConfirm: (note: string, authorAction: AuthorAction | undefined) => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const [note, setNote] = useState('');
  const [author, setAuthor] = useState<AuthorDraft>(blank);
  const [tried, setTried] = useState(false);
  const open = pending !== null;
  useEffect(() => {
    if (open) {
      setNote('');
      setAuthor(blank);
      setTried(false);
    }
  }, [open]);
  const problems = authorActionProblems(author);
  const text = pending ? ImpeachActionLabels[pending.action] : '';
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length) return;
    onConfirm(note, toAuthorAction(author));
  };
  const shown = (field: 'days' | 'reason') =>
    tried && problems[field] ? { validationState: 'error' as const, validationMessage: problems[field] } : {};
  return (
    <FormDialog open={open} title={`${text}被举报的内容`} submitText={text} busy={busy} onCancel={onCancel} onSubmit={submit}>
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
      <div className={styles.author}>
        <Field label="处理作者" hint="被举报的是用户时即该用户；站长不能被禁言或封禁">
          <RadioGroup
            layout="horizontal"
            value={author.kind}
            onChange={(_, d) => setAuthor((a) => ({ ...a, kind: d.value as AuthorDraft['kind'] }))}
          >
            <Radio value="" label="不处理" />
            <Radio value="mute" label="禁言" />
            <Radio value="ban" label="封禁" />
          </RadioGroup>
        </Field>
        {author.kind ? (
          <>
            <Field label="天数" required {...shown('days')}>
              <Input
                className={styles.days}
                inputMode="numeric"
                value={author.days}
                contentAfter="天"
                onChange={(_, d) => setAuthor((a) => ({ ...a, days: d.value.replace(/\D/g, '') }))}
              />
            </Field>
            <Field label="处罚原因" required hint="会告知该成员" {...shown('reason')}>
              <Textarea
                value={author.reason}
                onChange={(_, d) => setAuthor((a) => ({ ...a, reason: d.value }))}
                placeholder="如：多次发布广告"
                maxLength={200}
                resize="vertical"
              />
            </Field>
          </>
        ) : null}
      </div>
    </FormDialog>
  );
}
