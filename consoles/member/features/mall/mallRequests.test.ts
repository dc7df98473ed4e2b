import { describe, expect, it } from 'vitest';
import { blankAddress, checkAddress, toRedeemInput } from './mallRequests';

describe('redeeming on the member site', () => {
  const address = {
    name: '林小书',
    mobile: '13912345678',
    regionCode: '330106',
    regionName: '浙江省-杭州市-西湖区',
    detail: '文三路 90 号',
  };
  it('says what an address lacks with the contract’s messages', () => {
    expect(checkAddress(blankAddress)).toEqual({
      name: '请输入收货人',
      mobile: '请输入手机号',
      regionCode: '请选择所在地区',
      detail: '请输入详细地址',
    });
    expect(checkAddress({ ...address, mobile: '123' })).toEqual({ mobile: '请输入正确的手机号' });
    expect(checkAddress(address)).toEqual({});
  });
  it('sends the address only for physical gifts', () => {
    expect(toRedeemInput({ id: 3, kind: 'physical' }, address)).toEqual({ body: { giftId: 3, address } });
    expect(toRedeemInput({ id: 5, kind: 'virtual' }, address)).toEqual({ body: { giftId: 5 } });
  });
});
