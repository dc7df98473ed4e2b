import { ADMIN_ROLE } from '#kit/permission/access';
import { MALL_ROLE, QUESTION_ROLE } from '#kit/permission/roles';
import { licenseAllows, Switch } from '#sdk';

export interface Capability {
  key: 'question' | 'mall';
  title: string;
  enabled: boolean;
  /** Why it is not available, in brackets after 未开通. */
  reason?: string;
}

export interface CapabilityInput {
  /** The session's derived roles (§4: `Question`, `Mall`). */
  roles: readonly string[];
  /** The effective licence type (`getIndexBase`). */
  licenseType: number;
  /** `siteBasicSetting.giftStatus`. */
  giftStatus: number;
}

/**
 * What the licence opens for this session, from the roles §4 derives: 问答 with `Question` (licence type not 1);
 * 积分商城 with `Mall` (gift exchange on, licence type above 2, and the account holds Mall — the owner's `admin`
 * holds everything). The text is what the home page shows, e.g. `问答：未开通（需专业版及以上）`.
 */
export function siteCapabilities({ roles, licenseType, giftStatus }: CapabilityInput): Capability[] {
  const admin = roles.includes(ADMIN_ROLE);
  const question: Capability = roles.includes(QUESTION_ROLE)
    ? { key: 'question', title: '问答', enabled: true }
    : { key: 'question', title: '问答', enabled: false, reason: '需专业版及以上' };
  const licenceAllowsMall = licenseAllows.mall(licenseType);
  const giftOn = giftStatus === Switch.on;
  const mallRole = roles.includes(MALL_ROLE) || (admin && licenceAllowsMall && giftOn);
  const mall: Capability = mallRole
    ? { key: 'mall', title: '积分商城', enabled: true }
    : {
        key: 'mall',
        title: '积分商城',
        enabled: false,
        reason: !licenceAllowsMall ? '需旗舰版' : !giftOn ? '需在站点设置中开启礼品兑换' : '当前账号没有积分商城权限',
      };
  return [question, mall];
}

/** `问答：已开通` / `问答：未开通（需专业版及以上）`. */
export function capabilityText(capability: Capability): string {
  return `${capability.title}：${capability.enabled ? '已开通' : `未开通（${capability.reason}）`}`;
}

/** Whole days from now until the licence expires (0 on its last day, negative once expired). */
export function daysLeft(expiresAt: string, now = Date.now()): number {
  return Math.ceil((Date.parse(expiresAt) - now) / 86_400_000);
}
