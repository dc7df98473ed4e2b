// What every part of the applet service shares: the third-party platform's client, the site's applet row, and
// `guarded`, which keeps a WeChat refusal as the site's last error and answers 409 with the Chinese explanation.
import { eq } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { conflict, notFound } from '../../http/errors';
import { type ComponentClient, createComponentClient } from '../../wechat/component-client';
import { WechatApiError } from '../../wechat/wechat-errors';
import type { ModuleDeps } from '../deps';
import { sites } from '../site/site.tables';
import { applets, type StoredAppletError } from './applet.tables';
import { tableTokenStore } from './applet-store';

type AppletRow = typeof applets.$inferSelect;
export type SiteRow = Pick<typeof sites.$inferSelect, 'id' | 'name' | 'slug'>;
export const iso = (d: Date) => d.toISOString();

export type AppletCore = ReturnType<typeof createAppletCore>;

export function createAppletCore(deps: ModuleDeps) {
  const { db } = deps;
  const config = deps.config.wechatComponent;
  const client: ComponentClient | undefined = config ? createComponentClient({ config, store: tableTokenStore(db) }) : undefined;

  function wx(): ComponentClient {
    if (!client) throw conflict('未配置微信第三方平台（WECHAT_COMPONENT_APPID），请联系平台管理员');
    return client;
  }

  async function rowOf(siteId: number): Promise<AppletRow | undefined> {
    return (await db.select().from(applets).where(eq(applets.siteId, siteId)))[0];
  }
  async function save(siteId: number, values: Partial<AppletRow>) {
    const set = { ...values, updatedAt: new Date() };
    await db
      .insert(applets)
      .values({ siteId, ...set })
      .onConflictDoUpdate({ target: applets.siteId, set });
  }

  /** Runs a WeChat call for a site; a refusal is kept as the site's last error and answers 409 in Chinese. */
  async function guarded<T>(siteId: number | null, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof WechatApiError)) throw error;
      const stored: StoredAppletError = {
        errcode: error.errcode,
        errmsg: error.errmsg.slice(0, 500),
        explanation: error.explanation,
        at: iso(new Date()),
      };
      if (siteId !== null) await save(siteId, { lastError: stored });
      throw conflict(`${error.explanation}（微信错误 ${error.errcode}）`);
    }
  }

  async function authorizedAppid(siteId: number): Promise<string> {
    const row = await rowOf(siteId);
    if (!row?.appid || row.registerStatus !== 'authorized') throw conflict('本站的小程序尚未授权给平台');
    return row.appid;
  }

  function summary(site: SiteRow, row: AppletRow | undefined): Schema<'AppletSummary'> {
    return {
      siteId: site.id,
      siteName: site.name,
      slug: site.slug,
      appid: row?.appid ?? null,
      registerStatus: (row?.registerStatus ?? 'unregistered') as Schema<'AppletRegisterStatus'>,
      registerKind: (row?.registerKind ?? null) as Schema<'AppletRegisterKind'> | null,
      nickname: row?.nickname ?? '',
      headImage: row?.headImage ?? '',
      releasedVersion: row?.releasedVersion ?? null,
      auditVersion: row?.auditVersion ?? null,
      auditStatus: (row?.auditStatus ?? 'none') as Schema<'AppletAuditStatus'>,
      auditReason: row?.auditReason ?? '',
      lastError: row?.lastError ?? null,
      updatedAt: iso(row?.updatedAt ?? new Date(0)),
    };
  }

  async function siteRow(siteId: number): Promise<SiteRow> {
    const [site] = await db.select({ id: sites.id, name: sites.name, slug: sites.slug }).from(sites).where(eq(sites.id, siteId));
    if (!site) throw notFound('站点不存在');
    return site;
  }

  async function siteApplet(siteId: number): Promise<Schema<'SiteApplet'>> {
    const site = await siteRow(siteId);
    const row = await rowOf(siteId);
    const quota = (used: unknown, total: unknown, fallback: number) => ({ used: Number(used ?? 0), quota: Number(total ?? fallback) });
    // biome-ignore lint/suspicious/noExplicitAny: getaccountbasicinfo, read field by field
    let basic: Record<string, any> = {};
    if (client && row?.appid && row.registerStatus === 'authorized') {
      basic = await client.getAccountBasicInfo(row.appid).catch(() => ({}));
    }
    const task = row?.registerTask;
    return {
      ...summary(site, row),
      nickname: basic.nickname_info?.nickname ?? row?.nickname ?? '',
      registerTask: task
        ? {
            kind: task.kind,
            status: task.status,
            message: task.message,
            authorizeUrl: task.authorizeUrl ?? null,
            submittedAt: task.submittedAt,
          }
        : null,
      signature: basic.signature_info?.signature ?? row?.signature ?? '',
      principalName: basic.principal_name ?? row?.principalName ?? '',
      nicknameAudit: row?.nicknameAudit
        ? {
            nickname: row.nicknameAudit.nickname,
            status: row.nicknameAudit.status as Schema<'AppletNicknameAuditStatus'>,
            reason: row.nicknameAudit.reason,
          }
        : { nickname: '', status: 'none', reason: '' },
      nicknameQuota: quota(basic.nickname_info?.modify_used_count, basic.nickname_info?.modify_quota, 2),
      signatureQuota: quota(basic.signature_info?.modify_used_count, basic.signature_info?.modify_quota, 5),
      headImageQuota: quota(basic.head_image_info?.modify_used_count, basic.head_image_info?.modify_quota, 5),
      funcInfo: row?.funcInfo ?? [],
    };
  }

  return { deps, db, client, config, wx, rowOf, save, guarded, authorizedAppid, summary, siteRow, siteApplet };
}
