import { Field, Input, Switch, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useLastOpened } from '#kit/dialog/useLastOpened';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { pointApi } from './pointApi';
import { type ItemValues, itemRules, itemValues, toUpdateItemInput } from './pointRequests';

const blank: ItemValues = { points: '', dailyLimit: '', enabled: true };

/** 编辑积分规则: points per time (negative deducts), daily limit (0 = none) and whether it is in use. */
export function ItemDialog({ item, onClose }: { item: Schema<'PointItem'> | null; onClose(): void }) {
  const shown = useLastOpened(item);
  const form = useForm<ItemValues>(blank, itemRules);
  const [update, { isLoading }] = pointApi.useUpdatePointItemMutation();
  const [failure, setFailure] = useState<string>();
  const { reset } = form;
  useEffect(() => {
    if (!item) return;
    reset(itemValues(item));
    setFailure(undefined);
  }, [item, reset]);

  const submit = async () => {
    if (!item || !form.validate()) return;
    const result = await update(toUpdateItemInput(item.id, form.values));
    if (result.error) return setFailure(errorText(result.error));
    notify.success(result.data.description || '积分规则已修改');
    onClose();
  };

  return (
    <FormDialog
      open={item !== null}
      title={shown ? `编辑积分规则：${shown.name}` : '编辑积分规则'}
      submitText="保存"
      busy={isLoading}
      error={failure}
      onSubmit={submit}
      onCancel={onClose}
    >
      {shown && <Text>{`积分类型：${shown.categoryName}`}</Text>}
      <Field label="每次积分" required hint="-10000 到 10000，负数表示扣除" {...form.field('points')}>
        <Input {...form.text('points')} inputMode="numeric" placeholder="如：5" />
      </Field>
      <Field label="每日上限" required hint="每人每天最多发放的次数，0 表示不限，最多 1000" {...form.field('dailyLimit')}>
        <Input {...form.text('dailyLimit')} inputMode="numeric" placeholder="如：10" />
      </Field>
      <Switch label="启用" checked={form.values.enabled} onChange={(_, d) => form.set('enabled', d.checked)} />
    </FormDialog>
  );
}
