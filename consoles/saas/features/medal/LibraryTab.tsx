import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { thousands } from '#kit/format/number';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import type { Schema } from '#sdk';
import { MedalBadge } from '#shared/medal/MedalBadge';
import { LibraryMedalDialog, useLibraryMedalDialog } from './LibraryMedalDialog';
import { emptyLibraryFilters, libraryRuleText, toLibraryListInput } from './medalOversightRequests';

const useStyles = makeStyles({
  keyword: { width: '160px', maxWidth: '100%' },
  table: { minWidth: '900px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground2 },
  medalColumn: { width: '160px' },
});

type LibraryMedal = Schema<'LibraryMedal'>;

/** 平台勋章库: the library's medals, added, edited and deleted here; sites adopt them from their console. */
export function LibraryTab() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getLibraryMedalList', empty: emptyLibraryFilters, toInput: toLibraryListInput });
  const [remove, removing] = api.useDeleteLibraryMedalMutation();
  const [deleting, setDeleting] = useState<LibraryMedal | null>(null);
  const dialog = useLibraryMedalDialog();

  const confirmRemove = async () => {
    if (!deleting) return;
    const result = await remove({ query: { id: deleting.id } });
    setDeleting(null);
    if (result.data) notify.success(result.data.description || '平台勋章已删除');
  };

  const columns: Column<LibraryMedal>[] = [
    {
      key: 'name',
      title: '勋章',
      className: styles.medalColumn,
      render: (m) => <MedalBadge name={m.name} color={m.color} icon={m.icon} />,
    },
    { key: 'description', title: '说明', render: (m) => <Text className={styles.muted}>{m.description || '—'}</Text> },
    { key: 'rule', title: '建议规则', render: (m) => libraryRuleText(m.rule) },
    { key: 'adopted', title: '采用站点', render: (m) => `${thousands(m.adoptedCount)} 个` },
    { key: 'createdAt', title: '创建时间', render: (m) => <DateTimeCell time={m.createdAt} /> },
    {
      key: 'actions',
      title: '操作',
      render: (m) => (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(m)} aria-label={`编辑 ${m.name}`}>
            编辑
          </Button>
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(m)} aria-label={`删除 ${m.name}`}>
            删除
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <FilterBar
        label="筛选平台勋章"
        onSearch={list.search}
        onReset={list.reset}
        extra={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open('new')}>
            新增平台勋章
          </Button>
        }
      >
        <Field label="勋章名称">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            maxLength={maxLengthOf('getLibraryMedalList', 'query', 'keyword')}
            onChange={(_, d) => list.edit('keyword', d.value)}
          />
        </Field>
      </FilterBar>
      <DataTable
        label="平台勋章库"
        className={styles.table}
        columns={columns}
        rowKey={(m) => m.id}
        stacked
        {...list.table}
        empty={list.filters.keyword ? '没有符合条件的平台勋章' : '勋章库还没有勋章，点击「新增平台勋章」添加'}
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <LibraryMedalDialog dialog={dialog} />
      <ConfirmDialog
        open={deleting !== null}
        title="删除平台勋章"
        confirmText="删除"
        danger
        busy={removing.isLoading}
        onConfirm={confirmRemove}
        onCancel={() => setDeleting(null)}
      >
        <Text>{deleting ? `从勋章库删除「${deleting.name}」？已采用它的站点的勋章保留。` : ''}</Text>
      </ConfirmDialog>
    </>
  );
}
