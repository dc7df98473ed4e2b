import { Field, Text, Textarea } from '@fluentui/react-components';
import { useEffect } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { needsReason, REVIEW_ACTION_TEXT, reasonRules } from './moderationRequests';
import type { ReviewFlow } from './useReview';

/** The reason dialog of reject and hide, and the confirmation of delete and purge, for the flow's waiting action. */
export function ReviewDialogs({ flow, unit }: { flow: ReviewFlow; unit: '篇帖子' | '条评论' }) {
  const form = useForm({ reason: '' }, reasonRules);
  const { pending } = flow;
  const asking = pending !== null && needsReason(pending.action);
  const { reset } = form;
  useEffect(() => {
    if (asking) reset({ reason: '' });
  }, [asking, reset]);
  const text = pending ? REVIEW_ACTION_TEXT[pending.action] : '';
  const count = pending ? `${pending.ids.length} ${unit}` : '';

  return (
    <>
      <FormDialog
        open={asking}
        title={`${text}${unit.slice(-2)}`}
        submitText={text}
        busy={flow.busy}
        onCancel={flow.cancel}
        onSubmit={() => form.validate() && flow.confirm(form.values.reason)}
      >
        <Text>{`将${text} ${count}，原因会告知作者。`}</Text>
        <Field label="原因" required {...form.field('reason')}>
          <Textarea
            {...form.text('reason')}
            placeholder="如：含有广告链接"
            maxLength={maxLengthOf('rejectPosts', 'body', 'reason')}
            resize="vertical"
          />
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={pending !== null && !asking}
        title={`${text}${unit.slice(-2)}`}
        confirmText={text}
        danger
        busy={flow.busy}
        onConfirm={() => flow.confirm()}
        onCancel={flow.cancel}
      >
        <Text>
          {pending?.action === 'purge'
            ? `确定彻底删除这 ${count}吗？彻底删除后不能恢复。`
            : `确定删除这 ${count}吗？删除后可在回收站恢复。`}
        </Text>
      </ConfirmDialog>
    </>
  );
}
