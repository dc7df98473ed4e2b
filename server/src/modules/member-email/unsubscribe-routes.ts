// One-click unsubscribe (RFC 8058) on each site's host, outside the contract: `POST /email/unsubscribe?token=…` (what
// a mail client sends for List-Unsubscribe-Post, or the confirmation page's button) stops what the signed token names
// without signing in and answers 200; `GET` shows that page. A token signed for another site than the host's, or
// tampered with, is refused (400) and changes nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MemberNotificationKindLabels } from '../../../../sdk/generated/enums';
import { escapeHtml } from '../../http/member-page-html';
import type { ModuleDeps } from '../deps';
import { UNSUBSCRIBE_PATH } from './email-site';
import { unsubscribe } from './member-email-preferences';
import { readUnsubscribe, type UnsubscribeTarget } from './unsubscribe-token';

const whatLabel = (target: UnsubscribeTarget) =>
  target.what === 'digest' ? '每日摘要邮件' : `「${MemberNotificationKindLabels[target.what]}」通知邮件`;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.6"><h1 style="font-size:1.3rem">${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

export function unsubscribeRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const targetOf = async (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const target = await readUnsubscribe(deps.db, token);
    const site = await deps.sites.byHost((request.headers.host ?? '').replace(/:\d+$/, ''));
    return target && site?.id === target.siteId ? { target, token, siteName: site.name } : undefined;
  };
  const refused = (reply: FastifyReply) => page(reply, 400, '退订链接无效', '<p>链接不完整或已被改动。请从邮件中重新打开退订链接。</p>');

  app.register(async (scope) => {
    // Mail clients post `List-Unsubscribe=One-Click` as a form; the body says nothing the token does not.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const found = await targetOf(request);
      if (!found) return refused(reply);
      return page(
        reply,
        200,
        `退订${whatLabel(found.target)}`,
        `<p>${escapeHtml(found.siteName)} 将不再给你发送${escapeHtml(whatLabel(found.target))}。</p>` +
          `<form method="post" action="${UNSUBSCRIBE_PATH}?token=${escapeHtml(encodeURIComponent(found.token))}">` +
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
          '<button type="submit" style="font-size:1rem;padding:.5rem 1.5rem">确认退订</button></form>' +
          '<p style="color:#888">之后可以在「我的 › 邮箱」重新开启。</p>',
      );
    });
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const found = await targetOf(request);
      if (!found) return refused(reply);
      await unsubscribe(deps.db, found.target);
      return page(reply, 200, '已退订', `<p>${escapeHtml(found.siteName)} 不会再给你发送${escapeHtml(whatLabel(found.target))}。</p>`);
    });
  });
}
