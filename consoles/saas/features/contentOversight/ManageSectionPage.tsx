import { Badge, Button, Field, Input, makeStyles, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import type { Schema } from '#sdk';
import { SitePicker } from '../../shared/site/SitePicker';
import { emptySectionFilter, toSectionListQuery } from './oversightRequests';

const useStyles = makeStyles({
  keyword: { width: '160px', maxWidth: '100%' },
  table: { minWidth: '760px' },
});

type Section = Schema<'SaasSectionItem'>;

/** 版块监管: every site's sections; a section can be hidden (or shown again) on the site's behalf. */
export function ManageSectionPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getSaasSectionList',
    empty: emptySectionFilter,
    toInput: (filters, at) => ({ query: toSectionListQuery(filters, at.page, at.pageSize) }),
  });
  const [setStatus, { isLoading }] = api.useUpdateSaasSectionStatusMutation();
  const [hiding, setHiding] = useState<Section | null>(null);

  const change = async (section: Section, status: Schema<'Switch'>) => {
    const result = await setStatus({ body: { siteId: section.siteId, id: section.id, status } });
    if (result.data?.type === 1) notify.success(result.data.description || (status ? '版块已显示' : '版块已隐藏'));
    setHiding(null);
  };

  const columns: Column<Section>[] = [
    { key: 'name', title: '版块', render: (s) => s.name },
    { key: 'site', title: '站点', render: (s) => s.siteName },
    { key: 'category', title: '分区', render: (s) => s.categoryName || '未分区' },
    { key: 'posts', title: '帖子数', render: (s) => s.postCount },
    { key: 'review', title: '先审后发', render: (s) => (s.reviewFirst ? '是' : '否') },
    {
      key: 'status',
      title: '状态',
      render: (s) => (
        <Badge appearance="tint" color={s.status ? 'success' : 'subtle'}>
          {s.status ? '显示' : '已隐藏'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (s) =>
        s.status ? (
          <Button size="small" disabled={isLoading} onClick={() => setHiding(s)}>
            隐藏
          </Button>
        ) : (
          <Button size="small" appearance="primary" disabled={isLoading} onClick={() => void change(s, 1)}>
            显示
          </Button>
        ),
    },
  ];

  return (
    <Panel>
      <FilterBar label="筛选版块" onSearch={list.search} onReset={list.reset}>
        <Field label="站点">
          <SitePicker value={list.draft.siteId} onChange={(v) => list.edit('siteId', v)} />
        </Field>
        <Field label="版块名称">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            maxLength={maxLengthOf('getSaasSectionList', 'query', 'keyword')}
            onChange={(_, d) => list.edit('keyword', d.value)}
          />
        </Field>
      </FilterBar>
      <DataTable
        label="版块监管"
        className={styles.table}
        columns={columns}
        rowKey={(s) => `${s.siteId}:${s.id}`}
        stacked
        {...list.table}
        empty="没有符合条件的版块"
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <ConfirmDialog
        open={hiding !== null}
        title="隐藏版块"
        confirmText="隐藏"
        danger
        busy={isLoading}
        onConfirm={() => hiding && void change(hiding, 0)}
        onCancel={() => setHiding(null)}
      >
        <Text>{hiding ? `隐藏「${hiding.siteName}」的版块「${hiding.name}」？隐藏后前台看不到这个版块及其帖子，可以再显示。` : ''}</Text>
      </ConfirmDialog>
    </Panel>
  );
}
