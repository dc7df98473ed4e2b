import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  EditRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
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
import { useDragReorder } from '#kit/table/useDragReorder';
import type { Schema } from '#sdk';
import {
  type CategoryValues,
  categoryRules,
  toCreateCategoryInput,
  toDeleteInput,
  toSortCategoriesInput,
  toUpdateCategoryInput,
} from './sectionRequests';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  toolbar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
  actionsColumn: { width: '320px' },
  handleColumn: { width: '32px' },
  handle: { color: tokens.colorNeutralForeground3, cursor: 'grab' },
});

type Category = Schema<'SectionCategory'>;
type Target = Category | 'new';

/** 版块分区, a tab of the shared category page: the groups sections are shown in; one still holding sections cannot be deleted. */
export function SectionCategories() {
  const styles = useStyles();
  const categories = api.useGetSectionCategoryListQuery();
  const [deleteCategory, deleting] = api.useDeleteSectionCategoryMutation();
  const [removing, setRemoving] = useState<Category | null>(null);
  const [sortCategories, sorting] = api.useSortSectionCategoriesMutation();
  const rows = categories.data?.list ?? [];
  const move = async (from: number, to: number) => {
    const input = toSortCategoriesInput(rows, from, to);
    if (!input) return;
    const result = await sortCategories(input);
    if (result.data) notify.success(result.data.description || '排序已保存');
  };
  const drag = useDragReorder({ rows, rowKey: (c: Category) => c.id, onMove: move, disabled: sorting.isLoading });
  const dialog = useEditDialog({
    operation: (target: Target) => (target === 'new' ? 'createSectionCategory' : 'updateSectionCategory'),
    blank: { name: '', sort: '' } as CategoryValues,
    values: (target: Target) => (target === 'new' ? { name: '', sort: '' } : { name: target.name, sort: String(target.sort) }),
    rules: categoryRules,
    toInput: (values: CategoryValues, target: Target) =>
      target === 'new' ? toCreateCategoryInput(values) : toUpdateCategoryInput(target, values),
    success: (target) => (target === 'new' ? '分区已新增' : '分区已修改'),
  });
  const { form, shown } = dialog;

  const remove = async () => {
    if (!removing) return;
    const result = await deleteCategory(toDeleteInput(removing.id));
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '分区已删除');
  };

  const columns: Column<Category>[] = [
    {
      key: 'handle',
      title: '',
      className: styles.handleColumn,
      render: () => <ReOrderDotsVerticalRegular className={styles.handle} aria-hidden title="拖动调整顺序" />,
    },
    { key: 'name', title: '分区名称', render: (c) => <Text weight="semibold">{c.name}</Text> },
    { key: 'count', title: '版块数', render: (c) => `${c.sectionCount} 个` },
    {
      key: 'actions',
      title: '操作',
      className: styles.actionsColumn,
      render: (c) => {
        const at = rows.findIndex((row) => row.id === c.id);
        return (
          <div className={styles.actions}>
            <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(c)} aria-label={`编辑 ${c.name}`}>
              编辑
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUpRegular />}
              disabled={sorting.isLoading || at <= 0}
              onClick={() => move(at, at - 1)}
              aria-label={`上移 ${c.name}`}
            >
              上移
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownRegular />}
              disabled={sorting.isLoading || at < 0 || at >= rows.length - 1}
              onClick={() => move(at, at + 1)}
              aria-label={`下移 ${c.name}`}
            >
              下移
            </Button>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(c)} aria-label={`删除 ${c.name}`}>
              删除
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <Panel
      title="版块分区"
      description="分区把版块分组展示，前台按这里的顺序排列（拖动行或用上移、下移调整）。还有版块归入的分区不能删除，请先把版块移到别的分区。"
    >
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open('new')}>
          新增分区
        </Button>
      </div>
      <DataTable
        stacked
        label="版块分区"
        columns={columns}
        rows={categories.data?.list}
        rowKey={(c) => c.id}
        rowProps={drag.rowProps}
        loading={categories.isLoading}
        error={categories.error ? errorText(categories.error) : undefined}
        onRetry={categories.refetch}
        empty="还没有分区，点击「新增分区」添加第一个"
      />
      <FormDialog title={shown !== null && shown !== 'new' ? '编辑分区' : '新增分区'} submitText="保存" {...dialog.props}>
        <Field label="分区名称" required {...form.field('name')}>
          <Input {...form.text('name')} placeholder="如：读书交流" maxLength={maxLengthOf('createSectionCategory', 'body', 'name')} />
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title="删除分区"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && <Text>{`确定删除分区「${removing.name}」吗？`}</Text>}
      </ConfirmDialog>
    </Panel>
  );
}
