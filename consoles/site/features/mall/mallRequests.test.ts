import { describe, expect, it } from 'vitest';
import {
  blankGift,
  blankGiftCategory,
  parseCodes,
  toCancelInput,
  toCreateGiftCategoryInput,
  toCreateGiftInput,
  toGiftListInput,
  toOrderListInput,
  toShipInput,
  toUpdateGiftCategoryInput,
} from './mallRequests';

describe('mall request builders', () => {
  it('a new gift from the form: numbers, trimmed text, the rest as set', () => {
    expect(toCreateGiftInput({ ...blankGift, name: ' 帆布袋 ', points: '300', stock: '50' }).body).toEqual({
      name: '帆布袋',
      points: 300,
      stock: 50,
      perMemberLimit: 0,
      categoryId: 0,
      description: '',
      kind: 'physical',
      onShelf: 1,
      images: [],
    });
  });
  it('codes one a line, commas and blanks too', () => {
    expect(parseCodes('A-1\nA-2, A-3，A-4\n\n')).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
  });
  it('orders: only the filters set; shipping and cancelling', () => {
    expect(toOrderListInput({ keyword: ' 小林 ', status: '10', kind: '', startDate: '', endDate: '' }, { page: 2, pageSize: 20 })).toEqual({
      query: { page: 2, pageSize: 20, keyword: '小林', status: 10 },
    });
    expect(toShipInput([{ id: 3, trackingNo: ' SF1 ' }], ' 顺丰速运 ')).toEqual({
      body: { items: [{ id: 3, carrier: '顺丰速运', trackingNo: 'SF1' }] },
    });
    expect(toCancelInput(3, ' 缺货 ')).toEqual({ body: { id: 3, reason: '缺货' } });
  });
  it('gift categories: a blank order puts a new one last, an edit keeps the order; the list filters by category', () => {
    expect(toCreateGiftCategoryInput({ ...blankGiftCategory, name: ' 图书 ' }).body).toEqual({ name: '图书', enabled: 1 });
    expect(toCreateGiftCategoryInput({ name: '图书', sort: '5', enabled: false }).body).toEqual({ name: '图书', sort: 5, enabled: 0 });
    const category = { id: 3, name: '图书', sort: 20, enabled: 1 as const, giftCount: 2 };
    expect(toUpdateGiftCategoryInput(category, { name: '好书', sort: '', enabled: true }).body).toEqual({
      id: 3,
      name: '好书',
      sort: 20,
      enabled: 1,
    });
    const filters = { keyword: '', kind: '', onShelf: '', categoryId: '0' };
    expect(toGiftListInput(filters, { page: 1, pageSize: 20 }).query).toEqual({ page: 1, pageSize: 20, categoryId: 0 });
    expect(toGiftListInput({ ...filters, categoryId: '' }, { page: 1, pageSize: 20 }).query).toEqual({ page: 1, pageSize: 20 });
  });
});
