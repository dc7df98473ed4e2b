import { Badge, Button, Dropdown, Field, makeStyles, Option, Switch, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { signed } from '#kit/format/number';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import { CategoryDialog } from './CategoryDialog';
import { ItemDialog } from './ItemDialog';
import {
  type CategoryValues,
  categoryRules,
  categoryValues,
  type ItemValues,
  itemRules,
  itemValues,
  toItemListInput,
  toToggleCategoryInput,
  toToggleItemInput,
  toUpdateCategoryInput,
  toUpdateItemInput,
} from './pointRequests';

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
  const { data, isFetching, error, refetch } = api.useGetPointCategoryListQuery();
  const [update, { isLoading }] = api.useUpdatePointCategoryMutation();
  const dialog = useEditDialog<Category, CategoryValues, 'updatePointCategory'>({
    operation: 'updatePointCategory',
    blank: { name: '', unit: '', description: '', enabled: true },
    values: categoryValues,
    rules: categoryRules,
    toInput: (values, category) => toUpdateCategoryInput(category.id, values),
    success: '积分类型已修改',
  });
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
        <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(c)} aria-label={`编辑 ${c.name}`}>
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
      <CategoryDialog dialog={dialog} />
    </>
  );
}

function ItemsTab() {
  const styles = useStyles();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const { data: categories } = api.useGetPointCategoryListQuery();
  const { data, isFetching, error, refetch } = api.useGetPointItemListQuery(toItemListInput(categoryId));
  const [update, { isLoading }] = api.useUpdatePointItemMutation();
  const dialog = useEditDialog<Item, ItemValues, 'updatePointItem'>({
    operation: 'updatePointItem',
    blank: { points: '', dailyLimit: '', enabled: true },
    values: itemValues,
    rules: itemRules,
    toInput: (values, item) => toUpdateItemInput(item.id, values),
    success: '积分规则已修改',
  });
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
    { key: 'points', title: '每次积分', render: (i) => signed(i.points) },
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
        <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(i)} aria-label={`编辑 ${i.name}`}>
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
      <ItemDialog dialog={dialog} />
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
