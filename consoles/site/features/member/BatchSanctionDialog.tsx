import { Field, Input, Text, Textarea } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { SanctionKindLabels } from '#sdk';
import type { BatchSanction } from './memberPicks';
import { blankSanctionValues, type SanctionValues, sanctionRules, toBatchSanctionInput } from './memberRequests';

/** 禁言 / 封禁 the picked members together (`sanctionSiteUsers`); `onSaved` runs after the server agrees. */
export function useBatchSanctionDialog(onSaved: () => void) {
  return useEditDialog({
    operation: 'sanctionSiteUsers',
    blank: blankSanctionValues,
    values: () => blankSanctionValues,
    rules: sanctionRules,
    toInput: (values: SanctionValues, t: BatchSanction) => toBatchSanctionInput(t.ids, t.kind, values),
    success: (t) => (t.kind === 'ban' ? '已封禁' : '已禁言'),
    onSaved: () => onSaved(),
  });
}

/** 禁言 / 封禁 the picked members: days and a reason they are told; all or none. */
export function BatchSanctionDialog({ dialog }: { dialog: ReturnType<typeof useBatchSanctionDialog> }) {
  return (
    <FormDialog title={dialog.shown ? `${SanctionKindLabels[dialog.shown.kind]}${dialog.shown.names}` : '处罚'} {...dialog.props}>
      <Text>一起处理，任何一位不能处理（如站长）时全部不变。</Text>
      <Field label="天数" required hint="1 到 3650 天" {...dialog.form.field('days')}>
        <Input {...dialog.form.text('days')} inputMode="numeric" placeholder="如：3" />
      </Field>
      <Field label="原因" required hint="会告诉这些成员" {...dialog.form.field('reason')}>
        <Textarea
          {...dialog.form.text('reason')}
          placeholder="如：多次发布广告"
          maxLength={maxLengthOf('sanctionSiteUsers', 'body', 'reason')}
          resize="vertical"
        />
      </Field>
    </FormDialog>
  );
}
