import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashSecret, newSmsCode, verifySecret } from '../auth/secrets';
import type { Database } from '../db/database';
import { badRequest, tooManyRequests } from '../http/errors';
import { smsCodes } from './sms.tables';
import type { SmsProvider } from './sms-provider';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_COOLDOWN_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_DAILY_PER_MOBILE = 10;
export const SMS_DAILY_PER_IP = 30;

export type SmsPurpose = 'saas_register' | 'saas_reset' | 'console_register' | 'console_reset';

const purposeText: Record<SmsPurpose, string> = {
  saas_register: '注册站点管理中心账号',
  saas_reset: '找回站点管理中心密码',
  console_register: '注册站点账号',
  console_reset: '找回站点账号密码',
};

export interface SendRequest {
  mobile: string;
  purpose: SmsPurpose;
  siteId: number | null;
  siteName?: string;
  ip: string;
  /** False when the number must not learn anything (reset for an unknown number): limits apply, nothing is sent. */
  deliver: boolean;
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

/** Six-digit codes: 5 minutes, hashed, single use, 5 wrong tries, 60 s between sends to one number, daily caps per number and per IP. */
export function createSmsCodeService(db: Database, provider: SmsProvider) {
  const siteMatch = (siteId: number | null) => (siteId === null ? isNull(smsCodes.siteId) : eq(smsCodes.siteId, siteId));

  return {
    async send(req: SendRequest) {
      const [last] = await db
        .select({ age: sql<number>`extract(epoch from now() - ${smsCodes.createdAt})::int` })
        .from(smsCodes)
        .where(eq(smsCodes.mobile, req.mobile))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (last && last.age < SMS_COOLDOWN_SECONDS) throw tooManyRequests(`发送过于频繁，请 ${SMS_COOLDOWN_SECONDS - last.age} 秒后再试`);
      const dayAgo = sql`now() - interval '1 day'`;
      const [perMobile] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, req.mobile), gt(smsCodes.createdAt, dayAgo)));
      if (perMobile.n >= SMS_DAILY_PER_MOBILE) throw tooManyRequests('该手机号今日获取验证码次数已达上限，请明天再试');
      const [perIp] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, req.ip), gt(smsCodes.createdAt, dayAgo)));
      if (perIp.n >= SMS_DAILY_PER_IP) throw tooManyRequests('今日获取验证码次数已达上限，请明天再试');

      const code = newSmsCode();
      await db.insert(smsCodes).values({
        mobile: req.mobile,
        purpose: req.purpose,
        siteId: req.siteId,
        codeHash: await hashSecret(code),
        ip: req.ip,
        expiresAt: sql`now() + interval '${sql.raw(String(SMS_CODE_TTL_SECONDS))} seconds'`,
      });
      if (req.deliver) {
        const where = req.siteName ? `【${req.siteName}】` : '【Commune】';
        await provider.send({
          mobile: req.mobile,
          content: `${where}验证码 ${code}，用于${purposeText[req.purpose]}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效。请勿泄露给他人。`,
          purpose: req.purpose,
          siteId: req.siteId,
        });
      }
      return { cooldownSeconds: SMS_COOLDOWN_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
    },

    /** Consumes the newest live code for this number and purpose, or throws a 400 that says why. */
    async consume(mobile: string, purpose: SmsPurpose, siteId: number | null, code: string) {
      const [row] = await db
        .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.purpose, purpose),
            siteMatch(siteId),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (!row) throw badRequest('验证码错误或已过期，请重新获取');
      if (row.attempts >= SMS_MAX_ATTEMPTS) throw badRequest('验证码错误次数过多，请重新获取');
      if (!(await verifySecret(row.codeHash, code))) {
        const [after] = await db
          .update(smsCodes)
          .set({ attempts: sql`${smsCodes.attempts} + 1` })
          .where(eq(smsCodes.id, row.id))
          .returning({ attempts: smsCodes.attempts });
        const left = SMS_MAX_ATTEMPTS - after.attempts;
        throw badRequest(left > 0 ? `验证码错误，还可以再试 ${left} 次` : '验证码错误次数过多，请重新获取');
      }
      // Single use even when two requests race with the right code: only one update finds it unconsumed.
      const used = await db
        .update(smsCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      if (!used.length) throw badRequest('验证码错误或已过期，请重新获取');
    },
  };
}
