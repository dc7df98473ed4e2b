import { mallOpen } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { findLicense } from '../license/license-repository';
import { licenseState } from '../license/license-state';
import { findSiteSetting } from '../site-console/site-setting-repository';

export const MALL_CLOSED = '积分商城未开通：需要旗舰版，并在站点设置中开启礼品功能';

/** Spec §4's Mall rule, on the server: the site's gift setting is on and its licence (in force) is above 2; and, as
 * the site console's menu (§2.3), the mall's own switch (mallFunctionStatus) is on. */
export async function isMallOpen(db: Executor, siteId: number): Promise<boolean> {
  const [setting, license] = await Promise.all([findSiteSetting(db, siteId), findLicense(db, siteId)]);
  if (!setting) return false;
  return mallOpen({
    giftStatus: setting.basic.giftStatus,
    mallFunctionStatus: setting.mallFunctionStatus,
    licenseType: licenseState(license).effectiveType,
  });
}
