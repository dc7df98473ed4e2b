import { Button, Field, Input, makeStyles, Radio, RadioGroup, Switch, Text, tokens } from '@fluentui/react-components';
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
import { ImageUploadField } from '#kit/form/ImageUploadField';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import { useDragReorder } from '#kit/table/useDragReorder';
import { FriendLinkPlacementLabels, type Schema, Switch as SwitchValue } from '#sdk';
import {
  blankFriendLink,
  type FriendLinkValues,
  friendLinkRules,
  friendLinkValues,
  movedIds,
  toCreateFriendLinkInput,
  toUpdateFriendLinkInput,
} from './friendLinkRequests';

const useStyles = makeStyles({
  toolbar: { display: 'flex', marginBottom: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3 },
  handleColumn: { width: '32px' },
  logo: { width: '20px', height: '20px', objectFit: 'contain', verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

type FriendLink = Schema<'FriendLink'>;
type Target = FriendLink | 'new';

/** 友情链接 (`/setting/manageFriendLink`): the links in the member site's footer; add, edit, switch, order, delete. */
export function FriendLinkPage() {
  const styles = useStyles();
  const links = api.useGetFriendLinkListQuery();
  const [sortLinks, sorting] = api.useSortFriendLinksMutation();
  const [updateLink, updating] = api.useUpdateFriendLinkMutation();
  const [deleteLink, deleting] = api.useDeleteFriendLinkMutation();
  const [removing, setRemoving] = useState<FriendLink | null>(null);
  const rows = links.data ?? [];

  const move = async (from: number, to: number) => {
    const ids = movedIds(rows, from, to);
    if (!ids) return;
    const result = await sortLinks({ body: { friendLinkIds: ids } });
    if (result.data) notify.success(result.data.description || '排序已保存');
  };
  const drag = useDragReorder({ rows, rowKey: (l: FriendLink) => l.id, onMove: move, disabled: sorting.isLoading });
  const dialog = useEditDialog({
    operation: (target: Target) => (target === 'new' ? 'createFriendLink' : 'updateFriendLink'),
    blank: blankFriendLink,
    values: (target: Target) => (target === 'new' ? blankFriendLink : friendLinkValues(target)),
    rules: friendLinkRules,
    toInput: (values: FriendLinkValues, target: Target) =>
      target === 'new' ? toCreateFriendLinkInput(values) : (toUpdateFriendLinkInput(target, values) ?? { body: { id: target.id } }),
    success: (target) => (target === 'new' ? '友情链接已新增' : '友情链接已修改'),
  });
  const { form, shown, target } = dialog;
  const submit = () => {
    if (target && target !== 'new' && form.validate() && !toUpdateFriendLinkInput(target, form.values)) {
      notify.info('没有修改任何内容');
      dialog.close();
      return;
    }
    return dialog.submit();
  };

  const toggle = async (link: FriendLink, enabled: boolean) => {
    const result = await updateLink({ body: { id: link.id, status: enabled ? SwitchValue.on : SwitchValue.off } });
    if (result.data) notify.success(enabled ? '友情链接已启用' : '友情链接已停用');
  };
  const remove = async () => {
    if (!removing) return;
    const result = await deleteLink({ query: { id: removing.id } });
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '友情链接已删除');
  };

  const columns: Column<FriendLink>[] = [
    {
      key: 'handle',
      title: '',
      className: styles.handleColumn,
      render: () => <ReOrderDotsVerticalRegular className={styles.handle} aria-hidden />,
    },
    {
      key: 'name',
      title: '名称',
      render: (l) => (
        <Text weight="semibold">
          {l.logo ? <img className={styles.logo} src={l.logo} alt="" /> : null}
          {l.name}
        </Text>
      ),
    },
    { key: 'url', title: '网址', render: (l) => <Text className={styles.muted}>{l.url}</Text> },
    { key: 'description', title: '说明', render: (l) => l.description || '—' },
    { key: 'placement', title: '显示位置', render: (l) => FriendLinkPlacementLabels[l.placement] },
    {
      key: 'status',
      title: '状态',
      render: (l) => (
        <Switch
          checked={l.status === SwitchValue.on}
          disabled={updating.isLoading}
          onChange={(_, d) => toggle(l, d.checked)}
          label={l.status === SwitchValue.on ? '启用' : '停用'}
          aria-label={`启用 ${l.name}`}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (l) => {
        const at = rows.findIndex((row) => row.id === l.id);
        return (
          <div className={styles.actions}>
            <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(l)} aria-label={`编辑 ${l.name}`}>
              编辑
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUpRegular />}
              disabled={sorting.isLoading || at <= 0}
              onClick={() => move(at, at - 1)}
              aria-label={`上移 ${l.name}`}
            >
              上移
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownRegular />}
              disabled={sorting.isLoading || at < 0 || at >= rows.length - 1}
              onClick={() => move(at, at + 1)}
              aria-label={`下移 ${l.name}`}
            >
              下移
            </Button>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(l)} aria-label={`删除 ${l.name}`}>
              删除
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <Panel
      title="友情链接"
      description="显示在前台页脚的链接，按这里的顺序排列（拖动行或用上移、下移调整）。网址只能以 http:// 或 https:// 开头。"
    >
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open('new')}>
          新增友情链接
        </Button>
      </div>
      <DataTable
        stacked
        label="友情链接"
        columns={columns}
        rows={links.data}
        rowKey={(l) => l.id}
        rowProps={drag.rowProps}
        loading={links.isLoading}
        error={links.error ? errorText(links.error) : undefined}
        onRetry={links.refetch}
        empty="还没有友情链接，点击「新增友情链接」添加第一个"
      />
      <FormDialog
        title={shown !== null && shown !== 'new' ? '编辑友情链接' : '新增友情链接'}
        submitText="保存"
        {...dialog.props}
        onSubmit={submit}
      >
        <Field label="名称" required {...form.field('name')}>
          <Input {...form.text('name')} placeholder="如：豆瓣读书" maxLength={maxLengthOf('createFriendLink', 'body', 'name')} />
        </Field>
        <Field label="网址" required {...form.field('url')}>
          <Input {...form.text('url')} type="url" placeholder="https://…" maxLength={maxLengthOf('createFriendLink', 'body', 'url')} />
        </Field>
        <Field label="说明" hint="鼠标悬停时显示" {...form.field('description')}>
          <Input {...form.text('description')} maxLength={maxLengthOf('createFriendLink', 'body', 'description')} />
        </Field>
        <ImageUploadField
          label="图标"
          noun="图标"
          hint="选填，显示在名称前，建议正方形"
          purpose="section"
          shape="contain"
          size={32}
          value={form.values.logo}
          onChange={(url) => form.set('logo', url)}
        />
        <Field label="显示位置">
          <RadioGroup
            layout="horizontal"
            value={form.values.placement}
            onChange={(_, d) => form.set('placement', d.value as FriendLinkValues['placement'])}
          >
            {Object.entries(FriendLinkPlacementLabels).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
        </Field>
        <Switch
          label={form.values.enabled ? '启用' : '停用'}
          checked={form.values.enabled}
          onChange={(_, d) => form.set('enabled', d.checked)}
        />
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title="删除友情链接"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && <Text>{`确定删除友情链接「${removing.name}」吗？删除后不能恢复。`}</Text>}
      </ConfirmDialog>
    </Panel>
  );
}
