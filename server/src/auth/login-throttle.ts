import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tooManyRequests } from '../http/errors';
import { authFailures } from './auth.tables';

const WINDOW = sql`now() - interval '15 minutes'`;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Limits sign-in guesses per account and per IP within 15 minutes. Same answer whether or not the account exists. */
export function createLoginThrottle(db: Database) {
  const scopes = (realm: string, account: string, ip: string) => ({
    account: `${realm}:account:${account.toLowerCase()}`,
    ip: `${realm}:ip:${ip}`,
  });
  const failures = async (scope: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(authFailures)
      .where(and(eq(authFailures.scope, scope), gt(authFailures.createdAt, WINDOW)));
    return row.n;
  };
  return {
    async check(realm: string, account: string, ip: string) {
      const s = scopes(realm, account, ip);
      if ((await failures(s.account)) >= MAX_FAILURES_PER_ACCOUNT || (await failures(s.ip)) >= MAX_FAILURES_PER_IP) {
        throw tooManyRequests('登录失败次数过多，请 15 分钟后再试');
      }
    },
    async fail(realm: string, account: string, ip: string) {
      const s = scopes(realm, account, ip);
      await db.insert(authFailures).values([{ scope: s.account }, { scope: s.ip }]);
    },
    async succeed(realm: string, account: string, ip: string) {
      await db.delete(authFailures).where(inArray(authFailures.scope, [scopes(realm, account, ip).account]));
    },
  };
}
