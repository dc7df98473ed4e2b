import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, PeopleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import { LabelChip } from './LabelChips';
import { blankLabelValues, type LabelValues, labelRules, toCreateLabelInput, toUpdateLabelInput } from './memberRequests';

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
  table: { minWidth: '720px' },
  time: { width: '150px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  color: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: { width: '48px', height: '32px', padding: 0, border: 'none', background: 'none', cursor: 'pointer' },
  sub: { color: tokens.colorNeutralForeground3 },
});

type Label = Schema<'MemberLabel'>;

/** 标签管理 (`/user/manageLabel`): the site's member labels with colour, description and member count. */
export function LabelPage() {
  const styles = useStyles();
  const { data, isFetching, error, refetch } = api.useGetMemberLabelListQuery(undefined, { refetchOnMountOrArgChange: true });
  const canEdit = useCan('createMemberLabel');
  const [remove, removing] = api.useDeleteMemberLabelMutation();
  const [deleting, setDeleting] = useState<Label | null>(null);
  const dialog = useEditDialog({
    operation: (t: Label | 'new') => (t === 'new' ? 'createMemberLabel' : 'updateMemberLabel'),
    blank: blankLabelValues,
    values: (t: Label | 'new') => (t === 'new' ? blankLabelValues : { name: t.name, color: t.color, description: t.description }),
    rules: labelRules,
    toInput: (values: LabelValues, t: Label | 'new') => (t === 'new' ? toCreateLabelInput(values) : toUpdateLabelInput(t.id, values)),
    success: (t) => (t === 'new' ? '标签已新增' : '标签已修改'),
  });
  const { form } = dialog;

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ query: { id: deleting.id } });
    setDeleting(null);
    if (result.data) notify.success(result.data.description || '标签已删除');
  };

  const columns: Column<Label>[] = [
    { key: 'name', title: '标签', render: (l) => <LabelChip name={l.name} color={l.color} /> },
    { key: 'description', title: '说明', render: (l) => l.description || '—' },
    { key: 'count', title: '成员数', render: (l) => l.memberCount },
    { key: 'at', title: '创建时间', className: styles.time, render: (l) => <DateTimeCell time={l.createdAt} /> },
    {
      key: 'actions',
      title: '操作',
      render: (l) => (
        <div className={styles.actions}>
          <RouteLink to={`/setting/labelUserList?labelId=${l.id}`}>
            <Button size="small" appearance="subtle" icon={<PeopleRegular />}>
              成员
            </Button>
          </RouteLink>
          {canEdit && (
            <>
              <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(l)}>
                编辑
              </Button>
              <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(l)}>
                删除
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <Panel title="标签管理" description="给成员打上标签，便于在用户管理中筛选和批量处理；每个站点最多 50 个标签。">
      {canEdit && (
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open('new')}>
            新增标签
          </Button>
        </div>
      )}
      <DataTable
        stacked
        label="标签"
        className={styles.table}
        columns={columns}
        rowKey={(l) => l.id}
        rows={data?.list}
        loading={isFetching && !data}
        error={error ? '标签加载失败' : undefined}
        onRetry={refetch}
        empty="还没有标签"
      />
      <FormDialog title={dialog.shown && dialog.shown !== 'new' ? `编辑标签「${dialog.shown.name}」` : '新增标签'} {...dialog.props}>
        <Field label="名称" required {...form.field('name')}>
          <Input {...form.text('name')} maxLength={maxLengthOf('createMemberLabel', 'body', 'name')} placeholder="如：核心书友" />
        </Field>
        <Field label="颜色" required {...form.field('color')}>
          <div className={styles.color}>
            <input
              type="color"
              aria-label="选择颜色"
              className={styles.swatch}
              value={/^#[0-9a-fA-F]{6}$/.test(form.values.color) ? form.values.color : '#409EFF'}
              onChange={(e) => form.set('color', e.target.value.toUpperCase())}
            />
            <Input {...form.text('color')} placeholder="#409EFF" maxLength={7} />
          </div>
        </Field>
        <Field label="说明" {...form.field('description')}>
          <Input
            {...form.text('description')}
            maxLength={maxLengthOf('createMemberLabel', 'body', 'description')}
            placeholder="这个标签代表什么"
          />
        </Field>
        <Text className={styles.sub}>预览：</Text>
        <LabelChip name={form.values.name || '标签'} color={/^#[0-9a-fA-F]{6}$/.test(form.values.color) ? form.values.color : '#409EFF'} />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="删除标签"
        confirmText="删除"
        danger
        busy={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <Text>{`删除「${deleting.name}」后，${deleting.memberCount} 位成员身上的这个标签也一并去掉，不能撤销。`}</Text>}
      </ConfirmDialog>
    </Panel>
  );
}
