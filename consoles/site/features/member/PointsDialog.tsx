import { Dropdown, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { PointCategoryCodeLabels } from '#sdk';
import type { Picked } from './memberPicks';
import { blankPointsValues, type PointsValues, pointsRules, toPointsInput } from './memberRequests';

const useStyles = makeStyles({
  picker: { minWidth: '140px' },
});

/** 调整积分 of the picked members (`adjustSiteUserPoints`); `onSaved` runs after the server agrees. */
export function usePointsDialog(onSaved: () => void) {
  return useEditDialog({
    operation: 'adjustSiteUserPoints',
    blank: blankPointsValues,
    values: () => blankPointsValues,
    rules: pointsRules,
    toInput: (values: PointsValues, t: Picked) => toPointsInput(t.ids, values),
    success: '积分已调整',
    onSaved: () => onSaved(),
  });
}

/** 调整积分: the kind of points, the change (negative takes away) and the reason for the ledger. */
export function PointsDialog({ dialog }: { dialog: ReturnType<typeof usePointsDialog> }) {
  const styles = useStyles();
  const { form } = dialog;
  return (
    <FormDialog title={dialog.shown ? `调整${dialog.shown.names}的积分` : '调整积分'} {...dialog.props}>
      <Field label="积分类型" required {...form.field('category')}>
        <Dropdown
          aria-label="积分类型"
          className={styles.picker}
          value={PointCategoryCodeLabels[form.values.category as keyof typeof PointCategoryCodeLabels] ?? ''}
          selectedOptions={[form.values.category]}
          onOptionSelect={(_, d) => form.set('category', d.optionValue ?? 'coin')}
        >
          {Object.entries(PointCategoryCodeLabels).map(([code, label]) => (
            <Option key={code} value={code}>
              {label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="变动" required hint="正数增加，负数扣减；扣减后任何一位小于 0 时全部不调整" {...form.field('delta')}>
        <Input {...form.text('delta')} inputMode="numeric" placeholder="如：100 或 -50" />
      </Field>
      <Field label="原因" required hint="记入积分流水" {...form.field('reason')}>
        <Input {...form.text('reason')} maxLength={maxLengthOf('adjustSiteUserPoints', 'body', 'reason')} placeholder="如：线下活动奖励" />
      </Field>
    </FormDialog>
  );
}
