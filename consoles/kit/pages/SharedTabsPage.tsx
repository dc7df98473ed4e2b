import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { type ComponentType, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useOpenShares } from '#kit/app/context';
import { PageLoading } from '#kit/app/Loading';
import type { RouteShare } from '#kit/routes/types';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * A page shared by several features (§2.2's `/setting/manageCategory`): one tab per kind the session may manage, in
 * the given order, each showing the part its feature gives. The app's route table composes the shares, so no feature
 * imports another.
 */
export function sharedTabsPage(shares: readonly RouteShare[], tabsLabel: string): ComponentType {
  const route = { meta: { title: tabsLabel, anyOf: shares } };
  return function SharedTabsPage() {
    const styles = useStyles();
    const [params, setParams] = useSearchParams();
    const open = useOpenShares(route).flatMap((share) => share.tab ?? []);
    const current = open.find((tab) => tab.key === params.get('tab')) ?? open[0];
    if (!current) return null;
    const { part: Part } = current;
    return (
      <div className={styles.page}>
        {open.length > 1 && (
          <TabList
            selectedValue={current.key}
            onTabSelect={(_, d) => setParams({ tab: String(d.value) }, { replace: true })}
            aria-label={tabsLabel}
          >
            {open.map((tab) => (
              <Tab key={tab.key} value={tab.key}>
                {tab.title}
              </Tab>
            ))}
          </TabList>
        )}
        <Suspense fallback={<PageLoading />}>
          <Part />
        </Suspense>
      </div>
    );
  };
}
