import { Button, Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { formatDate, thousands } from '#kit/format';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { KeywordFilter } from '#kit/table/KeywordFilter';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { LicenseTypeLabels, type Schema } from '#sdk';
import { ConsultantWidget } from '#shared/consultant/ConsultantWidget';
import { consultant } from '../../consultant';
import { useSeesEverySite } from '../../shared/everySite';
import { OwnerPicker } from '../../shared/site/OwnerPicker';
import { LicenseCell, SiteNameCell, SiteOwnerCell } from '../../shared/site/SiteCells';
import { emptySiteFilters, toSiteListInput } from '../../shared/site/siteListQuery';
import { useSaasAccount } from '../../shared/useSaasAccount';
import { AnonymousUserDialog } from './AnonymousUserDialog';
import { CreateSiteDialog } from './CreateSiteDialog';
import { DeleteSiteDialog } from './DeleteSiteDialog';
import { SiteDomainsDialog } from './SiteDomainsDialog';
import { type SiteAction, SiteActions, SiteHostCell } from './SiteListCells';
import { SiteUsersDrawer } from './SiteUsersDrawer';
import { siteApi } from './siteApi';
import { type TransferValues, toTransferSiteInput, transferRules } from './siteRequests';
import { TransferSiteDialog } from './TransferSiteDialog';

type Site = Schema<'Site'>;

const useStyles = makeStyles({
  categoryFilter: { minWidth: '140px' },
  table: { minWidth: '1080px' },
  host: { width: '150px' },
  category: { width: '80px' },
  owner: { width: '104px' },
  license: { width: '160px' },
  members: { width: '56px' },
  date: { width: '100px' },
  actions: { width: '176px' },
});

/**
 * 站点列表: an account holder's own sites; managers with admin or Site see everyone's and filter by owner.
 * Create, transfer and delete sites, see a site's users and its anonymous user, bind its custom domains, renew or
 * upgrade its licence.
 */
export function SiteListPage() {
  const styles = useStyles();
  const manager = useSeesEverySite();
  const account = useSaasAccount();
  const list = useListPage({
    operation: 'getSiteList',
    empty: emptySiteFilters,
    toInput: (filters, at) => toSiteListInput(filters, at.page, at.pageSize, manager),
  });
  const { draft, edit } = list;
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ action: Exclude<SiteAction, 'transfer'>; site: Site } | null>(null);
  const categories = siteApi.useGetSiteCategoryQuery().data ?? [];
  const transfer = useEditDialog<Site, TransferValues, 'transferSite'>({
    operation: 'transferSite',
    values: () => ({ accountMobile: '' }),
    blank: { accountMobile: '' },
    rules: transferRules,
    toInput: (values, site) => toTransferSiteInput(site.id, values.accountMobile),
    success: '站点已转让',
  });

  const siteFor = (action: SiteAction) => (open?.action === action ? open.site : null);
  const close = () => setOpen(null);
  const act = (action: SiteAction, site: Site) => (action === 'transfer' ? transfer.open(site) : setOpen({ action, site }));

  const columns: Column<Site>[] = [
    { key: 'name', title: '站点名称', render: (s) => <SiteNameCell site={s} /> },
    { key: 'host', title: '域名 / 标识', className: styles.host, render: (s) => <SiteHostCell site={s} /> },
    { key: 'category', title: '分类', className: styles.category, render: (s) => s.categoryName },
    ...(manager ? [{ key: 'owner', title: '站长', className: styles.owner, render: (s: Site) => <SiteOwnerCell site={s} /> }] : []),
    { key: 'license', title: '授权', className: styles.license, render: (s) => <LicenseCell site={s} /> },
    { key: 'members', title: '成员', className: styles.members, render: (s) => thousands(s.memberCount) },
    { key: 'created', title: '创建时间', className: styles.date, render: (s) => formatDate(s.createdAt) },
    {
      key: 'actions',
      title: '操作',
      className: styles.actions,
      render: (s) => <SiteActions site={s} accountId={account?.id} onAction={act} />,
    },
  ];

  const category = categories.find((c) => String(c.id) === draft.categoryId);
  return (
    <Panel>
      <FilterBar
        label="筛选站点"
        onSearch={list.search}
        onReset={list.reset}
        extra={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
            创建站点
          </Button>
        }
      >
        <KeywordFilter value={draft.keyword} onChange={(v) => edit('keyword', v)} placeholder="站点名称或标识" />
        <Field label="分类">
          <Dropdown
            className={styles.categoryFilter}
            aria-label="分类"
            value={category?.name ?? '全部分类'}
            selectedOptions={[draft.categoryId]}
            onOptionSelect={(_, d) => edit('categoryId', d.optionValue ?? '')}
          >
            <Option value="">全部分类</Option>
            {categories.map((c) => (
              <Option key={c.id} value={String(c.id)}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="授权类型">
          <EnumDropdown
            label="授权类型"
            value={draft.licenseType}
            labels={LicenseTypeLabels}
            allText="全部类型"
            onChange={(v) => edit('licenseType', v)}
          />
        </Field>
        {manager && (
          <Field label="站长">
            <OwnerPicker value={draft.masterId} onChange={(id) => edit('masterId', id)} />
          </Field>
        )}
      </FilterBar>
      <DataTable
        stacked
        label="站点列表"
        className={styles.table}
        columns={columns}
        rowKey={(s) => s.id}
        {...list.table}
        empty={manager ? '没有符合条件的站点' : '还没有站点，点击「创建站点」开始建设你的社区'}
      />
      <Pager {...list.pager} />
      <CreateSiteDialog open={creating} categories={categories} onClose={() => setCreating(false)} />
      <TransferSiteDialog dialog={transfer} />
      <DeleteSiteDialog site={siteFor('delete')} onClose={close} />
      <SiteUsersDrawer site={siteFor('users')} onClose={close} />
      <AnonymousUserDialog site={siteFor('anonymous')} onClose={close} />
      <SiteDomainsDialog site={siteFor('domains')} onClose={close} />
      <ConsultantWidget {...consultant} />
    </Panel>
  );
}
