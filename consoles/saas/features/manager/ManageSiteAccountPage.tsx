import { Field, Link, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import type { Column } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { KeywordFilter } from '#kit/table/KeywordFilter';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { type Schema, SiteUserStatusLabels } from '#sdk';
import { SitePicker } from '../../shared/site/SitePicker';
import { SiteUserTable } from '../../shared/site/SiteUserTable';
import { managerApi } from './managerApi';
import { ReputationDialog } from './ReputationDialog';
import { emptyUserListFilters, toDeleteSiteUserInput, toUserListInput } from './siteUserRequests';

type SiteUser = Schema<'SiteUserSummary'>;

const useStyles = makeStyles({
  site: { width: '130px' },
  actions: { width: '130px' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** 站点用户: users of every site; adjust reputation or delete a user (admin / SiteUser). */
export function ManageSiteAccountPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getUserList',
    empty: emptyUserListFilters,
    toInput: (filters, at) => toUserListInput(filters, at.page, at.pageSize),
  });
  const { draft, edit } = list;
  const [adjusting, setAdjusting] = useState<SiteUser | null>(null);
  const [deleting, setDeleting] = useState<SiteUser | null>(null);
  const [deleteUser, { isLoading: removing }] = managerApi.useDeleteSiteUserMutation();

  const remove = async () => {
    if (!deleting) return;
    const result = await deleteUser(toDeleteSiteUserInput(deleting));
    if (result.error) return;
    notify.success(result.data.description || '用户已删除');
    setDeleting(null);
  };

  const before: Column<SiteUser>[] = [{ key: 'site', title: '站点', className: styles.site, render: (u) => u.siteName }];
  const after: Column<SiteUser>[] = [
    {
      key: 'actions',
      title: '操作',
      className: styles.actions,
      render: (u) => (
        <div className={styles.links}>
          <Link as="button" onClick={() => setAdjusting(u)}>
            调整声望
          </Link>
          {u.userType === 1 ? (
            <Tooltip content="站长不能删除，请先转让站点" relationship="description">
              <Link as="button" disabled>
                删除
              </Link>
            </Tooltip>
          ) : (
            <Link as="button" className={styles.danger} onClick={() => setDeleting(u)}>
              删除
            </Link>
          )}
        </div>
      ),
    },
  ];

  return (
    <Panel>
      <FilterBar label="筛选站点用户" onSearch={list.search} onReset={list.reset}>
        <Field label="站点">
          <SitePicker value={draft.siteId} onChange={(id) => edit('siteId', id)} />
        </Field>
        <KeywordFilter value={draft.keyword} onChange={(v) => edit('keyword', v)} placeholder="昵称、登录名或手机号" />
        <Field label="状态">
          <EnumDropdown label="状态" value={draft.status} labels={SiteUserStatusLabels} onChange={(v) => edit('status', v)} />
        </Field>
      </FilterBar>
      <SiteUserTable {...list.table} before={before} after={after} />
      <Pager {...list.pager} />
      <ReputationDialog user={adjusting} onClose={() => setAdjusting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="删除站点用户"
        confirmText="删除"
        danger
        busy={removing}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        <Text>
          {`确定从「${deleting?.siteName ?? ''}」删除用户「${deleting?.userName ?? ''}」（${deleting?.account ?? ''}）？其登录立即失效，积分余额一并删除，积分流水保留并显示为已注销用户。此操作不可恢复。`}
        </Text>
      </ConfirmDialog>
    </Panel>
  );
}
