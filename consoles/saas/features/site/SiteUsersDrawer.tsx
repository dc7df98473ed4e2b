import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, Field, makeStyles, OverlayDrawer, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { KeywordFilter } from '#kit/table/KeywordFilter';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { ConsoleRoleLabels, type Schema, SiteUserStatusLabels } from '#sdk';
import { SiteUserTable } from '../../shared/site/SiteUserTable';
import { emptySiteUserFilters, toSiteUsersInput } from './siteRequests';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
});

export interface SiteUsersDrawerProps {
  site: Schema<'Site'> | null;
  onClose: () => void;
}

/** 站点用户 of one site (`querySiteUsers`), in a drawer over the site list. */
export function SiteUsersDrawer({ site, onClose }: SiteUsersDrawerProps) {
  const styles = useStyles();
  const siteId = site?.id;
  const list = useListPage({
    operation: 'querySiteUsers',
    empty: emptySiteUserFilters,
    toInput: (filters, at) => toSiteUsersInput(siteId ?? 0, filters, at.page, at.pageSize),
    skip: !siteId,
  });
  const { draft, edit, reset } = list;

  // Another site starts from a clean filter.
  useEffect(() => {
    if (siteId) reset();
  }, [siteId, reset]);

  return (
    <OverlayDrawer position="end" size="large" open={site !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}>
          {`站点用户 · ${site?.name ?? ''}`}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <FilterBar label="筛选站点用户" onSearch={list.search} onReset={reset}>
          <KeywordFilter value={draft.keyword} onChange={(v) => edit('keyword', v)} placeholder="昵称、登录名或手机号" />
          <Field label="角色">
            <EnumDropdown label="角色" value={draft.role} labels={ConsoleRoleLabels} onChange={(role) => edit('role', role)} />
          </Field>
          <Field label="状态">
            <EnumDropdown label="状态" value={draft.status} labels={SiteUserStatusLabels} onChange={(status) => edit('status', status)} />
          </Field>
        </FilterBar>
        <SiteUserTable {...list.table} />
        <Pager {...list.pager} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
