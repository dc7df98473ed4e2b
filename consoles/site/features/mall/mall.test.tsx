import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { GiftEditPage } from './GiftEditPage';
import { GiftPage } from './GiftPage';
import { OrderPage } from './OrderPage';

const hidden = { hidden: true } as const;

const gift = (over: Partial<Schema<'Gift'>>): Schema<'Gift'> => ({
  id: 1,
  name: '读书会帆布袋',
  images: [],
  description: '',
  categoryId: 2,
  categoryName: '文创周边',
  pointCategoryId: 1,
  pointCategoryName: '金币',
  points: 300,
  stock: 12,
  perMemberLimit: 1,
  kind: 'physical',
  onShelf: 1,
  redeemedCount: 4,
  createdAt: '2026-11-01T02:00:00.000Z',
  ...over,
});

const categories: Schema<'GiftCategory'>[] = [
  { id: 2, name: '文创周边', sort: 10, enabled: 1, giftCount: 1 },
  { id: 3, name: '图书', sort: 20, enabled: 1, giftCount: 0 },
];

const order = (over: Partial<Schema<'MallOrder'>>): Schema<'MallOrder'> => ({
  id: 7,
  giftId: 1,
  giftName: '读书会帆布袋',
  giftImage: '',
  kind: 'physical',
  userId: 5,
  userName: '书友小林',
  pointCategoryName: '金币',
  points: 300,
  status: 10,
  address: { name: '林小书', mobile: '13912345678', regionCode: '330106', regionName: '浙江省 杭州市 西湖区', detail: '文三路 90 号' },
  code: null,
  carrier: '',
  trackingNo: '',
  cancelReason: '',
  createdAt: '2026-11-20T02:00:00.000Z',
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
  ...over,
});

describe('积分商城 (site console)', { timeout: 30_000 }, () => {
  it('礼品管理 lists gifts with price, stock and category, takes one off the shelf and uploads codes for a virtual one', async () => {
    const { store, sent } = siteTestStore({
      getGiftList: ok({
        list: [
          gift({}),
          gift({
            id: 2,
            name: '电子书兑换码',
            kind: 'virtual',
            points: 50,
            stock: 0,
            perMemberLimit: 0,
            categoryId: null,
            categoryName: '',
          }),
        ],
        total: 2,
      }),
      getGiftCategoryList: ok({ list: categories, total: 2 }),
      setGiftShelf: ok(undefined, '礼品已下架'),
      addGiftCodes: ok({ added: 2, stock: 2 }, '已添加 2 个兑换码'),
    });
    renderPage(<GiftPage />, { config: siteConfig, store });
    const table = within(await findLoadedTable('礼品'));
    expect(await table.findByText('读书会帆布袋')).toBeInTheDocument();
    expect(table.getByText('300 金币')).toBeInTheDocument();
    expect(table.getByText('文创周边')).toBeInTheDocument();
    expect(table.getByText('未分类')).toBeInTheDocument();
    expect(table.getByText('1 次')).toBeInTheDocument();

    await userEvent.click(table.getByRole('switch', { name: '上架 读书会帆布袋' }));
    await waitFor(() => expect(sent('setGiftShelf')).toHaveLength(1));
    expect(sent('setGiftShelf')[0].body).toEqual({ ids: [1], onShelf: 0 });

    expect(table.queryByRole('button', { name: '上传兑换码 读书会帆布袋' })).toBeNull();
    await userEvent.click(table.getByRole('button', { name: '上传兑换码 电子书兑换码' }));
    const dialog = await findDialog('上传兑换码：电子书兑换码');
    await userEvent.type(within(dialog).getByRole('textbox', hidden), 'EBK-1{Enter}EBK-2{Enter}EBK-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '上传', ...hidden }));
    await waitFor(() => expect(sent('addGiftCodes')).toHaveLength(1));
    expect(sent('addGiftCodes')[0].body).toEqual({ giftId: 2, codes: ['EBK-1', 'EBK-2', 'EBK-1'] });

    await userEvent.click(await screen.findByRole('combobox', { name: '分类' }));
    await userEvent.click(await screen.findByRole('option', { name: '图书' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(sent('getGiftList').some((c) => new URL(c.request.url).searchParams.get('categoryId') === '3')).toBe(true));
  });

  it('编辑礼品 picks the category from a dropdown of the enabled ones (and the gift’s own), 未分类 sending 0', async () => {
    const { store, sent } = siteTestStore({
      getGift: ok(gift({ categoryId: 4, categoryName: '旧分类' })),
      getGiftCategoryList: ok({
        list: [
          ...categories,
          { id: 4, name: '旧分类', sort: 30, enabled: 0, giftCount: 1 },
          { id: 5, name: '停用的', sort: 40, enabled: 0, giftCount: 0 },
        ],
        total: 4,
      }),
      getPointCategoryList: ok([]),
      updateGift: ok(gift({}), '礼品已修改'),
    });
    renderPage(<GiftEditPage />, { config: siteConfig, store, path: '/mall/createGift?id=1' });
    const select = (await screen.findByRole('combobox', { name: '分类' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('4'));
    expect([...select.options].map((o) => o.text)).toEqual(['未分类', '文创周边', '图书', '旧分类（已停用）']);
    await userEvent.selectOptions(select, '3');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateGift')).toHaveLength(1));
    expect(sent('updateGift')[0].body).toMatchObject({ id: 1, categoryId: 3 });
  });

  it('兑换订单 lists redemptions with their address and ships one with a tracking number', async () => {
    const { store, sent } = siteTestStore({
      getMallOrderList: ok({ list: [order({}), order({ id: 8, status: 40, cancelReason: '库存不足', address: null })], total: 2 }),
      shipMallOrders: ok({ shipped: 1 }, '已发货 1 单'),
    });
    renderPage(<OrderPage />, { config: siteConfig, store });
    const table = within(await findLoadedTable('兑换单'));
    expect(await table.findAllByText('读书会帆布袋')).toHaveLength(2);
    expect(table.getByText(/文三路 90 号/)).toBeInTheDocument();
    expect(table.getByText('取消原因：库存不足')).toBeInTheDocument();
    expect(table.queryByRole('button', { name: '发货 #8' })).toBeNull();

    await userEvent.click(table.getByRole('button', { name: '发货 #7' }));
    const dialog = await findDialog('发货（1 单）');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '#7 快递单号', ...hidden }), 'SF1234567890');
    const carrier = within(dialog).getAllByRole('textbox', hidden)[0];
    await userEvent.clear(carrier);
    await userEvent.type(carrier, '中通快递');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货', ...hidden }));
    await waitFor(() => expect(sent('shipMallOrders')).toHaveLength(1));
    expect(sent('shipMallOrders')[0].body).toEqual({ items: [{ id: 7, carrier: '中通快递', trackingNo: 'SF1234567890' }] });
  });
});
