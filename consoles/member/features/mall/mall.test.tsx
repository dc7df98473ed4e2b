import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { fail, ok } from '#kit/test/fixtures';
import type { Schema } from '#sdk';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

const TOKEN = MEMBER_TOKEN;
const site = { ...memberSite, mallFunctionStatus: 1 as const };

const gift = (over: Partial<Schema<'Gift'>>): Schema<'Gift'> => ({
  id: 1,
  name: '读书会定制帆布袋',
  images: [],
  description: '加厚帆布，印有读书会标志。',
  categoryId: 2,
  categoryName: '文创周边',
  pointCategoryId: 7,
  pointCategoryName: '金币',
  points: 300,
  stock: 12,
  perMemberLimit: 2,
  kind: 'physical',
  onShelf: 1,
  redeemedCount: 4,
  createdAt: '2026-11-01T02:00:00.000Z',
  ...over,
});

const bag = gift({});
const book = gift({ id: 2, name: '年度好书盲盒', categoryId: 3, categoryName: '图书', points: 900, perMemberLimit: 1 });
const ebook = gift({ id: 3, name: '电子书平台月卡', categoryId: null, categoryName: '', kind: 'virtual', points: 250, stock: 5 });
const categories = [
  { id: 2, name: '文创周边' },
  { id: 3, name: '图书' },
];

const myPoints = (coins: number, signedToday = false) =>
  ok({
    list: [
      { categoryId: 6, code: 'reputation', name: '声望', unit: '点', balance: 120 },
      { categoryId: 7, code: 'coin', name: '金币', unit: '枚', balance: coins },
    ],
    signedToday,
    streak: signedToday ? 4 : 3,
    signPoints: 5,
  });

