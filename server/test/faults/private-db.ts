// One throw-away PostgreSQL database per fault test file, migrated, with an account holder to sign in as.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashSecret } from '../../src/auth/secrets';
import { openDatabase } from '../../src/db/database';
import { accounts } from '../../src/modules/account/account.tables';
import { createPrivateDatabase as copyMigratedDatabase } from '../private-database';

// Not the demo's logins: a production start refuses to serve those (seed/demo-guard.ts).
export const HOLDER_MOBILE = '13912345678';
export const PASSWORD = 'fault-tier-9527';

export interface PrivateDatabase {
  url: string;
  name: string;
  /** Runs SQL as the administrator, outside the database's own pool (to terminate its connections, say). */
  admin(sql: string, values?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

export async function createPrivateDatabase(adminUrl: string): Promise<PrivateDatabase> {
  const name = `commune_fault_${randomBytes(5).toString('hex')}`;
  const copy = await copyMigratedDatabase(adminUrl, name);
  const handle = await openDatabase({ url: copy.url, poolSize: 1 });
  await handle.db.insert(accounts).values({ mobile: HOLDER_MOBILE, passwordHash: await hashSecret(PASSWORD), userName: '陈思远' });
  await handle.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  return {
    url: copy.url,
    name,
    admin: (sql, values) => admin.query(sql, values),
    async drop() {
      await admin.end();
      await copy.drop();
    },
  };
}

/** The fault tier runs on the machine's PostgreSQL and Redis only; without them each file says why it skips. */
export function faultTierSkipReason(needs: ('TEST_DATABASE_URL' | 'TEST_REDIS_URL')[]): string | undefined {
  const missing = needs.filter((name) => !process.env[name]);
  if (!missing.length) return undefined;
  const reason = `SKIPPED: the fault tier needs ${missing.join(' and ')} (.ci/run sets them; e.g. postgres://postgres@127.0.0.1:5432/test, redis://127.0.0.1:6379)`;
  console.warn(reason);
  return reason;
}
