import { Button, Field, makeStyles } from '@fluentui/react-components';
import { KeyMultipleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { formatDate, thousands } from '#kit/format';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { KeywordFilter } from '#kit/table/KeywordFilter';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { LicenseTypeLabels, type Schema } from '#sdk';
import { OwnerPicker } from '../../shared/site/OwnerPicker';
import { LicenseCell, SiteNameCell, SiteOwnerCell } from '../../shared/site/SiteCells';
import { emptySiteFilters, toSiteListInput } from '../../shared/site/siteListQuery';

const useStyles = makeStyles({
  name: { width: '24%' },
  license: { width: '170px' },
  narrow: { width: '90px' },
  date: { width: '110px' },
});

type Site = Schema<'Site'>;

/** 站点管理: every customer's site with its owner, plan, licence state and expiry (`getSiteList`, admin or Site). */
export function ManageSitePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListPage({
    operation: 'getSiteList',
    empty: emptySiteFilters,
    toInput: (filters, at) => toSiteListInput(filters, at.page, at.pageSize, true),
  });
  const { draft, edit } = list;

  const columns: Column<Site>[] = [
    { key: 'name', title: '站点', className: styles.name, render: (s) => <SiteNameCell site={s} /> },
    { key: 'slug', title: '标识', className: styles.narrow, render: (s) => s.slug },
    { key: 'owner', title: '站长', render: (s) => <SiteOwnerCell site={s} /> },
    { key: 'license', title: '授权', className: styles.license, render: (s) => <LicenseCell site={s} /> },
    { key: 'members', title: '成员', className: styles.narrow, render: (s) => thousands(s.memberCount) },
    { key: 'created', title: '创建时间', className: styles.date, render: (s) => formatDate(s.createdAt) },
    {
      key: 'actions',
      title: '操作',
      render: (s) => (
        <Button size="small" onClick={() => navigate(`/siteManage/seeLicense/${s.id}`)}>
          授权详情
        </Button>
      ),
    },
  ];

  return (
    <Panel>
      <FilterBar
        label="筛选站点"
        onSearch={list.search}
        onReset={list.reset}
        extra={
          <Button icon={<KeyMultipleRegular />} onClick={() => navigate('/siteManage/licenseCode')}>
            授权码
          </Button>
        }
      >
        <KeywordFilter value={draft.keyword} onChange={(v) => edit('keyword', v)} placeholder="站点名称或标识" />
        <Field label="授权类型">
          <EnumDropdown
            label="授权类型"
            value={draft.licenseType}
            labels={LicenseTypeLabels}
            allText="全部类型"
            onChange={(v) => edit('licenseType', v)}
          />
        </Field>
        <Field label="站长">
          <OwnerPicker value={draft.masterId} onChange={(id) => edit('masterId', id)} />
        </Field>
      </FilterBar>
      <DataTable label="站点管理" columns={columns} rowKey={(s) => s.id} {...list.table} empty="没有符合条件的站点" />
      {list.pager.total > 0 && <Pager {...list.pager} />}
    </Panel>
  );
}
