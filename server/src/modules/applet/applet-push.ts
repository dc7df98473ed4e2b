// The two push URLs in the module's routes: /wechat/component/event (授权事件: tickets, authorisations, registrations)
// and /wechat/:appid/event (消息与事件: audits, nickname and category reviews). A push with a bad signature answers 400
// and changes nothing; every opened push answers WeChat's literal `success`.

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ComponentEvent, readComponentPush } from '../../wechat/component-push';
import { WechatCryptError } from '../../wechat/msg-crypt';
import { WECHAT_OK } from '../../wechat/wechat-errors';
import type { ModuleDeps } from '../deps';
import { notifyConsoleUsers } from '../notification/notify-console';
import { siteUsers } from '../site/site.tables';
import { applets, fleetReleaseItems } from './applet.tables';
import type { AppletService } from './applet-service';
import { saveTicket } from './applet-store';

async function tellOwner(deps: ModuleDeps, siteId: number, title: string, content: string) {
  const [owner] = await deps.db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)));
  if (!owner) return;
  await notifyConsoleUsers(deps.db, [
    { siteId, userId: owner.id, kind: 'appletAuditResult', title, content, link: '/setting/wechatApplet' },
  ]);
}

/** What an opened push changes. */
export async function applyComponentEvent(deps: ModuleDeps, service: AppletService, event: ComponentEvent): Promise<void> {
  const byUserName = async (userName: string) => (await deps.db.select().from(applets).where(eq(applets.userName, userName)))[0];
  switch (event.type) {
    case 'component_verify_ticket':
      await saveTicket(deps.db, event.ticket);
      return;
    case 'unauthorized':
      await deps.db.update(applets).set({ registerStatus: 'unauthorized', updatedAt: new Date() }).where(eq(applets.appid, event.appid));
      return;
    case 'authorized':
    case 'updateauthorized': {
      // Only an appid already linked to a site is refreshed here; a new one is linked by /applet-redirect (its state names the site).
      const [row] = await deps.db.select().from(applets).where(eq(applets.appid, event.appid));
      if (row && service.client)
        await service.link(row.siteId, (await service.client.queryAuth(event.authorizationCode)) as { authorizer_appid: string });
      return;
    }
    case 'notify_third_fasteregister': {
      const info = typeof event.info === 'object' ? event.info : {};
      const registering = await deps.db.select().from(applets).where(eq(applets.registerStatus, 'registering'));
      const row = registering.find((r) => {
        const match = (r.registerTask?.match ?? {}) as Record<string, string>;
        const keys = Object.keys(match);
        return keys.length > 0 && keys.every((k) => String(info[k] ?? '') === String(match[k]));
      });
      if (!row) return;
      if (event.status === WECHAT_OK && event.authCode && service.client) {
        await service.link(row.siteId, (await service.client.queryAuth(event.authCode)) as { authorizer_appid: string });
      } else {
        await service.save(row.siteId, {
          registerStatus: 'registerFailed',
          registerTask: { ...row.registerTask, status: event.status, message: event.msg.slice(0, 500) },
        });
      }
      return;
    }
    case 'weapp_audit_success':
    case 'weapp_audit_fail':
    case 'weapp_audit_delay': {
      const row = await byUserName(event.userName);
      if (!row) return;
      const status = event.type === 'weapp_audit_success' ? 'passed' : event.type === 'weapp_audit_fail' ? 'rejected' : 'delayed';
      const reason = 'reason' in event ? event.reason.slice(0, 500) : '';
      await service.save(row.siteId, { auditStatus: status, auditReason: reason });
      if (status !== 'delayed') {
        await tellOwner(
          deps,
          row.siteId,
          status === 'passed' ? `小程序 ${row.auditVersion ?? ''} 审核通过` : `小程序 ${row.auditVersion ?? ''} 审核未通过`,
          status === 'passed' ? '代码审核已通过，将由平台发布。' : `驳回原因：${reason || '未说明'}`,
        );
        const items = await deps.db
          .select({ releaseId: fleetReleaseItems.releaseId })
          .from(fleetReleaseItems)
          .where(and(eq(fleetReleaseItems.siteId, row.siteId), eq(fleetReleaseItems.status, 'auditing')));
        for (const item of items) await deps.jobs.send('appletFleetStep', { releaseId: item.releaseId });
      }
      return;
    }
    case 'wxa_nickname_audit': {
      const row = await byUserName(event.userName);
      if (!row) return;
      const passed = event.ret === 3;
      await service.save(row.siteId, {
        nicknameAudit: { nickname: event.nickname, status: passed ? 'passed' : 'rejected', reason: event.reason.slice(0, 500) },
        ...(passed ? { nickname: event.nickname.slice(0, 60) } : {}),
      });
      return;
    }
    default:
      return;
  }
}

export function appletPushRoutes(app: FastifyInstance, deps: ModuleDeps, service: AppletService) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/xml', 'application/xml', 'text/plain'],
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const receive = async (request: { query: unknown; body: unknown }, reply: { code(n: number): { send(b: string): unknown } }) => {
      const config = service.config;
      if (!config) return reply.code(404).send('not configured');
      let event: ComponentEvent;
      try {
        event = readComponentPush(
          config,
          (request.query ?? {}) as Record<string, unknown>,
          typeof request.body === 'string' ? request.body : '',
        );
      } catch (error) {
        if (error instanceof WechatCryptError) {
          deps.log.warn({ reason: error.message }, 'wechat push refused');
          return reply.code(400).send('bad signature');
        }
        throw error;
      }
      await applyComponentEvent(deps, service, event);
      return reply.code(200).send('success');
    };
    scope.post('/wechat/component/event', receive);
    scope.post('/wechat/:appid/event', receive);
  });
}
