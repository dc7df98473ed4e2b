import type { Database } from '../db/database';
import { tooManyRequests } from '../http/errors';
import { lockClass, lockCounter } from './advisory-lock';
import * as repo from './auth-failure-repository';

/** Failures from one IP, all sites and both realms together, within this window… */
export const IP_WINDOW_SECONDS = 15 * 60;
/** …beyond LOGIN_FAILURES_PER_IP of them, that IP waits for the oldest to age out. */
export const DEFAULT_FAILURES_PER_IP = 50;
/** Failed guesses at one account from one IP that cost nothing; each further one waits twice as long as the last. */
export const FREE_FAILURES_PER_ACCOUNT_IP = 5;
export const FIRST_DELAY_SECONDS = 60;
export const MAX_DELAY_SECONDS = 60 * 60;
/** How long one IP's failures at an account are remembered. */
export const ACCOUNT_IP_MEMORY_SECONDS = 24 * 60 * 60;

/** Seconds an (account, IP) pair with this many remembered failures must wait after the last one. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES_PER_ACCOUNT_IP) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES_PER_ACCOUNT_IP));
}

export function formatWait(seconds: number): string {
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

/** One guess at a secret: `realm` names the door, `key` the account (its id when it exists, else the name typed). */
export interface Guess {
  realm: string;
  key: string;
  ip: string;
}

const signInTooMany = (wait: string) => `登录失败次数过多，请 ${wait}后再试`;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Limits guessing without letting a guesser lock the owner out. Per account, only the IP that guesses is slowed: five
 * free failures, then 1, 2, 4 … up to 60 minutes between tries, so the owner coming from elsewhere still gets in. Per
 * IP, all accounts, sites and realms together: LOGIN_FAILURES_PER_IP within 15 minutes. Same answer whether or not
 * the account exists.
 *
 * A try is claimed before the secret is checked (under a per-IP lock, in its own short transaction), so of a burst of
 * parallel guesses only as many reach argon2 as the limits allow; the claim stays as the failure unless the check
 * proves the secret right.
 */
export function createLoginThrottle(db: Database, options: { failuresPerIp: number }) {
  const scopes = (guess: Guess) => ({
    ip: `ip:${guess.ip}`,
    pair: `${guess.realm}:${guess.key.toLowerCase()}@${guess.ip}`,
  });

  return {
    /**
     * Runs `check` (true: the secret was right) if the limits allow a try now, else answers 429 with how long to wait.
     * A check that throws does not count as a failure.
     */
    async attempt(guess: Guess, check: () => Promise<boolean>, tooMany: (wait: string) => string = signInTooMany): Promise<boolean> {
      const s = scopes(guess);
      const claimed = await db.transaction(async (tx) => {
        // The pair scope holds the IP, so the one lock per IP serialises both counters.
        await lockCounter(tx, lockClass.loginIp, guess.ip);
        const byIp = await repo.recentFailures(tx, s.ip, IP_WINDOW_SECONDS);
        if (byIp.n >= options.failuresPerIp) throw tooManyRequests(tooMany(formatWait(IP_WINDOW_SECONDS - byIp.oldestAge)));
        const byPair = await repo.recentFailures(tx, s.pair, ACCOUNT_IP_MEMORY_SECONDS);
        const wait = delayAfter(byPair.n) - byPair.newestAge;
        if (byPair.n && wait > 0) throw tooManyRequests(tooMany(formatWait(wait)));
        return repo.insertFailures(tx, [s.ip, s.pair]);
      });
      let right: boolean;
      try {
        right = await check();
      } catch (error) {
        await repo.deleteFailures(db, claimed);
        throw error;
      }
      if (right) {
        await repo.deleteFailures(db, claimed);
        await repo.forgetScope(db, s.pair);
      }
      return right;
    },
  };
}
