// The migrations folder is the only way the schema reaches a database, so it must say exactly what the tables files say:
// drizzle-kit, run against a copy of the folder, has to find nothing to write.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatusValues, ConsoleRoleValues } from '../../sdk/generated/enums';
import drizzleConfig from '../drizzle.config';
import { startTestServer, type TestServer } from '../test/harness';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDir = resolve(repoRoot, drizzleConfig.out ?? '');
const drizzleKit = join(repoRoot, 'node_modules/drizzle-kit/bin.cjs');

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal: Journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('migrations', () => {
  it('hold every change of the tables files (drizzle-kit generate finds nothing to add)', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'commune-migrations-'));
    try {
      cpSync(migrationsDir, scratch, { recursive: true });
      // drizzle-kit only takes an `out` relative to where it runs; the schema and dialect come from the project's config.
      const result = spawnSync(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect',
          drizzleConfig.dialect,
          '--schema',
          String(drizzleConfig.schema),
          '--out',
          relative(repoRoot, scratch),
        ],
        { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
      );
      const output = `${result.stdout}${result.stderr}`;
      const added = filesUnder(scratch).filter((file) => !existsSync(join(migrationsDir, file)));
      const sqlAdded = added.filter((file) => file.endsWith('.sql')).map((file) => readFileSync(join(scratch, file), 'utf8'));
      const fix = 'run `npx drizzle-kit generate --config server/drizzle.config.ts --name <what changed>` and commit the migration';
      expect(added, `the tables files changed without a migration; ${fix}:\n${sqlAdded.join('\n')}`).toEqual([]);
      // A change drizzle-kit cannot decide alone (a rename?) makes it ask, fail without a terminal, and still exit 0.
      expect(output, `drizzle-kit did not confirm the schema is unchanged; ${fix}`).toContain('No schema changes');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('are listed once each in the journal, in order, each with its snapshot chained to the one before', () => {
    const sqlFiles = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`).sort()).toEqual(sqlFiles.sort());
    let previousId = '00000000-0000-0000-0000-000000000000';
    let previousWhen = 0;
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
      // The migrator applies only migrations newer than the last one applied: a `when` out of order is skipped silently.
      expect(entry.when, `${entry.tag} is dated before the migration it follows`).toBeGreaterThan(previousWhen);
      const snapshot = JSON.parse(readFileSync(join(migrationsDir, 'meta', `${String(index).padStart(4, '0')}_snapshot.json`), 'utf8'));
      expect(snapshot.prevId, `${entry.tag}'s snapshot does not follow the previous one`).toBe(previousId);
      previousId = snapshot.id;
      previousWhen = entry.when;
    });
    const snapshots = readdirSync(join(migrationsDir, 'meta')).filter((file) => file.endsWith('_snapshot.json'));
    expect(snapshots).toHaveLength(journal.entries.length);
  });
});

describe('enum columns, as migrated', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error). */
  async function errorCode(statement: Promise<unknown>): Promise<string | undefined> {
    try {
      await statement;
      return undefined;
    } catch (error) {
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      return cause?.code ?? code;
    }
  }

  it('take every value the contract lists and refuse any other', async () => {
    const { db } = server.database;
    const accountId = await server.fixtures.account({ mobile: '13900000001' });
    for (const status of AccountStatusValues) {
      expect(await errorCode(db.execute(sql`update accounts set status = ${status} where id = ${accountId}`))).toBeUndefined();
    }
    expect(await errorCode(db.execute(sql`update accounts set status = 9 where id = ${accountId}`))).toBe('23514');

    const siteId = await server.fixtures.site({ ownerId: accountId, slug: 'enums' });
    const userId = await server.fixtures.siteUser({ siteId, account: 'roles' });
    const setRoles = (roles: string[]) =>
      db.execute(sql`update site_users set roles = ${`{${roles.join(',')}}`}::text[] where site_id = ${siteId} and id = ${userId}`);
    expect(await errorCode(setRoles([...ConsoleRoleValues]))).toBeUndefined();
    expect(await errorCode(setRoles(['Post', 'Moderator']))).toBe('23514');
  });
});
