// Issue 25 item 9: a member's email, verified by a code that arrives at a real SMTP server on loopback; notification
// emails for the kinds the site enables; the daily digest once a day; one-click unsubscribe (RFC 8058); the channel off
// without SMTP settings.
import { and, eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { withEffects } from '../../contract/request-effects';
import { notificationSends } from '../notification/notification.tables';
import { notifyMembers } from '../notification/notify-member';
import { sendDailyDigests } from './digest';
import { memberEmails } from './member-email.tables';

let server: TestServer;
let smtp: TestSmtp;
let siteId: number;
let reader: number;
let other: number;
let readerToken: string;
let otherToken: string;
let adminToken: string;
const host = 'mail.localhost';
let signIns = 0;

const login = async (account: string) => {
  const res = await server.call('memberLogin', { host, remoteAddress: `10.78.0.${++signIns}`, body: { account, password: 'demo123456' } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
};

const codeIn = (mail: ParsedMail) => /验证码：(\d{6})/.exec(mail.text ?? '')?.[1];
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
const unsubscribeLink = (mail: ParsedMail) => /^<(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';

const notify = (kind: 'memberBanned' | 'reportResolved', title: string, userIds: number[]) =>
  withEffects(() =>
    server.database.db.transaction((tx) =>
      notifyMembers(
        tx,
        userIds.map((userId) => ({ siteId, userId, kind, title, content: '内容里有 <b>标签</b> & 符号', link: '/post/7' })),
      ),
    ),
  );

const unsubscribe = (link: string, method: 'GET' | 'POST', hostName = host) => {
  const url = new URL(link);
  return server.app.inject({
    method,
    url: `${url.pathname}${url.search}`,
    headers: { host: hostName, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
  });
};

const memberRow = async (userId: number) =>
  (
    await server.database.db
      .select()
      .from(memberEmails)
      .where(and(eq(memberEmails.siteId, siteId), eq(memberEmails.userId, userId)))
  )[0];

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ config: { smtp: smtp.settings } });
  const owner = await server.fixtures.account({ mobile: '13900000900' });
  siteId = await server.fixtures.site({ ownerId: owner, slug: 'mail', name: '邮件测试社区' });
  await server.fixtures.siteUser({ siteId, account: 'mail_admin', roles: ['SiteManage'] });
  reader = await server.fixtures.siteUser({ siteId, account: 'mail_reader', userName: '林间<读书人>' });
  other = await server.fixtures.siteUser({ siteId, account: 'mail_other' });
  readerToken = await login('mail_reader');
  otherToken = await login('mail_other');
  adminToken = await server.fixtures.loginConsole('mail', 'mail_admin');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('verifying an address', () => {
  it('sends a code that arrives, refuses a wrong one, verifies with the right one and refuses it replayed', async () => {
    const before = await server.call('getMemberEmail', { token: readerToken, host });
    expect(before.body.data).toEqual({ email: '', verified: false, pending: false, digestEnabled: true, channelOn: true });

    const sent = await server.call('requestMemberEmailVerification', { token: readerToken, host, body: { email: 'Lin@Example.com' } });
    expect(sent).toMatchObject({ status: 200, body: { data: { email: 'li****@example.com', verified: false, pending: true } } });
    const [mail] = await smtp.waitFor(1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('lin@example.com');
    expect(mail.subject).toMatch(/^【邮件测试社区】邮箱验证码 \d{6}$/);
    expect(mail.from?.text).toContain('noreply@localhost');
    // The member's name is escaped in the HTML.
    expect(mail.html).toContain('林间&#60;读书人&#62;');
    const code = codeIn(mail)!;
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash is stored.
    expect((await memberRow(reader)).codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await server.call('verifyMemberEmail', { token: readerToken, host, body: { code: wrong } });
    expect(refused).toMatchObject({ status: 400, body: { description: '验证码错误' } });

    const ok = await server.call('verifyMemberEmail', { token: readerToken, host, body: { code } });
    expect(ok).toMatchObject({
      status: 200,
      body: { description: '邮箱已验证', data: { email: 'li****@example.com', verified: true, pending: false } },
    });
    const replay = await server.call('verifyMemberEmail', { token: readerToken, host, body: { code } });
    expect(replay).toMatchObject({ status: 400, body: { description: '验证码已失效，请重新获取' } });
  });

  it('refuses an expired code, and an address another member of the site verified', async () => {
    smtp.clear();
    await server.call('requestMemberEmailVerification', { token: otherToken, host, body: { email: 'other@example.com' } });
    const [mail] = await smtp.waitFor(1);
    await server.database.db
      .update(memberEmails)
      .set({ codeExpiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(memberEmails.siteId, siteId), eq(memberEmails.userId, other)));
    const expired = await server.call('verifyMemberEmail', { token: otherToken, host, body: { code: codeIn(mail)! } });
    expect(expired).toMatchObject({ status: 400, body: { description: '验证码已失效，请重新获取' } });

    const taken = await server.call('requestMemberEmailVerification', { token: otherToken, host, body: { email: 'lin@example.com' } });
    expect(taken).toMatchObject({ status: 409, body: { description: '该邮箱已被本站其他会员验证，请换一个邮箱' } });
  });
});

describe('notification emails, the digest and unsubscribing', () => {
  let digestLink = '';

  it('sends the kinds the site enables for email, through the send log, and not the others', async () => {
    const saved = await server.call('updateNotificationChannelSetting', {
      token: adminToken,
      host,
      body: { smsKinds: [], wechatKinds: [], emailKinds: ['memberBanned'] },
    });
    expect(saved.body.data).toEqual({ smsKinds: [], wechatKinds: [], emailKinds: ['memberBanned'], emailChannelOn: true });
    // A client that does not know the email channel keeps it.
    await server.call('updateNotificationChannelSetting', { token: adminToken, host, body: { smsKinds: [], wechatKinds: [] } });
    const read = await server.call('getNotificationChannelSetting', { token: adminToken, host });
    expect(read.body.data).toMatchObject({ emailKinds: ['memberBanned'], emailChannelOn: true });

    smtp.clear();
    const { effects } = await notify('memberBanned', '你已被封禁 <script>alert(1)</script>', [reader, other]);
    expect(effects.outbox).toBe(true);
    await notify('reportResolved', '你的举报已处理', [reader]);
    await server.deps.deliveries.run();
    const mails = await smtp.waitFor(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('【邮件测试社区】你已被封禁 <script>alert(1)</script>');
    expect(mail.html).toContain('你已被封禁 &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('内容里有 &#60;b&#62;标签&#60;/b&#62; &#38; 符号');
    expect(mail.text).toContain('http://mail.localhost/post/7');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(mail)).toMatch(/^http:\/\/mail\.localhost\/email\/unsubscribe\?token=/);

    const sends = await server.database.db
      .select()
      .from(notificationSends)
      .where(and(eq(notificationSends.siteId, siteId), eq(notificationSends.channel, 'email')));
    const byUser = (userId: number) => sends.find((s) => s.userId === userId);
    expect(byUser(reader)).toMatchObject({ status: 'sent', provider: 'smtp', template: 'memberBanned', content: '' });
    // The other member has no verified address: the send fails with the reason.
    expect(byUser(other)).toMatchObject({ status: 'failed', error: '成员没有已验证的邮箱' });
    expect(sends.filter((s) => s.template === 'reportResolved')).toHaveLength(0);

    // The kind's own unsubscribe link stops that kind: its email switch in 我的 › 通知设置 is off.
    const emailSwitch = async (kind: string) => {
      const list = await server.call('getMyNotificationPreferenceList', { token: readerToken, host });
      return (list.body.data.list as { kind: string; channel: string; enabled: boolean }[]).find(
        (p) => p.kind === kind && p.channel === 'email',
      );
    };
    expect(await emailSwitch('memberBanned')).toEqual({ kind: 'memberBanned', channel: 'email', enabled: true });
    const posted = await unsubscribe(unsubscribeLink(mail), 'POST');
    expect(posted.statusCode).toBe(200);
    expect(await emailSwitch('memberBanned')).toEqual({ kind: 'memberBanned', channel: 'email', enabled: false });
    smtp.clear();
    await notify('memberBanned', '再次封禁', [reader]);
    await server.deps.deliveries.run();
    expect(await smtp.messages()).toHaveLength(0);
    // Turned on again in 通知设置: the kind's email comes again.
    const on = await server.call('updateMyNotificationPreference', {
      token: readerToken,
      host,
      body: { kind: 'memberBanned', channel: 'email', enabled: true },
    });
    expect(on.status).toBe(200);
    await notify('memberBanned', '第三次封禁', [reader]);
    await server.deps.deliveries.run();
    const [again] = await smtp.waitFor(1);
    expect(`${again.subject}${again.text}`).toContain('第三次封禁');
    smtp.clear();
  });

  it('sends one digest a day with the unread notifications, never twice', async () => {
    smtp.clear();
    expect(await sendDailyDigests(server.deps)).toBe(1);
    const [digest] = await smtp.waitFor(1);
    expect(digest.subject).toMatch(/^【邮件测试社区】每日摘要：你有 4 条未读通知$/);
    expect(digest.text).toContain('你的举报已处理');
    expect(digest.html).toContain('&#60;script&#62;');
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    digestLink = unsubscribeLink(digest);
    expect(digestLink).toContain('.digest.');

    expect(await sendDailyDigests(server.deps)).toBe(0);
    expect(await smtp.messages()).toHaveLength(1);
    // The next day, new unread notifications: a new digest.
    await server.database.db
      .update(memberEmails)
      .set({ lastDigestAt: sql`now() - interval '1 day'` })
      .where(eq(memberEmails.siteId, siteId));
    await notify('reportResolved', '又一条举报已处理', [reader]);
    expect(await sendDailyDigests(server.deps)).toBe(1);
    await smtp.waitFor(2);
  });

  it('unsubscribes from the digest in one click, without signing in; a tampered token changes nothing', async () => {
    const page = await unsubscribe(digestLink, 'GET');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('退订每日摘要邮件');
    expect(page.body).toMatch(/<form method="post" action="\/email\/unsubscribe\?token=/);

    const token = new URL(digestLink).searchParams.get('token')!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = await unsubscribe(`http://${host}/email/unsubscribe?token=${encodeURIComponent(tampered)}`, 'POST');
    expect(forged.statusCode).toBe(400);
    const otherKind = token.replace('.digest.', '.reportResolved.');
    expect((await unsubscribe(`http://${host}/email/unsubscribe?token=${encodeURIComponent(otherKind)}`, 'POST')).statusCode).toBe(400);
    // A genuine token on another site's host.
    expect((await unsubscribe(digestLink, 'POST', 'elsewhere.localhost')).statusCode).toBe(400);
    expect((await memberRow(reader)).digestEnabled).toBe(true);

    const posted = await unsubscribe(digestLink, 'POST');
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('已退订');
    expect((await memberRow(reader)).digestEnabled).toBe(false);

    smtp.clear();
    await server.database.db
      .update(memberEmails)
      .set({ lastDigestAt: sql`now() - interval '1 day'` })
      .where(eq(memberEmails.siteId, siteId));
    await notify('reportResolved', '第三条举报已处理', [reader]);
    expect(await sendDailyDigests(server.deps)).toBe(0);
    expect(await smtp.messages()).toHaveLength(0);

    const status = await server.call('getMemberEmail', { token: readerToken, host });
    expect(status.body.data).toMatchObject({ verified: true, digestEnabled: false });
    const again = await server.call('updateMemberEmailDigest', { token: readerToken, host, body: { digestEnabled: true } });
    expect(again.body.data).toMatchObject({ digestEnabled: true });
  });

  it("puts the address in the member's own data, and erasure clears it", async () => {
    const exported = await server.call('exportMyData', { token: readerToken, host, body: { format: 'json' } });
    expect(exported.status).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: exported.body.data.url, headers: { host } });
    const data = JSON.parse(file.body);
    expect(data.email).toEqual([expect.objectContaining({ email: 'lin@example.com', digestEnabled: '开启' })]);

    const erased = await server.call('eraseMyAccount', { token: otherToken, host, body: { password: 'demo123456', content: 'keep' } });
    expect(erased.status).toBe(200);
    expect(await memberRow(other)).toBeUndefined();
  });

  it('removes the address', async () => {
    const removed = await server.call('removeMemberEmail', { token: readerToken, host });
    expect(removed).toMatchObject({ status: 200, body: { data: { email: '', verified: false } } });
    expect(await memberRow(reader)).toBeUndefined();
  });
});

describe('without SMTP settings', () => {
  it('keeps the email channel off and says so', async () => {
    const off = await startTestServer();
    try {
      const owner = await off.fixtures.account({ mobile: '13900000901' });
      const offSite = await off.fixtures.site({ ownerId: owner, slug: 'nomail', name: '无邮件社区' });
      await off.fixtures.siteUser({ siteId: offSite, account: 'nomail_admin', roles: ['SiteManage'] });
      await off.fixtures.siteUser({ siteId: offSite, account: 'nomail_reader' });
      const res = await off.call('memberLogin', { host: 'nomail.localhost', body: { account: 'nomail_reader', password: 'demo123456' } });
      const token = res.body.data.token as string;
      const status = await off.call('getMemberEmail', { token, host: 'nomail.localhost' });
      expect(status.body.data).toMatchObject({ channelOn: false });
      const refused = await off.call('requestMemberEmailVerification', {
        token,
        host: 'nomail.localhost',
        body: { email: 'a@example.com' },
      });
      expect(refused).toMatchObject({ status: 403, body: { description: '本站暂未开启邮件功能：服务器没有配置发信（SMTP）' } });
      const admin = await off.fixtures.loginConsole('nomail', 'nomail_admin');
      const setting = await off.call('getNotificationChannelSetting', { token: admin, host: 'nomail.localhost' });
      expect(setting.body.data).toMatchObject({ emailKinds: [], emailChannelOn: false });
    } finally {
      await off.close();
    }
  });
});
