import type { Schema } from '../../../../sdk';

/** 13800000000 → 138****0000; anything that is not a mainland number is hidden but for its last four characters. */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  if (/^1[0-9]{10}$/.test(mobile)) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  return mobile.length > 4 ? `****${mobile.slice(-4)}` : '****';
}

export function memberProfile(
  user: {
    id: number;
    account: string;
    userName: string;
    avatarUrl: string;
    mobile: string | null;
    userType: number;
    roles: string[];
    createdAt: Date;
    signature: string;
    gender: number;
    areaCode: string;
    areaAddress: string;
    hideActivity: boolean;
  },
  rankName: string,
): Schema<'MemberProfile'> {
  return {
    id: user.id,
    account: user.account,
    userName: user.userName,
    avatar: user.avatarUrl,
    mobile: maskMobile(user.mobile),
    rankName,
    createdAt: user.createdAt.toISOString(),
    // The owner, or anyone the site gave a console role: the member site links to 管理后台.
    isAdmin: user.userType === 1 || user.roles.length > 0,
    signature: user.signature,
    gender: (user.gender === 1 || user.gender === 2 ? user.gender : 0) as Schema<'MemberGender'>,
    areaCode: user.areaCode,
    areaAddress: user.areaAddress,
    hideActivity: user.hideActivity,
  };
}
