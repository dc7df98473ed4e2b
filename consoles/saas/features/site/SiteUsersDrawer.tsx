import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { ConsoleRoleLabels, type Schema, SiteUserStatusLabels } from '../../../../sdk';
import { errorText } from '../../../kit/request/errors';
import { EnumDropdown } from '../../../kit/table/EnumDropdown';
import { FilterBar } from '../../../kit/table/FilterBar';
import { Pager } from '../../../kit/table/Pager';
import { usePaging } from '../../../kit/table/usePaging';
import { SiteUserTable } from './SiteUserTable';
import { siteApi } from './siteApi';
import { emptySiteUserFilters, type SiteUserFilters, toSiteUsersInput } from './siteRequests';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
});

const empty: SiteUserFilters = emptySiteUserFilters;

export interface SiteUsersDrawerProps {
  site: Schema<'Site'> | null;
  onClose: () => void;
}

/** 站点用户 of one site (`querySiteUsers`), in a drawer over the site list. */
export function SiteUsersDrawer({ site, onClose }: SiteUsersDrawerProps) {
  const styles = useStyles();
  const paging = usePaging(empty);
  const [draft, setDraft] = useState(empty);
  const { setFilters } = paging;
  const siteId = site?.id;

  // Another site starts from a clean filter.
  useEffect(() => {
    if (siteId) {
      setDraft(empty);
      setFilters(empty);
    }
  }, [siteId, setFilters]);

  const input = siteId ? toSiteUsersInput(siteId, paging.filters, paging.page, paging.pageSize) : undefined;
  const users = siteApi.useQuerySiteUsersQuery(input ?? { query: { siteId: 0 } }, { skip: !input });

  return (
    <OverlayDrawer position="end" size="large" open={site !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}>
          {`站点用户 · ${site?.name ?? ''}`}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <FilterBar
          label="筛选站点用户"
          onSearch={() => setFilters(draft)}
          onReset={() => {
            setDraft(empty);
            setFilters(empty);
          }}
        >
          <Field label="关键词">
            <Input value={draft.keyword} onChange={(_, d) => setDraft({ ...draft, keyword: d.value })} placeholder="昵称、登录名或手机号" />
          </Field>
          <Field label="角色">
            <EnumDropdown label="角色" value={draft.role} labels={ConsoleRoleLabels} onChange={(role) => setDraft({ ...draft, role })} />
          </Field>
          <Field label="状态">
            <EnumDropdown
              label="状态"
              value={draft.status}
              labels={SiteUserStatusLabels}
              onChange={(status) => setDraft({ ...draft, status })}
            />
          </Field>
        </FilterBar>
        <SiteUserTable
          users={users.data?.list}
          loading={users.isFetching}
          error={users.error ? errorText(users.error) : undefined}
          onRetry={users.refetch}
        />
        <Pager page={paging.page} pageSize={paging.pageSize} total={users.data?.total ?? 0} onChange={paging.setPage} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
