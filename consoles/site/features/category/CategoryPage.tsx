import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { type ComponentType, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useOpenShares } from '#kit/app/context';
import { PageLoading } from '#kit/app/Loading';
import { lazyPage } from '#kit/routes/page';
import type { OperationId } from '#sdk';
import { categorySettingPages } from './routes';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Each kind's tab: its name, the `?tab=` that opens it, and its part (loaded with its feature's code). */
const kinds: Partial<Record<OperationId, { tab: string; title: string; Part: ComponentType }>> = {
  getSectionCategoryList: {
    tab: 'section',
    title: '版块分区',
    Part: lazyPage(() => import('../section/SectionCategories'), 'SectionCategories'),
  },
  getGiftCategoryList: {
    tab: 'gift',
    title: '礼品分类',
    Part: lazyPage(() => import('../mall/GiftCategories'), 'GiftCategories'),
  },
};

/** 分类管理: one tab for each kind of category the session may manage (`meta.anyOf` of the route). */
export function CategoryPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const open = useOpenShares(categorySettingPages[0]).flatMap((share) => kinds[share.operation] ?? []);
  const current = open.find((kind) => kind.tab === params.get('tab')) ?? open[0];
  if (!current) return null;
  const { Part } = current;
  return (
    <div className={styles.page}>
      {open.length > 1 && (
        <TabList
          selectedValue={current.tab}
          onTabSelect={(_, d) => setParams({ tab: String(d.value) }, { replace: true })}
          aria-label="分类类型"
        >
          {open.map((kind) => (
            <Tab key={kind.tab} value={kind.tab}>
              {kind.title}
            </Tab>
          ))}
        </TabList>
      )}
      <Suspense fallback={<PageLoading />}>
        <Part />
      </Suspense>
    </div>
  );
}
