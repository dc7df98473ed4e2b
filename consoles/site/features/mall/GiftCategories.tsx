import { Button, Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import {
  blankGiftCategory,
  type GiftCategoryValues,
  giftCategoryRules,
  giftCategoryValues,
  toCreateGiftCategoryInput,
  toDeleteGiftCategoryInput,
  toGiftCategoryEnabledInput,
  toUpdateGiftCategoryInput,
} from './mallRequests';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
});

type Category = Schema<'GiftCategory'>;
type Target = Category | 'new';

/**
 * 礼品分类, a tab of the shared category page: the mall's shelves. A category still holding gifts is not deleted (the
 * server says how many); disabling one hides it and its gifts from the member site's mall.
 */
export function GiftCategories() {
  const styles = useStyles();
  const categories = api.useGetGiftCategoryListQuery();
  const [update, updating] = api.useUpdateGiftCategoryMutation();
  const [deleteCategory, deleting] = api.useDeleteGiftCategoryMutation();
  const [removing, setRemoving] = useState<Category | null>(null);
  const dialog = useEditDialog({
    operation: (target: Target) => (target === 'new' ? 'createGiftCategory' : 'updateGiftCategory'),
    blank: blankGiftCategory,
    values: (target: Target) => (target === 'new' ? blankGiftCategory : giftCategoryValues(target)),
    rules: giftCategoryRules,
    toInput: (values: GiftCategoryValues, target: Target) =>
      target === 'new' ? toCreateGiftCategoryInput(values) : toUpdateGiftCategoryInput(target, values),
    success: (target) => (target === 'new' ? '分类已新增' : '分类已修改'),
  });
  const { form, shown } = dialog;

  const toggle = async (category: Category, on: boolean) => {
    const result = await update(toGiftCategoryEnabledInput(category, on));
    if (result.data) notify.success(on ? `「${category.name}」已启用` : `「${category.name}」已停用，前台不再显示`);
  };
  const remove = async () => {
    if (!removing) return;
    const result = await deleteCategory(toDeleteGiftCategoryInput(removing.id));
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '分类已删除');
  };

  const columns: Column<Category>[] = [
    { key: 'name', title: '分类名称', render: (c) => <Text weight="semibold">{c.name}</Text> },
    { key: 'sort', title: '排序', render: (c) => c.sort },
    { key: 'count', title: '礼品数', render: (c) => `${c.giftCount} 个` },
    {
      key: 'enabled',
      title: '启用',
      render: (c) => (
        <Switch
          checked={c.enabled === 1}
          disabled={updating.isLoading}
          onChange={(_, d) => toggle(c, d.checked)}
          label={c.enabled === 1 ? '启用' : '停用'}
          aria-label={`启用 ${c.name}`}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (c) => (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(c)} aria-label={`编辑 ${c.name}`}>
            编辑
          </Button>
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(c)} aria-label={`删除 ${c.name}`}>
            删除
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title="礼品分类"
      description="前台积分商城按分类分栏展示礼品，排序数字小的在前。停用的分类及其礼品不在前台显示；还有礼品的分类不能删除，请先把礼品改到别的分类。"
    >
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open('new')}>
          新增分类
        </Button>
      </div>
      <DataTable
        stacked
        label="礼品分类"
        columns={columns}
        rows={categories.data?.list}
        rowKey={(c) => c.id}
        loading={categories.isLoading}
        error={categories.error ? errorText(categories.error) : undefined}
        onRetry={categories.refetch}
        empty="还没有礼品分类，点击「新增分类」添加第一个"
      />
      <FormDialog title={shown !== null && shown !== 'new' ? '编辑分类' : '新增分类'} submitText="保存" {...dialog.props}>
        <Field label="分类名称" required {...form.field('name')}>
          <Input {...form.text('name')} placeholder="如：文创周边" maxLength={maxLengthOf('createGiftCategory', 'body', 'name')} />
        </Field>
        <Field label="排序" hint="数字小的在前；不填排在最后" {...form.field('sort')}>
          <Input {...form.text('sort')} inputMode="numeric" />
        </Field>
        <Switch
          checked={form.values.enabled}
          onChange={(_, d) => form.set('enabled', d.checked)}
          label={form.values.enabled ? '启用（前台显示）' : '停用（前台不显示）'}
        />
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title="删除分类"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <Text>
            {removing.giftCount > 0
              ? `「${removing.name}」下还有 ${removing.giftCount} 个礼品，删除会被拒绝：请先把这些礼品改到别的分类，或停用该分类。`
              : `确定删除分类「${removing.name}」吗？`}
          </Text>
        )}
      </ConfirmDialog>
    </Panel>
  );
}
