import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/**
 * 站点设置, 功能设置 and 清除缓存 (admin or SiteManage). The setting itself is read with the kit's
 * `api.getSiteSetting`, the service agreement with the register page's `siteAuthApi.getSiteServiceAgreement`.
 */
export const settingApi = injectOperations({
  updateSiteSetting: opEnvelopeMutation('updateSiteSetting'),
  getWatermarkTypeList: opQuery('getWatermarkTypeList'),
  updateSiteServiceAgreement: opEnvelopeMutation('updateSiteServiceAgreement'),
  clearSiteCache: opEnvelopeMutation('clearSiteCache'),
});
