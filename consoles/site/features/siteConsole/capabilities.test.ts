import { describe, expect, it } from 'vitest';
import { deriveRoles } from '#kit/permission/roles';
import { capabilityText, daysLeft, siteCapabilities } from './capabilities';

/** What the home page says for a permission list on a site (§4 derivation first, as the session does). */
function texts(permissions: string[], licenseType: number, giftStatus: number) {
  const { roles } = deriveRoles(permissions, { licenseType, giftStatus });
  return siteCapabilities({ roles, licenseType, giftStatus }).map(capabilityText);
}

describe('capabilities from the derived roles', () => {
  it('basic licence: neither', () => {
    expect(texts(['admin'], 1, 1)).toEqual(['问答：未开通（需专业版及以上）', '积分商城：未开通（需旗舰版）']);
  });
  it('professional licence: questions only', () => {
    expect(texts(['admin'], 2, 1)).toEqual(['问答：已开通', '积分商城：未开通（需旗舰版）']);
  });
  it('flagship: the mall follows the gift switch', () => {
    expect(texts(['admin'], 3, 1)).toEqual(['问答：已开通', '积分商城：已开通']);
    expect(texts(['admin'], 3, 0)).toEqual(['问答：已开通', '积分商城：未开通（需在站点设置中开启礼品兑换）']);
  });
  it('an administrator needs Mall among their permissions for the mall', () => {
    expect(texts(['SiteBase', 'Mall'], 3, 1)).toEqual(['问答：已开通', '积分商城：已开通']);
    expect(texts(['SiteBase'], 3, 1)[1]).toBe('积分商城：未开通（当前账号没有积分商城权限）');
    expect(texts([], 2, 1)).toEqual(['问答：已开通', '积分商城：未开通（需旗舰版）']);
  });
});

describe('daysLeft', () => {
  const now = Date.parse('2026-11-21T10:00:00+08:00');
  it('counts whole days, rounding up', () => {
    expect(daysLeft('2026-12-01T10:00:00+08:00', now)).toBe(10);
    expect(daysLeft('2026-11-21T18:00:00+08:00', now)).toBe(1);
    expect(daysLeft('2026-11-11T10:00:00+08:00', now)).toBe(-10);
  });
});
