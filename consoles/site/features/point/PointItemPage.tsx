import { Badge, Button, Dropdown, Field, makeStyles, Option, Switch, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import { CategoryDialog } from './CategoryDialog';
import { ItemDialog } from './ItemDialog';
import { pointApi } from './pointApi';
import { formatDelta, toItemListInput, toToggleCategoryInput, toToggleItemInput } from './pointRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  select: { minWidth: '160px' },
  narrow: { width: '96px', whiteSpace: 'nowrap' },
  medium: { width: '140px' },
  wide: { width: '30%' },
  muted: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  table: { minWidth: '720px' },
});

type Category = Schema<'PointCategory'>;
type Item = Schema<'PointItem'>;

const categoryCodeLabels: Record<Category['code'], string> = { reputation: '决定用户等级', coin: '积分商城兑换礼品' };

function CategoriesTab() {
  const styles = useStyles();
  const { data, isFetching, error, refetch } = pointApi.useGetPointCategoryListQuery();
  const [update, { isLoading }] = pointApi.useUpdatePointCategoryMutation();
  const [editing, setEditing] = useState<Category | null>(null);
  const toggle = async (category: Category, enabled: boolean) => {
    const result = await update(toToggleCategoryInput(category, enabled));
    if (result.data) notify.success(`${category.name}已${enabled ? '启用' : '停用'}`);
  };
  const columns: Column<Category>[] = [
    { key: 'name', title: '名称', className: styles.medium, render: (c) => <Text weight="semibold">{c.name}</Text> },
    { key: 'code', title: '用途', className: styles.medium, render: (c) => categoryCodeLabels[c.code] },
    { key: 'unit', title: '单位', className: styles.narrow, render: (c) => c.unit },
    { key: 'description', title: '说明', render: (c) => c.description || <span className={styles.muted}>未填写</span> },
    {
      key: 'enabled',
      title: '启用',
      className: styles.narrow,
      render: (c) => (
        <Switch checked={c.enabled === 1} disabled={isLoading} onChange={(_, d) => toggle(c, d.checked)} aria-label={`启用${c.name}`} />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      className: styles.medium,
      render: (c) => (
        <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(c)} aria-label={`编辑 ${c.name}`}>
          编辑
        </Button>
      ),
    },
  ];
  return (
    <>
      <Text className={styles.muted}>每个站点有两种积分：声望决定用户等级，金币可在积分商城兑换礼品。停用后不再发放这种积分。</Text>
      <DataTable
        stacked
        label="积分类型"
        className={styles.table}
        columns={columns}
        rows={data}
        rowKey={(c) => c.id}
        loading={isFetching}
        error={error ? errorText(error) : undefined}
        onRetry={refetch}
      />
      <CategoryDialog category={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function ItemsTab() {
  const styles = useStyles();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const { data: categories } = pointApi.useGetPointCategoryListQuery();
  const { data, isFetching, error, refetch } = pointApi.useGetPointItemListQuery(toItemListInput(categoryId));
  const [update, { isLoading }] = pointApi.useUpdatePointItemMutation();
  const [editing, setEditing] = useState<Item | null>(null);
  const codeOf = (id: number) => categories?.find((c) => c.id === id)?.code;
  const toggle = async (item: Item, enabled: boolean) => {
    const result = await update(toToggleItemInput(item, enabled));
    if (result.data) notify.success(`${item.name}已${enabled ? '启用' : '停用'}`);
  };
  const columns: Column<Item>[] = [
    { key: 'name', title: '规则', className: styles.wide, render: (i) => <Text weight="semibold">{i.name}</Text> },
    {
      key: 'category',
      title: '积分类型',
      render: (i) => (
        <Badge appearance="tint" color={codeOf(i.categoryId) === 'coin' ? 'warning' : 'brand'}>
          {i.categoryName}
        </Badge>
      ),
    },
    { key: 'points', title: '每次积分', render: (i) => formatDelta(i.points) },
    { key: 'dailyLimit', title: '每日上限', render: (i) => (i.dailyLimit === 0 ? '不限' : `${i.dailyLimit} 次`) },
    {
      key: 'enabled',
      title: '启用',
      className: styles.narrow,
      render: (i) => (
        <Switch checked={i.enabled === 1} disabled={isLoading} onChange={(_, d) => toggle(i, d.checked)} aria-label={`启用${i.name}`} />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      className: styles.medium,
      render: (i) => (
        <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(i)} aria-label={`编辑 ${i.name}`}>
          编辑
        </Button>
      ),
    },
  ];
  const current = categories?.find((c) => c.id === categoryId)?.name ?? '全部类型';
  return (
    <>
      <div className={styles.toolbar}>
        <Field label="积分类型">
          <Dropdown
            className={styles.select}
            value={current}
            selectedOptions={[String(categoryId ?? '')]}
            onOptionSelect={(_, d) => setCategoryId(d.optionValue ? Number(d.optionValue) : null)}
          >
            <Option value="">全部类型</Option>
            {(categories ?? []).map((c) => (
              <Option key={c.id} value={String(c.id)}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Text className={styles.muted}>{data ? `共 ${data.length} 条规则` : ''}</Text>
      </div>
      <DataTable
        stacked
        label="积分规则"
        className={styles.table}
        columns={columns}
        rows={data}
        rowKey={(i) => i.id}
        loading={isFetching}
        error={error ? errorText(error) : undefined}
        onRetry={refetch}
        empty="这个积分类型下没有规则"
      />
      <ItemDialog item={editing} onClose={() => setEditing(null)} />
    </>
  );
}

type TabKey = 'categories' | 'items';

/** 积分设置: the two point categories, and the rules that grant or deduct them. */
export function PointItemPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<TabKey>('categories');
  return (
    <Panel title="积分设置">
      <div className={styles.page}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabKey)}>
          <Tab value="categories">积分类型</Tab>
          <Tab value="items">积分规则</Tab>
        </TabList>
        {tab === 'categories' ? <CategoriesTab /> : <ItemsTab />}
      </div>
    </Panel>
  );
}
