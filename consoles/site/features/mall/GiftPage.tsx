import { Button, Field, Input, makeStyles, Switch, Text, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular, KeyMultipleRegular, TagMultipleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
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
import { GiftKindLabels, type Schema } from '#sdk';
import { categoryLabels, emptyGiftFilters, parseCodes, SHELF_LABELS, toCodesInput, toGiftListInput, toShelfInput } from './mallRequests';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  gift: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  thumb: { width: '40px', height: '40px', borderRadius: tokens.borderRadiusMedium, objectFit: 'cover', flexShrink: 0 },
  placeholder: {
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightSemibold,
    flexShrink: 0,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  low: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  table: { minWidth: '1000px' },
  codes: { width: '100%', minHeight: '200px' },
});

type Gift = Schema<'Gift'>;

/** 礼品管理: the mall's gifts with price, stock and shelf; 新增/编辑 open the gift page, virtual gifts take codes. */
export function GiftPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListPage({ operation: 'getGiftList', empty: emptyGiftFilters, toInput: toGiftListInput });
  const { draft, edit } = list;
  const categories = api.useGetGiftCategoryListQuery();
  const [setShelf, shelving] = api.useSetGiftShelfMutation();
  const [addCodes, adding] = api.useAddGiftCodesMutation();
  const [codesFor, setCodesFor] = useState<Gift | null>(null);
  const [codes, setCodes] = useState('');

  const shelf = async (gift: Gift, on: boolean) => {
    const result = await setShelf(toShelfInput([gift.id], on));
    if (result.data) notify.success(result.data.description || (on ? '礼品已上架' : '礼品已下架'));
  };
  const upload = async () => {
    if (!codesFor) return;
    if (!parseCodes(codes).length) return notify.error('请输入兑换码');
    const result = await addCodes(toCodesInput(codesFor.id, codes));
    if (result.data) {
      notify.success(result.data.description || '兑换码已添加');
      setCodesFor(null);
      setCodes('');
    }
  };

  const columns: Column<Gift>[] = [
    {
      key: 'name',
      title: '礼品',
      render: (g) => (
        <div className={styles.gift}>
          {g.images[0] ? (
            <img className={styles.thumb} src={g.images[0]} alt="" />
          ) : (
            <span className={styles.placeholder}>{g.name.slice(0, 1)}</span>
          )}
          <div>
            <Text weight="semibold">{g.name}</Text>
            <div className={styles.muted}>{g.categoryName || '未分类'}</div>
          </div>
        </div>
      ),
    },
    { key: 'kind', title: '类型', render: (g) => GiftKindLabels[g.kind] },
    { key: 'points', title: '所需积分', render: (g) => `${thousands(g.points)} ${g.pointCategoryName}` },
    { key: 'stock', title: '库存', render: (g) => <span className={g.stock === 0 ? styles.low : undefined}>{thousands(g.stock)}</span> },
    { key: 'redeemed', title: '已兑换', render: (g) => thousands(g.redeemedCount) },
    { key: 'limit', title: '每人限兑', render: (g) => (g.perMemberLimit ? `${g.perMemberLimit} 次` : '不限') },
    {
      key: 'shelf',
      title: '上架',
      render: (g) => (
        <Switch
          checked={g.onShelf === 1}
          disabled={shelving.isLoading}
          onChange={(_, d) => shelf(g, d.checked)}
          label={g.onShelf === 1 ? '上架' : '下架'}
          aria-label={`上架 ${g.name}`}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (g) => (
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => navigate(`/mall/createGift?id=${g.id}`)}
            aria-label={`编辑 ${g.name}`}
          >
            编辑
          </Button>
          {g.kind === 'virtual' ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<KeyMultipleRegular />}
              onClick={() => setCodesFor(g)}
              aria-label={`上传兑换码 ${g.name}`}
            >
              上传兑换码
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <Panel
      title="礼品管理"
      description="会员用积分兑换礼品。实物礼品兑换后在「兑换订单」中发货；虚拟礼品的库存等于上传的兑换码数量，兑换时自动发放。"
    >
      <FilterBar
        onSearch={list.search}
        onReset={list.reset}
        label="筛选礼品"
        extra={
          <>
            <Button icon={<TagMultipleRegular />} onClick={() => navigate('/setting/manageCategory?tab=gift')}>
              礼品分类
            </Button>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/mall/createGift')}>
              新增礼品
            </Button>
          </>
        }
      >
        <Field label="礼品名称">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => edit('keyword', d.value)}
            placeholder="名称的一部分"
            maxLength={maxLengthOf('getGiftList', 'query', 'keyword')}
          />
        </Field>
        <Field label="类型">
          <EnumDropdown label="类型" value={draft.kind} labels={GiftKindLabels} onChange={(v) => edit('kind', v)} />
        </Field>
        <Field label="分类">
          <EnumDropdown
            label="分类"
            value={draft.categoryId}
            labels={categoryLabels(categories.data?.list)}
            onChange={(v) => edit('categoryId', v)}
          />
        </Field>
        <Field label="上架">
          <EnumDropdown label="上架" value={draft.onShelf} labels={SHELF_LABELS} onChange={(v) => edit('onShelf', v)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="礼品"
        className={styles.table}
        columns={columns}
        rowKey={(g) => g.id}
        empty={
          list.filters.keyword || list.filters.kind || list.filters.onShelf || list.filters.categoryId
            ? '没有符合条件的礼品'
            : '还没有礼品，点击「新增礼品」添加第一个'
        }
        {...list.table}
      />
      <Pager {...list.pager} />
      <ConfirmDialog
        open={codesFor !== null}
        title={`上传兑换码：${codesFor?.name ?? ''}`}
        confirmText="上传"
        busy={adding.isLoading}
        onConfirm={upload}
        onCancel={() => setCodesFor(null)}
      >
        <Field label="兑换码（每行一个，重复的不会添加）" hint={`已识别 ${parseCodes(codes).length} 个`}>
          <Textarea
            className={styles.codes}
            value={codes}
            onChange={(_, d) => setCodes(d.value)}
            placeholder={'EBK-1234-0001\nEBK-1234-0002'}
          />
        </Field>
      </ConfirmDialog>
    </Panel>
  );
}
