import { hashSecret, newSmsCode, verifySecret } from '../auth/secrets';
import type { Database } from '../db/database';
import { badRequest, tooManyRequests } from '../http/errors';
import * as repo from './sms-code-repository';
import { checkQuota } from './sms-ledger';
import type { SmsProvider } from './sms-provider';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_COOLDOWN_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_DAILY_PER_MOBILE = 10;
export const SMS_DAILY_PER_IP = 30;

export type SmsPurpose = repo.SmsPurpose;

const purposeText: Record<SmsPurpose, string> = {
  saas_register: '注册站点管理中心账号',
  saas_reset: '找回站点管理中心密码',
  console_register: '注册站点账号',
  console_reset: '找回站点账号密码',
};

const registeredText: Partial<Record<SmsPurpose, string>> = {
  saas_register: '该手机号已注册站点管理中心账号，请直接登录；如忘记密码，可在登录页找回。如非本人操作，请忽略本短信。',
  console_register: '该手机号已在您访问的站点注册，请直接登录；如忘记密码，可在登录页找回。如非本人操作，请忽略本短信。',
};

/**
 * What the number receives: the code; a notice that it is already registered (no code: the registration form answers
 * exactly as for a new number, and only the number's owner learns the truth); or nothing (a reset for a number that
 * has no account). Limits and cooldown apply alike to all three, so answers and timing never tell them apart.
 */
export type SmsDelivery = 'code' | 'registered' | 'nothing';

export interface SendRequest {
  mobile: string;
  purpose: SmsPurpose;
  siteId: number | null;
  ip: string;
  deliver: SmsDelivery;
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

/**
 * Six-digit codes: 5 minutes, hashed, single use, 5 wrong tries, 60 s between sends to one number, daily caps per
 * number and per IP. Every limit is claimed atomically before the work it limits: a send under a per-number and a
 * per-IP lock, a try by a conditional UPDATE, so parallel requests are counted one by one.
 *
 * The text never carries a site's name: anyone who signs up names a site, and a name would let them write what our
 * sender tells any number (a bank's phishing text, a link). The signature 【…】 is the deployment's own (SMS_SIGNATURE),
 * as carriers require one registered signature per sender anyway.
 */
export function createSmsCodeService(db: Database, provider: SmsProvider, options: { signature: string }) {
  const sign = (text: string) => `【${options.signature}】${text}`;

  return {
    async send(req: SendRequest) {
      // A site whose month's SMS quota is used up sends nothing (before any limit is counted).
      await checkQuota(db, req.siteId);
      const id = await db.transaction(async (tx) => {
        await repo.lockSends(tx, req.mobile, req.ip);
        const stats = await repo.sendStats(tx, req.mobile, req.ip);
        if (stats.lastAge !== null && stats.lastAge < SMS_COOLDOWN_SECONDS) {
          throw tooManyRequests(`发送过于频繁，请 ${SMS_COOLDOWN_SECONDS - stats.lastAge} 秒后再试`);
        }
        if (stats.perMobile >= SMS_DAILY_PER_MOBILE) throw tooManyRequests('该手机号今日获取验证码次数已达上限，请明天再试');
        if (stats.perIp >= SMS_DAILY_PER_IP) throw tooManyRequests('今日获取验证码次数已达上限，请明天再试');
        return repo.claimSend(tx, { mobile: req.mobile, purpose: req.purpose, siteId: req.siteId, ip: req.ip });
      });
      // Hashed after the claim commits: only an accepted send costs an argon2, and no lock waits for one.
      const code = newSmsCode();
      try {
        await repo.armCode(db, id, await hashSecret(code), SMS_CODE_TTL_SECONDS);
      } catch (error) {
        await repo.dropClaim(db, id);
        throw error;
      }
      if (req.deliver !== 'nothing') {
        const text =
          req.deliver === 'registered' && registeredText[req.purpose]
            ? registeredText[req.purpose]!
            : `验证码 ${code}，用于${purposeText[req.purpose]}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效。请勿泄露给他人。`;
        await provider.send({ mobile: req.mobile, content: sign(text), purpose: req.purpose, siteId: req.siteId });
      }
      return { cooldownSeconds: SMS_COOLDOWN_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
    },

    /** Consumes the newest live code for this number and purpose, or throws a 400 that says why. */
    async consume(mobile: string, purpose: SmsPurpose, siteId: number | null, code: string) {
      const live = { mobile, purpose, siteId };
      const claimed = await repo.claimTry(db, live, SMS_MAX_ATTEMPTS);
      if (!claimed) {
        const attempts = await repo.liveAttempts(db, live);
        throw badRequest(attempts === undefined ? '验证码错误或已过期，请重新获取' : '验证码错误次数过多，请重新获取');
      }
      let right: boolean;
      try {
        right = await verifySecret(claimed.codeHash, code);
      } catch (error) {
        // Not checked (the server was too busy): the try is given back.
        await repo.returnTry(db, claimed.id);
        throw error;
      }
      if (!right) {
        const left = SMS_MAX_ATTEMPTS - claimed.attempts;
        throw badRequest(left > 0 ? `验证码错误，还可以再试 ${left} 次` : '验证码错误次数过多，请重新获取');
      }
      // Single use even when two requests race with the right code: only one update finds it unconsumed.
      if (!(await repo.markConsumed(db, claimed.id))) throw badRequest('验证码错误或已过期，请重新获取');
    },
  };
}
