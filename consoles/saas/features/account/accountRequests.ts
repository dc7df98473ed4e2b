import type { RegionValue } from '#kit/city/regions';
import type { Schema } from '#sdk';

export interface ProfileValues {
  userName: string;
  /** 1 male, 2 female; 0 while the account has none set. */
  gender: number;
  region: RegionValue;
  company: string;
  position: string;
}

export function profileValues(account: Schema<'AccountInfo'> | null): ProfileValues {
  return {
    userName: account?.userName ?? '',
    gender: account?.gender ?? 0,
    region: { code: account?.areaCode ?? '', name: account?.areaAddress ?? '' },
    company: account?.company ?? '',
    position: account?.position ?? '',
  };
}

/** `updateAccount` (§7): userName, gender, areaCode, areaAddress, company, position. */
export function toProfileInput(values: ProfileValues): { body: Schema<'ProfileInput'> } {
  return {
    body: {
      userName: values.userName.trim(),
      gender: values.gender as 1 | 2,
      areaCode: values.region.code,
      areaAddress: values.region.name,
      company: values.company.trim(),
      position: values.position.trim(),
    },
  };
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
}

/** `changePassword` (§7): oldPassword, newPassword. */
export function toChangePasswordInput(values: PasswordValues): { body: Schema<'ChangePasswordInput'> } {
  return { body: { oldPassword: values.oldPassword, newPassword: values.newPassword } };
}