const order = (over: Partial<Schema<'MallOrder'>>): Schema<'MallOrder'> => ({
  id: 21,
  giftId: 1,
  giftName: '读书会定制帆布袋',
  giftImage: '',
  kind: 'physical',
  userId: 12,
  userName: '林间读书人',
  pointCategoryName: '金币',
  points: 300,
  status: 10,
  address: { name: '林小书', mobile: '13912345678', regionCode: '330106', regionName: '浙江省-杭州市-西湖区', detail: '文三路 90 号' },
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

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('积分商城 on the member site', () => {
  it('browses the gifts by the site’s gift categories, with my balances', async () => {
    const view = renderMember(
      '/mall',
      {
        getMemberSite: ok(site),
        getMemberProfile: ok(memberProfile),
        getMyPoints: myPoints(1500),
        getMallGiftList: (request: Request) =>
          ok({
            list: query(request).categoryId === '3' ? [book] : [ebook, book, bag],
            total: query(request).categoryId === '3' ? 1 : 3,
            categories,
          }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('link', { name: /读书会定制帆布袋/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /电子书平台月卡/ })).toHaveTextContent('虚拟');
    expect(await screen.findByRole('link', { name: '金币 1500' })).toHaveAttribute('href', '/points');
    const tabs = screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(tabs).toEqual(['文创周边', '图书']);
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '图书' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?category=3'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /读书会定制帆布袋/ })).toBeNull());
    expect(screen.getByRole('link', { name: /年度好书盲盒/ })).toHaveAttribute('href', '/mall/gift/2');
    expect(view.callsOf('getMallGiftList').some((c) => query(c.request).categoryId === '3')).toBe(true);
    expect(screen.getByRole('button', { name: '图书' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the mall is not open where the server answers 404', async () => {
    renderMember('/mall', { getMemberSite: ok(site), getMallGiftList: fail(404, 5, '积分商城未开通') });
    expect(await screen.findByText('本站的积分商城暂未开通')).toBeInTheDocument();
  });

  it('shows a gift and redeems it with a delivery address from the region picker, then opens my redemptions', async () => {
    const view = renderMember(
      '/mall/gift/1',
      {
        getMemberSite: ok(site),
        getMemberProfile: ok(memberProfile),
        getMyPoints: myPoints(1500),
        getMallGift: ok(bag),
        redeemGift: ok({ id: 21, status: 10, code: null, balance: 1200 }, '兑换成功，等待发货'),
        getMyRedemptionList: ok({ list: [order({})], total: 1 }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('heading', { name: '读书会定制帆布袋' })).toBeInTheDocument();
    expect(screen.getByText('每人限兑 2 次')).toBeInTheDocument();
    expect(await screen.findByText('我的金币：1500')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: '使用 300 金币兑换' });
    fireEvent.click(submit);
    expect(await screen.findByText('请输入收货人')).toBeInTheDocument();
    expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
    expect(view.callsOf('redeemGift')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('收货人'), { target: { value: ' 林小书 ' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13912345678' } });
    const province = await screen.findByRole('combobox', { name: '所在地区：省份' });
    fireEvent.change(province, { target: { value: '330000' } });
    fireEvent.change(screen.getByRole('combobox', { name: '所在地区：城市' }), { target: { value: '330100' } });
    fireEvent.change(screen.getByRole('combobox', { name: '所在地区：区县' }), { target: { value: '330106' } });
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '文三路 90 号' } });
    fireEvent.click(submit);

    await waitFor(() => expect(view.callsOf('redeemGift')).toHaveLength(1));
    expect(view.callsOf('redeemGift')[0].body).toEqual({
      giftId: 1,
      address: { name: '林小书', mobile: '13912345678', regionCode: '330106', regionName: '浙江省-杭州市-西湖区', detail: '文三路 90 号' },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mall/orders'));
  });

  it('hands out a virtual gift’s code at once, and the next gift opened starts with its own form', async () => {
    const view = renderMember(
      '/mall/gift/3',
      {
        getMemberSite: ok(site),
        getMemberProfile: ok(memberProfile),
        getMyPoints: myPoints(1500),
        getMallGift: (request: Request) => ok(query(request).id === '2' ? book : ebook),
        redeemGift: ok({ id: 22, status: 30, code: 'EBK-2048-0001', balance: 1250 }, '兑换成功，兑换码已发放'),
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('虚拟礼品兑换后立即发放兑换码。')).toBeInTheDocument();
    await screen.findByText('我的金币：1500');
    fireEvent.click(screen.getByRole('button', { name: '使用 250 金币兑换' }));
    expect(await screen.findByText('EBK-2048-0001')).toBeInTheDocument();
    expect(view.callsOf('redeemGift')[0].body).toEqual({ giftId: 3 });
    expect(screen.getByRole('link', { name: '查看我的兑换' })).toHaveAttribute('href', '/mall/orders');

    await view.router.navigate('/mall/gift/2');
    expect(await screen.findByRole('heading', { name: '年度好书盲盒' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '使用 900 金币兑换' })).toBeEnabled());
  });

  it('disables redeeming when my coins fall short or the stock is gone', async () => {
    renderMember(
      '/mall/gift/2',
      {
        getMemberSite: ok(site),
        getMemberProfile: ok(memberProfile),
        getMyPoints: myPoints(100),
        getMallGift: ok(book),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('button', { name: '金币不足' })).toBeDisabled();
  });

  it('lists my redemptions in every state, and filters by state', async () => {
    const view = renderMember(
      '/mall/orders',
      {
        getMemberSite: ok(site),
        getMemberProfile: ok(memberProfile),
        getMyRedemptionList: (request: Request) =>
          ok(
            query(request).status === '40'
              ? { list: [order({ id: 24, status: 40, cancelReason: '收货地址不在配送范围' })], total: 1 }
              : {
                  list: [
                    order({ id: 23, status: 20, carrier: '顺丰速运', trackingNo: 'SF1400000000', shippedAt: '2026-11-21T02:00:00.000Z' }),
                    order({ id: 22, kind: 'virtual', giftName: '电子书平台月卡', status: 30, address: null, code: 'EBK-2048-0001' }),
                    order({}),
                  ],
                  total: 3,
                },
          ),
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('顺丰速运：SF1400000000')).toBeInTheDocument();
    expect(screen.getByText('EBK-2048-0001')).toBeInTheDocument();
    expect(screen.getAllByText(/林小书 13912345678 · 浙江省-杭州市-西湖区 文三路 90 号/)).toHaveLength(2);
    expect(screen.getByText('#21').closest('section')).toHaveTextContent('待发货');

    fireEvent.click(screen.getByRole('button', { name: '已取消' }));
    expect(await screen.findByText('已取消：收货地址不在配送范围（积分已退回）')).toBeInTheDocument();
    expect(view.callsOf('getMyRedemptionList').some((c) => query(c.request).status === '40')).toBe(true);
  });

  it('shows my points by category with their history, and signs in once a day', async () => {
    let signed = false;
    const view = renderMember(
      '/points',
      {
        getMemberSite: ok(site),
        getMemberProfile: ok(memberProfile),
        getMyPoints: () => myPoints(signed ? 1505 : 1500, signed),
        getMyPointRecordList: ok({
          list: [
            {
              id: 9,
              categoryId: 7,
              categoryName: '金币',
              itemName: '兑换礼品',
              delta: -300,
              balance: 1500,
              reason: '兑换礼品「读书会定制帆布袋」',
              createdAt: '2026-11-20T02:00:00.000Z',
            },
            {
              id: 8,
              categoryId: 7,
              categoryName: '金币',
              itemName: '每日签到',
              delta: 5,
              balance: 1800,
              reason: '每日签到（连续 3 天）',
              createdAt: '2026-11-20T01:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
        dailySign: () => {
          signed = true;
          return ok({ streak: 4, delta: 5, balance: 1505, categoryId: 7 }, '签到成功，金币 +5');
        },
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('1500')).toBeInTheDocument();
    expect(screen.getByText('金币（枚）')).toBeInTheDocument();
    expect(screen.getByText('声望（点）')).toBeInTheDocument();
    expect(screen.getByText('已连续签到 3 天')).toBeInTheDocument();
    expect(await screen.findByText('兑换礼品「读书会定制帆布袋」')).toBeInTheDocument();
    expect(screen.getByText('-300')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '签到 +5' }));
    await waitFor(() => expect(view.callsOf('dailySign')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(screen.getByText('已连续签到 4 天')).toBeInTheDocument();
    expect(within(screen.getByText('1505').parentElement as HTMLElement).getByText('金币（枚）')).toBeInTheDocument();
  });

  it('sends a reader who is not signed in to the login page from my redemptions', async () => {
    const view = renderMember('/mall/orders', { getMemberSite: ok(site) });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });
});
