// SMS limits under bursts: a code's tries and a number's sends are counted atomically, a registered number is not told
// apart before its code is proven, and no site name reaches an SMS.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { loadConfig } from '../config';
import { smsCodes, smsOutbox } from './sms.tables';

let server: TestServer;
let site: { id: number; host: string };
const BURST = 100;

beforeAll(async () => {
  server = await startTestServer();
  const holder = await server.fixtures.account({ mobile: '13800000001', main: true });
  const phishing = '某银行】账户冻结请登录 http://a.cn【';
  site = { id: await server.fixtures.site({ ownerId: holder, slug: 'bait', name: phishing }), host: 'bait.localhost' };
  await server.fixtures.siteUser({ siteId: site.id, account: 'member_0302', mobile: '13900000302' });
  await server.fixtures.account({ mobile: '13800000002' });
});
afterAll(() => server?.close());

const outboxOf = (mobile: string) => server.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
const burst = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => make(i)));

describe('a code’s tries are claimed before it is checked', () => {
  it.each([
    ['verifyResetCode', 'sendForgetSms', '13800000001', undefined],
    ['verifyConsoleResetCode', 'sendConsoleForgetSms', '13900000302', 'bait.localhost'],
  ] as const)(
    '%s: of 100 wrong codes at once at most 5 are checked, and the right code is then refused',
    async (verify, send, mobile, host) => {
      expect((await server.call(send, { body: { mobile }, host })).status).toBe(200);
      const code = (await server.fixtures.lastSmsCode(mobile))!;
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = await burst(() => server.call(verify, { body: { mobile, code: wrong }, host }));
      expect(answers.every((a) => a.status === 400)).toBe(true);
      // Every check takes one try first, so the tries taken are the checks made.
      const [row] = await server.database.db.select({ attempts: smsCodes.attempts }).from(smsCodes).where(eq(smsCodes.mobile, mobile));
      expect(row.attempts).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.body.description.startsWith('验证码错误，还可以再试')).length).toBe(4);
      const right = await server.call(verify, { body: { mobile, code }, host });
      expect(right.status).toBe(400);
      expect(right.body.description).toBe('验证码错误次数过多，请重新获取');
    },
  );
});

describe('one SMS per number per cooldown, however many ask at once', () => {
  it.each([
    ['sendRegisterSms', '13900000311', undefined],
    ['sendForgetSms', '13800000001', undefined],
    ['sendConsoleRegisterSms', '13900000312', 'bait.localhost'],
    ['sendConsoleForgetSms', '13900000302', 'bait.localhost'],
  ] as const)('%s: 100 sends to one number at once send exactly one message', async (operation, mobile, host) => {
    // The tries above already texted some of these numbers: start from an empty slate for this number.
    await server.database.db.delete(smsCodes).where(eq(smsCodes.mobile, mobile));
    await server.database.db.delete(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    const answers = await burst(() => server.call(operation, { body: { mobile }, host }));
    expect(await outboxOf(mobile)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.body.description).toMatch(/^发送过于频繁，请 \d+ 秒后再试$/);
    }
  });
});

describe('registration does not tell whether a number is registered', () => {
  it('answers a registered number like a new one, under the same cooldown, and texts it a notice instead of a code', async () => {
    const fresh = await server.call('sendRegisterSms', { body: { mobile: '13900000321' }, remoteAddress: '10.3.0.1' });
    const taken = await server.call('sendRegisterSms', { body: { mobile: '13800000002' }, remoteAddress: '10.3.0.1' });
    expect(taken).toEqual(fresh);
    expect(await server.fixtures.lastSmsCode('13800000002')).toBeUndefined();
    expect((await outboxOf('13800000002')).at(-1)?.content).toMatch(/^【Commune】该手机号已注册站点管理中心账号，请直接登录/);
    const again = await server.call('sendRegisterSms', { body: { mobile: '13800000002' }, remoteAddress: '10.3.0.2' });
    expect(again.status).toBe(429);
  });

  it('answers a made-up code for a registered number as a wrong code, not as 已注册', async () => {
    const res = await server.call('register', { body: { mobile: '13800000002', code: '123456', password: 'qinghe2026' } });
    expect(res.status).toBe(400);
    expect(res.body.description).toMatch(/^验证码错误/);
  });
});

describe('the SMS text is the deployment’s, never a site’s', () => {
  it('signs a site console’s code with SMS_SIGNATURE and leaves the site’s name out', async () => {
    expect((await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000331' }, host: site.host })).status).toBe(200);
    const [message] = await outboxOf('13900000331');
    expect(message.content).toMatch(/^【Commune】验证码 \d{6}，用于注册站点账号，5 分钟内有效。请勿泄露给他人。$/);
    expect(message.content).not.toMatch(/银行|http|冻结/);
  });

  it('takes the signature from SMS_SIGNATURE and refuses one that could close the brackets or carry a link', () => {
    expect(loadConfig({ SMS_SIGNATURE: '青禾社区' }).smsSignature).toBe('青禾社区');
    for (const bad of ['某银行】冻结【', 'a[b]', '（官方）', 'bank.example.com', '13800000000']) {
      expect(() => loadConfig({ SMS_SIGNATURE: bad })).toThrow(/SMS_SIGNATURE/);
    }
  });
});
