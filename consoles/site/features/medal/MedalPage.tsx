import { Button, Field, Input, makeStyles, Switch, Text, Tooltip, tokens } from '@fluentui/react-components';
import { AddRegular, AppsListRegular, DeleteRegular, EditRegular, PeopleRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { thousands } from '#kit/format/number';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import type { Schema } from '#sdk';
import { MedalBadge } from '#shared/medal/MedalBadge';
import { GrantDialog, grantable, useGrantDialog } from './GrantDialog';
import { LibraryDialog } from './LibraryDialog';
import { MedalDialog, useMedalDialog } from './MedalDialog';
import {
  awardText,
  emptyMedalFilters,
  MEDAL_STATUS_LABELS,
  medalUserPath,
  toDeleteMedalInput,
  toMedalListInput,
  toToggleMedalInput,
} from './medalRequests';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actionsColumn: { width: '316px' },
  medalColumn: { width: '160px' },
  countColumn: { width: '88px', whiteSpace: 'nowrap' },
  statusColumn: { width: '96px' },
  timeColumn: { width: '150px' },
  description: { color: tokens.colorNeutralForeground2 },
  table: { minWidth: '1200px' },
  awardColumn: { width: '180px' },
  extra: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Medal = Schema<'Medal'>;

/** 勋章管理: the site's medals, filtered by name and status; 新增/编辑/授予/删除, switch on or off in place. */
export function MedalPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListPage({ operation: 'getMedalList', empty: emptyMedalFilters, toInput: toMedalListInput });
  const { draft, edit } = list;
  const [updateMedal, updating] = api.useUpdateMedalMutation();
  const [deleteMedal, deleting] = api.useDeleteMedalMutation();
  const dialog = useMedalDialog();
  const grant = useGrantDialog();
  const [removing, setRemoving] = useState<Medal | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);

  const toggle = async (medal: Medal, enabled: boolean) => {
    const result = await updateMedal(toToggleMedalInput(medal, enabled));
    if (result.data) notify.success(result.data.description || (enabled ? '勋章已启用' : '勋章已停用'));
  };

  const remove = async () => {
    if (!removing) return;
    const result = await deleteMedal(toDeleteMedalInput(removing.id));
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '勋章已删除');
  };

  const columns: Column<Medal>[] = [
    {
      key: 'name',
      title: '勋章',
      className: styles.medalColumn,
      render: (m) => <MedalBadge name={m.name} color={m.color} icon={m.icon} off={!grantable(m)} />,
    },
    { key: 'description', title: '说明', render: (m) => <Text className={styles.description}>{m.description || '—'}</Text> },
    { key: 'award', title: '获得方式', className: styles.awardColumn, render: (m) => <Text size={200}>{awardText(m)}</Text> },
    {
      key: 'holders',
      title: '持有人数',
      className: styles.countColumn,
      render: (m) => <RouteLink to={medalUserPath(m.id)}>{`${thousands(m.holderCount)} 人`}</RouteLink>,
    },
    {
      key: 'status',
      title: '状态',
      className: styles.statusColumn,
      render: (m) => (
        <Switch
          checked={grantable(m)}
          disabled={updating.isLoading}
          onChange={(_, d) => toggle(m, d.checked)}
          label={MEDAL_STATUS_LABELS[m.status]}
          aria-label={`启用 ${m.name}`}
        />
      ),
    },
    { key: 'createdAt', title: '创建时间', className: styles.timeColumn, render: (m) => <DateTimeCell time={m.createdAt} /> },
    {
      key: 'actions',
      title: '操作',
      className: styles.actionsColumn,
      render: (m) => (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(m)} aria-label={`编辑 ${m.name}`}>
            编辑
          </Button>
          <Tooltip content={grantable(m) ? `把「${m.name}」授予成员` : '勋章已停用，启用后才能授予'} relationship="description">
            <Button
              size="small"
              appearance="subtle"
              icon={<PersonAddRegular />}
              disabledFocusable={!grantable(m)}
              onClick={() => grant.open(m)}
              aria-label={`授予 ${m.name}`}
            >
              授予
            </Button>
          </Tooltip>
          <Button
            size="small"
            appearance="subtle"
            icon={<PeopleRegular />}
            onClick={() => navigate(medalUserPath(m.id))}
            aria-label={`持有者 ${m.name}`}
          >
            持有者
          </Button>
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(m)} aria-label={`删除 ${m.name}`}>
            删除
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Panel title="勋章管理" description="勋章是站点授予成员的荣誉标识。停用的勋章不能再授予，已授予的保留在持有者名下但不展示。">
      <FilterBar
        onSearch={list.search}
        onReset={list.reset}
        label="筛选勋章"
        extra={
          <div className={styles.extra}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open({ new: true, medals: list.rows ?? [] })}>
              新增勋章
            </Button>
            <Button icon={<AppsListRegular />} onClick={() => setLibraryOpen(true)}>
              从勋章库采用
            </Button>
          </div>
        }
      >
        <Field label="勋章名称">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => edit('keyword', d.value)}
            placeholder="名称的一部分"
            maxLength={maxLengthOf('getMedalList', 'query', 'keyword')}
          />
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={draft.status} labels={MEDAL_STATUS_LABELS} onChange={(v) => edit('status', v)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="勋章"
        className={styles.table}
        columns={columns}
        rowKey={(m) => m.id}
        empty={list.filters.keyword || list.filters.status ? '没有符合条件的勋章' : '还没有勋章，点击「新增勋章」添加第一个'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <MedalDialog dialog={dialog} />
      <GrantDialog dialog={grant} />
      <LibraryDialog open={libraryOpen} onClose={() => setLibraryOpen(false)} />
      <ConfirmDialog
        open={removing !== null}
        title="删除勋章"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <Text>
            {`确定删除勋章「${removing.name}」吗？`}
            {removing.holderCount > 0 ? `它的 ${thousands(removing.holderCount)} 位持有者将失去这枚勋章，` : ''}
            删除后不能恢复。
          </Text>
        )}
      </ConfirmDialog>
    </Panel>
  );
}
