import type { OperationBody, Schema } from '#sdk';

export interface AddressValues {
  name: string;
  mobile: string;
  regionCode: string;
  regionName: string;
  detail: string;
}

export const blankAddress: AddressValues = { name: '', mobile: '', regionCode: '', regionName: '', detail: '' };

/** The form's messages, the contract's (MallAddress's x-messages). */
export function checkAddress(values: AddressValues): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {};
  if (!values.name.trim()) errors.name = '请输入收货人';
  else if (values.name.trim().length > 20) errors.name = '收货人不能超过 20 个字';
  if (!values.mobile.trim()) errors.mobile = '请输入手机号';
  else if (!/^1[0-9]{10}$/.test(values.mobile.trim())) errors.mobile = '请输入正确的手机号';
  if (!/^[0-9]{6}$/.test(values.regionCode)) errors.regionCode = '请选择所在地区';
  if (!values.detail.trim()) errors.detail = '请输入详细地址';
  else if (values.detail.trim().length > 100) errors.detail = '详细地址不能超过 100 个字';
  return errors;
}

export function toRedeemInput(gift: Pick<Schema<'Gift'>, 'id' | 'kind'>, address: AddressValues): { body: OperationBody<'redeemGift'> } {
  if (gift.kind === 'virtual') return { body: { giftId: gift.id } };
  return {
    body: {
      giftId: gift.id,
      address: {
        name: address.name.trim(),
        mobile: address.mobile.trim(),
        regionCode: address.regionCode,
        regionName: address.regionName,
        detail: address.detail.trim(),
      },
    },
  };
}
