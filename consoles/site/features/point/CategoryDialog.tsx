import { Field, Input, Switch, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useLastOpened } from '#kit/dialog/useLastOpened';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { pointApi } from './pointApi';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, CATEGORY_UNIT_MAX } from './pointMessages';
import { type CategoryValues, categoryRules, categoryValues, toUpdateCategoryInput } from './pointRequests';

const blank: CategoryValues = { name: '', unit: '', description: '', enabled: true };

/** 编辑积分类型: name, unit, description and whether it is in use. */
export function CategoryDialog({ category, onClose }: { category: Schema<'PointCategory'> | null; onClose(): void }) {
  const shown = useLastOpened(category);
  const form = useForm<CategoryValues>(blank, categoryRules);
  const [update, { isLoading }] = pointApi.useUpdatePointCategoryMutation();
  const [failure, setFailure] = useState<string>();
  const { reset } = form;
  useEffect(() => {
    if (!category) return;
    reset(categoryValues(category));
    setFailure(undefined);
  }, [category, reset]);

  const submit = async () => {
    if (!category || !form.validate()) return;
    const result = await update(toUpdateCategoryInput(category.id, form.values));
    if (result.error) return setFailure(errorText(result.error));
    notify.success(result.data.description || '积分类型已修改');
    onClose();
  };

  return (
    <FormDialog
      open={category !== null}
      title={shown ? `编辑积分类型：${shown.name}` : '编辑积分类型'}
      submitText="保存"
      busy={isLoading}
      error={failure}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Field label="名称" required {...form.field('name')}>
        <Input {...form.text('name')} maxLength={CATEGORY_NAME_MAX} placeholder="如：声望" />
      </Field>
      <Field label="单位" required {...form.field('unit')}>
        <Input {...form.text('unit')} maxLength={CATEGORY_UNIT_MAX} placeholder="如：点" />
      </Field>
      <Field label="说明" hint="显示给用户，说明如何获得与使用这种积分" {...form.field('description')}>
        <Textarea {...form.text('description')} maxLength={CATEGORY_DESCRIPTION_MAX} rows={3} resize="vertical" />
      </Field>
      <Switch label="启用" checked={form.values.enabled} onChange={(_, d) => form.set('enabled', d.checked)} />
    </FormDialog>
  );
}
