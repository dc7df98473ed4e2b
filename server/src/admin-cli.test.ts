// The operator command that gives a production database its first main manager, run as the operator runs it:
// a child process on the server's settings (here an embedded database in a temporary DATA_DIR).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without type declarations
import { buildServer } from '../../scripts/build.mjs';
import { securityEvents } from './audit/audit.tables';
import { verifySecret } from './auth/secrets';
import { openDatabase } from './db/database';
import { findPasswordHash } from './modules/account/account-repository';
import { findAccount } from './modules/account/manager-role-repository';

const root = join(import.meta.dirname, '..', '..');
const dataDir = join(mkdtempSync(join(tmpdir(), 'commune-admin-')), 'db');
// The command as `npm run admin` runs it: the built bundle (built here unless up to date), not the sources through tsx.
beforeAll(() => buildServer(), 120_000);
afterAll(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

function admin(args: string[], stdin = ''): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(root, 'server/dist/admin-cli.js'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(stdin);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Reads the database between runs (PGlite's data dir takes one process at a time, so never while a command runs). */
async function inspect<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const FIRST = '13912345678';
const SECOND = '13912345679';

// Each command is a process of its own: seconds alone, longer beside a full `npm test`.
describe('npm run admin -- create', { timeout: 240_000 }, () => {
  it('refuses a password shorter than the contract allows, and creates nothing', async () => {
    const { code, output } = await admin(['create', '--mobile', FIRST, '--password-stdin'], 'abc12\n');
    expect(code).toBe(1);
    expect(output).toContain('密码不能少于6位');
    expect(output).not.toContain('abc12');
    expect(await inspect((db) => findAccount(db, { mobile: FIRST }))).toBeUndefined();
  });

  it('refuses a password given on the command line', async () => {
    const { code, output } = await admin(['create', '--mobile', FIRST, '--password', 'argv-secret-1']);
    expect(code).toBe(1);
    expect(output).toContain('不接受命令行里的密码');
    expect(output).not.toContain('argv-secret-1');
  });

  it('creates the account as main manager, hashing the password and recording who did it', async () => {
    const { code, output } = await admin(['create', '--mobile', FIRST, '--password-stdin'], 'first-secret-1\n');
    expect(output).toContain(`已建立账号 ${FIRST}，并设为主管理员`);
    expect(code).toBe(0);
    expect(output).not.toContain('first-secret-1');
    await inspect(async (db) => {
      const account = await findAccount(db, { mobile: FIRST });
      expect(account).toMatchObject({ isMainManager: 1, userType: 1, status: 1 });
      const hash = (await findPasswordHash(db, account?.id as number)) as string;
      expect(hash).not.toContain('first-secret-1');
      expect(await verifySecret(hash, 'first-secret-1')).toBe(true);
      const events = await db.select().from(securityEvents);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        realm: 'saas',
        action: 'mainManagerTransferred',
        actorName: 'server-cli',
        targetId: String(account?.id),
      });
      expect(JSON.stringify(events[0])).not.toContain('first-secret-1');
    });
  });

  it('refuses a second main manager without --transfer, before asking for a password', async () => {
    const { code, output } = await admin(['create', '--mobile', SECOND, '--password-stdin'], 'second-secret-1\n');
    expect(code).toBe(1);
    expect(output).toContain(`已有主管理员 ${FIRST}`);
    expect(output).toContain('--transfer');
    expect(await inspect((db) => findAccount(db, { mobile: SECOND }))).toBeUndefined();
  });

  it('moves the main role with --transfer; the old main manager keeps every permission', async () => {
    const { code, output } = await admin(['create', '--mobile', SECOND, '--password-stdin', '--transfer'], 'second-secret-1\n');
    expect(output).toContain(`已建立账号 ${SECOND}，并把主管理员身份转给它`);
    expect(code).toBe(0);
    expect(output).not.toContain('second-secret-1');
    await inspect(async (db) => {
      expect(await findAccount(db, { mobile: SECOND })).toMatchObject({ isMainManager: 1, userType: 1 });
      const old = await findAccount(db, { mobile: FIRST });
      expect(old).toMatchObject({ isMainManager: 0, userType: 1 });
      expect(old?.permissions).toContain('AccountManager');
      expect(await db.select().from(securityEvents)).toHaveLength(2);
    });
  });

  it('says so, and changes nothing, for the main manager itself', async () => {
    const { code, output } = await admin(['create', '--mobile', SECOND]);
    expect(code).toBe(0);
    expect(output).toContain('已经是主管理员');
    expect(await inspect((db) => db.select().from(securityEvents))).toHaveLength(2);
  });
});
