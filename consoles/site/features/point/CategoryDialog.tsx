import { Field, Input, Switch, Textarea } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import type { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import type { Schema } from '#sdk';
import type { CategoryValues } from './pointRequests';

/** 编辑积分类型: name, unit, description and whether it is in use. */
export function CategoryDialog({
  dialog,
}: {
  dialog: ReturnType<typeof useEditDialog<Schema<'PointCategory'>, CategoryValues, 'updatePointCategory'>>;
}) {
  const { form, shown } = dialog;
  return (
    <FormDialog title={shown ? `编辑积分类型：${shown.name}` : '编辑积分类型'} submitText="保存" {...dialog.props}>
      <Field label="名称" required {...form.field('name')}>
        <Input {...form.text('name')} maxLength={maxLengthOf('updatePointCategory', 'body', 'name')} placeholder="如：声望" />
      </Field>
      <Field label="单位" required {...form.field('unit')}>
        <Input {...form.text('unit')} maxLength={maxLengthOf('updatePointCategory', 'body', 'unit')} placeholder="如：点" />
      </Field>
      <Field label="说明" hint="显示给用户，说明如何获得与使用这种积分" {...form.field('description')}>
        <Textarea
          {...form.text('description')}
          maxLength={maxLengthOf('updatePointCategory', 'body', 'description')}
          rows={3}
          resize="vertical"
        />
      </Field>
      <Switch label="启用" checked={form.values.enabled} onChange={(_, d) => form.set('enabled', d.checked)} />
    </FormDialog>
  );
}
