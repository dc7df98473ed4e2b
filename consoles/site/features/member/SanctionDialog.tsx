import { Field, Input, Text, Textarea } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { SanctionKindLabels } from '#sdk';
import { nameOf, type SanctionTarget } from './memberPicks';
import { blankSanctionValues, type SanctionValues, sanctionRules, toSanctionInput } from './memberRequests';

/** 禁言 / 封禁 one member: the dialog's state, sending `muteSiteUser` or `banSiteUser`. */
export function useSanctionDialog() {
  return useEditDialog({
    operation: (t: SanctionTarget) => (t.kind === 'ban' ? 'banSiteUser' : 'muteSiteUser'),
    blank: blankSanctionValues,
    values: () => blankSanctionValues,
    rules: sanctionRules,
    toInput: (values: SanctionValues, t: SanctionTarget) => toSanctionInput(t.member.id, values),
    success: (t) => (t.kind === 'ban' ? '已封禁' : '已禁言'),
  });
}

/** 禁言 / 封禁 one member: days and a reason the member is told. */
export function SanctionDialog({ dialog }: { dialog: ReturnType<typeof useSanctionDialog> }) {
  const { form, shown } = dialog;
  return (
    <FormDialog title={shown ? `${SanctionKindLabels[shown.kind]}「${nameOf(shown.member)}」` : '处罚'} {...dialog.props}>
      <Text>
        {shown?.kind === 'ban' ? '封禁期间不能登录前台和控制台，已登录的立即退出。' : '禁言期间可以浏览，不能发帖、评论、点赞和上传。'}
      </Text>
      <Field label="天数" required hint="1 到 3650 天" {...form.field('days')}>
        <Input {...form.text('days')} inputMode="numeric" placeholder="如：3" />
      </Field>
      <Field label="原因" required hint="会告诉该成员" {...form.field('reason')}>
        <Textarea
          {...form.text('reason')}
          placeholder="如：多次发布广告"
          maxLength={maxLengthOf('banSiteUser', 'body', 'reason')}
          resize="vertical"
        />
      </Field>
    </FormDialog>
  );
}
