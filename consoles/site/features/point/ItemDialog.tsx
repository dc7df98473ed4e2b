import { Field, Input, Switch, Text } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import type { useEditDialog } from '#kit/dialog/useEditDialog';
import { fieldRule } from '#kit/form/fieldRules';
import type { Schema } from '#sdk';
import type { ItemValues } from './pointRequests';

const points = fieldRule('updatePointItem', 'body', 'points');
const dailyLimit = fieldRule('updatePointItem', 'body', 'dailyLimit');

/** 编辑积分规则: points per time (negative deducts), daily limit (0 = none) and whether it is in use. */
export function ItemDialog({ dialog }: { dialog: ReturnType<typeof useEditDialog<Schema<'PointItem'>, ItemValues, 'updatePointItem'>> }) {
  const { form, shown } = dialog;
  return (
    <FormDialog title={shown ? `编辑积分规则：${shown.name}` : '编辑积分规则'} submitText="保存" {...dialog.props}>
      {shown && <Text>{`积分类型：${shown.categoryName}`}</Text>}
      <Field label="每次积分" required hint={`${points.minimum} 到 ${points.maximum}，负数表示扣除`} {...form.field('points')}>
        <Input {...form.text('points')} inputMode="numeric" placeholder="如：5" />
      </Field>
      <Field
        label="每日上限"
        required
        hint={`每人每天最多发放的次数，0 表示不限，最多 ${dailyLimit.maximum}`}
        {...form.field('dailyLimit')}
      >
        <Input {...form.text('dailyLimit')} inputMode="numeric" placeholder="如：10" />
      </Field>
      <Switch label="启用" checked={form.values.enabled} onChange={(_, d) => form.set('enabled', d.checked)} />
    </FormDialog>
  );
}
