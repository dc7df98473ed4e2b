// A member's email address: adding one sends a 6-digit code (argon2id-hashed, 15 minutes, 5 wrong tries, one use; a
// new code replaces the old), verifying it makes it the member's address unless another member of the site verified it
// first (the unique index decides under concurrency), removing it forgets it. The digest switch lives here too.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import { ResultType } from '../../../../sdk';
import { hashSecret, newSmsCode, verifySecret } from '../../auth/secrets';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import type { MemberRef } from '../notification/notification-service';
import { emailSiteOf, memberNameOf } from './email-site';
import { verificationEmail } from './email-text';
import { memberEmails } from './member-email.tables';

const CODE_MINUTES = 15;
const MAX_ATTEMPTS = 5;
const TAKEN = '该邮箱已被本站其他会员验证，请换一个邮箱';

/** lin@example.com → li****@example.com */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1) || 1)}****${email.slice(at)}`;
}

export function createMemberEmailService(deps: Pick<ModuleDeps, 'db' | 'sites' | 'mailer' | 'log'>) {
  const { db, mailer } = deps;
  const mine = (me: MemberRef) => and(eq(memberEmails.siteId, me.siteId), eq(memberEmails.userId, me.siteUserId));
  const rowOf = async (me: MemberRef) => (await db.select().from(memberEmails).where(mine(me)))[0];

  async function status(me: MemberRef): Promise<Schema<'MemberEmailStatus'>> {
    const row = await rowOf(me);
    const pending = Boolean(row?.pendingEmail && row.codeExpiresAt && row.codeExpiresAt > new Date());
    return {
      // The verified address while there is one (it keeps receiving mail until a new one is verified).
      email: maskEmail(row?.email ?? (pending ? row?.pendingEmail : null)),
      verified: Boolean(row?.email),
      pending,
      digestEnabled: row?.digestEnabled ?? true,
      channelOn: mailer.on,
    };
  }

  async function takenByAnother(me: MemberRef, email: string) {
    const [other] = await db
      .select({ userId: memberEmails.userId })
      .from(memberEmails)
      .where(and(eq(memberEmails.siteId, me.siteId), eq(memberEmails.email, email), ne(memberEmails.userId, me.siteUserId)));
    return Boolean(other);
  }

  return {
    status,

    async request(me: MemberRef, body: OperationBody<'requestMemberEmailVerification'>) {
      if (!mailer.on) throw forbidden('本站暂未开启邮件功能：服务器没有配置发信（SMTP）');
      const email = body.email.trim().toLowerCase();
      const current = await rowOf(me);
      if (current?.email === email) throw badRequest('该邮箱已验证，无需重复验证');
      if (await takenByAnother(me, email)) throw conflict(TAKEN);
      const site = await emailSiteOf(deps, me.siteId);
      const userName = await memberNameOf(db, me.siteId, me.siteUserId);
      if (!site || !userName) throw forbidden();
      const code = newSmsCode();
      const codeHash = await hashSecret(code);
      const values = {
        pendingEmail: email,
        codeHash,
        codeExpiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
        codeAttempts: 0,
        updatedAt: new Date(),
      };
      await db
        .insert(memberEmails)
        .values({ siteId: me.siteId, userId: me.siteUserId, ...values })
        .onConflictDoUpdate({ target: [memberEmails.siteId, memberEmails.userId], set: values });
      try {
        await mailer.send({ to: email, ...verificationEmail(site, userName, code) });
      } catch (error) {
        deps.log.warn({ err: error, siteId: me.siteId }, 'verification email not sent');
        await db
          .update(memberEmails)
          .set({ pendingEmail: null, codeHash: null, codeExpiresAt: null })
          .where(and(mine(me), eq(memberEmails.codeHash, codeHash)));
        throw new AppError(ResultType.serviceUnavailable, '验证邮件发送失败，请稍后再试');
      }
      return status(me);
    },

    async verify(me: MemberRef, body: OperationBody<'verifyMemberEmail'>) {
      const row = await rowOf(me);
      if (!row?.pendingEmail || !row.codeHash || !row.codeExpiresAt || row.codeExpiresAt <= new Date() || row.codeAttempts >= MAX_ATTEMPTS)
        throw badRequest('验证码已失效，请重新获取');
      if (!(await verifySecret(row.codeHash, body.code))) {
        await db
          .update(memberEmails)
          .set({ codeAttempts: sql`${memberEmails.codeAttempts} + 1` })
          .where(and(mine(me), eq(memberEmails.codeHash, row.codeHash)));
        throw badRequest('验证码错误');
      }
      try {
        // Conditional on the code just checked: a replay (or a concurrent verify) finds it gone.
        const done = await db
          .update(memberEmails)
          .set({
            email: row.pendingEmail,
            verifiedAt: sql`now()`,
            pendingEmail: null,
            codeHash: null,
            codeExpiresAt: null,
            codeAttempts: 0,
            updatedAt: sql`now()`,
          })
          .where(and(mine(me), eq(memberEmails.codeHash, row.codeHash)))
          .returning({ userId: memberEmails.userId });
        if (!done.length) throw badRequest('验证码已失效，请重新获取');
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TAKEN);
        throw error;
      }
      return status(me);
    },

    async remove(me: MemberRef) {
      await db.delete(memberEmails).where(mine(me));
      return status(me);
    },

    async setDigest(me: MemberRef, body: OperationBody<'updateMemberEmailDigest'>) {
      const row = await rowOf(me);
      if (!row?.email) throw badRequest('请先绑定并验证邮箱');
      await db.update(memberEmails).set({ digestEnabled: body.digestEnabled, updatedAt: sql`now()` }).where(mine(me));
      return status(me);
    },
  };
}
