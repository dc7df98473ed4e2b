import type { Schema } from '../../../../sdk';
import type { ConsolePrincipal } from '../../auth/principal';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { sanitizeHtml } from '../../http/sanitize-html';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import { updateSiteProfile } from '../site/site-repository';
import type { SiteBasicSettingColumn } from './site-console.tables';
import * as repo from './site-setting-repository';

const SETTING_CACHE_SECONDS = 300;
const AGREEMENT_MAX_LENGTH = 100_000;

type SiteSetting = Schema<'SiteSetting'>;
type SiteSettingInput = Schema<'SiteSettingInput'>;

export type SiteSettingService = ReturnType<typeof createSiteSettingService>;

export function createSiteSettingService({ db, cache, sites, config }: ModuleDeps) {
  async function read(siteId: number): Promise<SiteSetting> {
    const key = cacheKeys.siteSetting(siteId);
    const cached = await cache.get<SiteSetting>(key);
    if (cached) return cached;
    const row = await repo.findSiteSetting(db, siteId);
    if (!row) throw notFound('站点不存在');
    const { basic, updatedAt, ...rest } = row;
    const setting = { ...rest, siteBasicSetting: basic, updatedAt: updatedAt.toISOString() } as SiteSetting;
    await cache.set(key, setting, SETTING_CACHE_SECONDS);
    return setting;
  }

  return {
    read,

    /** The token's own site; another site's id answers exactly as a missing one. */
    async readOwn(principal: ConsolePrincipal, siteId?: number): Promise<SiteSetting> {
      if (siteId !== undefined && siteId !== principal.siteId) throw notFound('站点不存在');
      return read(principal.siteId);
    },

    /** What the console's pages show before sign-in, for the site the host names; nothing else is public. */
    async publicInfo(site: SiteRef, request: RequestInfo): Promise<Schema<'SitePublicInfo'>> {
      const setting = await read(site.id);
      return {
        siteId: site.id,
        siteName: setting.siteName,
        logoUrl: setting.siteBasicSetting.logoUrl,
        faviconUrl: setting.siteBasicSetting.faviconUrl,
        registerStatus: setting.registerStatus,
        centreUrl: `${request.protocol}://${config.baseDomain}${request.portSuffix}/`,
      };
    },

    async update(site: SiteRef, input: SiteSettingInput): Promise<SiteSetting> {
      const { siteName: rawName, siteDescription, siteBasicSetting, ...switches } = input;
      const siteName = rawName?.trim();
      if (siteName !== undefined && [...siteName].length < 2) throw badRequest('站点名称至少 2 个字');
      if (siteBasicSetting?.watermarkType !== undefined && !(await repo.watermarkTypeExists(db, siteBasicSetting.watermarkType))) {
        throw badRequest('水印类型不存在');
      }
      await db.transaction(async (tx) => {
        const current = await repo.lockBasicSetting(tx, site.id);
        if (!current) throw notFound('站点不存在');
        const basic = siteBasicSetting ? ({ ...current, ...siteBasicSetting } as SiteBasicSettingColumn) : undefined;
        await repo.updateSiteSettingRow(tx, site.id, { ...switches, ...(basic && { basic }) });
        if (siteName !== undefined || siteDescription !== undefined) {
          await updateSiteProfile(tx, site.id, {
            ...(siteName !== undefined && { name: siteName }),
            ...(siteDescription !== undefined && { description: siteDescription.trim() }),
          });
        }
      });
      // A new name must reach every cached copy of the site (its SiteRef included); otherwise the settings alone.
      if (siteName !== undefined && siteName !== site.name) await sites.forget(site);
      else await cache.del(cacheKeys.siteSetting(site.id));
      return read(site.id);
    },

    async readAgreement(siteId: number): Promise<Schema<'ServiceAgreement'>> {
      const row = await repo.findAgreement(db, siteId);
      if (!row) throw notFound('站点不存在');
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },

    async updateAgreement(siteId: number, input: Schema<'ServiceAgreementInput'>): Promise<Schema<'ServiceAgreement'>> {
      const title = input.title.trim();
      if (!title) throw badRequest('请输入协议标题');
      const content = sanitizeHtml(input.content);
      if (!content) throw badRequest('协议内容不能为空（脚本、样式等不安全的内容会被去掉）');
      // Escaping stray `<` can lengthen text; the stored document must still fit the limit.
      if (content.length > AGREEMENT_MAX_LENGTH) throw badRequest(`协议内容不能超过 ${AGREEMENT_MAX_LENGTH} 个字符`);
      const row = await repo.updateAgreement(db, siteId, { title, content });
      if (!row) throw notFound('站点不存在');
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },
  };
}
