import { describe, expect, it } from 'vitest';
import { blankGift, parseCodes, toCancelInput, toCreateGiftInput, toOrderListInput, toShipInput } from './mallRequests';

describe('mall request builders', () => {
  it('a new gift from the form: numbers, trimmed text, the rest as set', () => {
    expect(toCreateGiftInput({ ...blankGift, name: ' 帆布袋 ', points: '300', stock: '50' }).body).toEqual({
      name: '帆布袋',
      points: 300,
      stock: 50,
      perMemberLimit: 0,
      categoryName: '',
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
});
