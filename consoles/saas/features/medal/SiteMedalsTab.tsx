import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { thousands } from '#kit/format/number';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { MedalAutoAwardLabels, type Schema } from '#sdk';
import { MedalBadge } from '#shared/medal/MedalBadge';
import { SitePicker } from '../../shared/site/SitePicker';
import { emptySiteMedalFilters, SITE_MEDAL_STATUS_LABELS, toSiteMedalListInput } from './medalOversightRequests';

const useStyles = makeStyles({
  keyword: { width: '160px', maxWidth: '100%' },
  table: { minWidth: '900px' },
  muted: { color: tokens.colorNeutralForeground2 },
  medalColumn: { width: '160px' },
});

type SiteMedal = Schema<'SaasMedal'>;

/** 站点勋章: every site's medals with the site named; an abusive one is switched off on the site's behalf. */
export function SiteMedalsTab() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getSaasMedalList', empty: emptySiteMedalFilters, toInput: toSiteMedalListInput });
  const [setStatus, { isLoading }] = api.useUpdateSaasMedalStatusMutation();
  const [disabling, setDisabling] = useState<SiteMedal | null>(null);

  const change = async (medal: SiteMedal, status: Schema<'Switch'>) => {
    const result = await setStatus({ body: { siteId: medal.siteId, id: medal.id, status } });
    if (result.data?.type === 1) notify.success(result.data.description || (status ? '勋章已启用' : '勋章已停用'));
    setDisabling(null);
  };

  const columns: Column<SiteMedal>[] = [
    {
      key: 'name',
      title: '勋章',
      className: styles.medalColumn,
      render: (m) => <MedalBadge name={m.name} color={m.color} icon={m.icon} off={!m.status} />,
    },
    { key: 'site', title: '站点', render: (m) => m.siteName },
    { key: 'description', title: '说明', render: (m) => <Text className={styles.muted}>{m.description || '—'}</Text> },
    { key: 'award', title: '获得方式', render: (m) => MedalAutoAwardLabels[m.autoAward] },
    { key: 'holders', title: '持有人数', render: (m) => `${thousands(m.holderCount)} 人` },
    {
      key: 'status',
      title: '状态',
      render: (m) => (
        <Badge appearance="tint" color={m.status ? 'success' : 'subtle'}>
          {SITE_MEDAL_STATUS_LABELS[m.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (m) =>
        m.status ? (
          <Button size="small" disabled={isLoading} onClick={() => setDisabling(m)} aria-label={`停用 ${m.name}`}>
            停用
          </Button>
        ) : (
          <Button size="small" appearance="primary" disabled={isLoading} onClick={() => void change(m, 1)} aria-label={`启用 ${m.name}`}>
            启用
          </Button>
        ),
    },
  ];

  return (
    <>
      <FilterBar label="筛选站点勋章" onSearch={list.search} onReset={list.reset}>
        <Field label="站点">
          <SitePicker value={list.draft.siteId} onChange={(v) => list.edit('siteId', v)} />
        </Field>
        <Field label="勋章名称">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            maxLength={maxLengthOf('getSaasMedalList', 'query', 'keyword')}
            onChange={(_, d) => list.edit('keyword', d.value)}
          />
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={list.draft.status} labels={SITE_MEDAL_STATUS_LABELS} onChange={(v) => list.edit('status', v)} />
        </Field>
      </FilterBar>
      <DataTable
        label="站点勋章"
        className={styles.table}
        columns={columns}
        rowKey={(m) => `${m.siteId}:${m.id}`}
        stacked
        {...list.table}
        empty="没有符合条件的勋章"
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <ConfirmDialog
        open={disabling !== null}
        title="停用勋章"
        confirmText="停用"
        danger
        busy={isLoading}
        onConfirm={() => disabling && void change(disabling, 0)}
        onCancel={() => setDisabling(null)}
      >
        <Text>
          {disabling
            ? `代「${disabling.siteName}」停用勋章「${disabling.name}」？停用后不能再授予，成员看不到它，已授予的记录保留，可以再启用。`
            : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}
