// One throw-away database per test server on the PostgreSQL server, so files run in parallel without seeing each
// other. Each is a copy of a template migrated once per set of migrations: copying takes a fraction of a second where
// running every migration takes seconds, and the test tiers start dozens of servers.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';

const migrations = join(import.meta.dirname, '..', 'db', 'migrations');
const LOCK = 'commune_test_template';

/** Names what the migrations make: a template is reused while no migration file changes. */
export function migrationsHash() {
  const hash = createHash('sha1');
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    // The name and the journal too: the migrator applies by the journal's entries, so a renamed migration with the
    // same SQL needs a template of its own.
    hash.update(file);
    hash.update(readFileSync(join(migrations, file)));
  }
  hash.update(readFileSync(join(migrations, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 12);
}

const templateName = () => `commune_tpl_${migrationsHash()}`;

export function urlOf(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on an admin connection holding the advisory lock `lock`: the tier's workers take turns. */
export async function withAdminLock<T>(adminUrl: string, lock: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [lock]);
    return await work(admin);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [lock]).catch(() => undefined);
    await admin.end();
  }
}

/** Copies the migrated template (made first if missing) into a new database `name`. */
export function copyMigratedTemplate(adminUrl: string, name: string) {
  const template = templateName();
  // Serialised across the tier's workers: one migrates the template, the others wait and copy it.
  return withAdminLock(adminUrl, LOCK, async (admin) => {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const stale = await admin.query(`select datname from pg_database where datname like 'commune\\_tpl\\_%'`);
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${template}"`);
      const handle = await openDatabase({ url: urlOf(adminUrl, template), poolSize: 1 });
      try {
        await handle.migrate();
      } catch (error) {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        throw error;
      }
      await handle.close();
    }
    await copyDatabase(admin, template, name);
  });
}

/**
 * `CREATE DATABASE name TEMPLATE template`, for a test server. Its commits do not wait for the WAL to reach the disk
 * (synchronous_commit, set on this database only): a throw-away database has nothing to keep through a crash of
 * PostgreSQL, and the tiers' thousands of commits each waited for an fsync.
 */
export async function copyDatabase(admin: pg.Client, template: string, name: string) {
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
}

/** The test server's database `name` and how to drop it afterwards. */
export function privateDatabase(adminUrl: string, name: string) {
  return {
    url: urlOf(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createPrivateDatabase(adminUrl: string, name: string) {
  await copyMigratedTemplate(adminUrl, name);
  return privateDatabase(adminUrl, name);
}
