// A PostgreSQL 15 primary, a streaming replica of it (`pg_basebackup -R`) and PgBouncer in transaction mode in front
// of the primary, each on a free loopback port, all in one temporary folder of their own: the layout of README
// "Running at scale", on this machine, stopped and removed by `stop()` or, failing that, when the process exits.
// PostgreSQL refuses to run as root (CI does): then every binary runs as the `postgres` user, who owns the folder.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../scripts/free-port';

const BIN = '/usr/lib/postgresql/15/bin';
const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface Cluster {
  dir: string;
  /** postgres:// URLs of the database `commune` on each. */
  primaryUrl: string;
  replicaUrl: string;
  pgbouncerUrl: string;
  /** e.g. "1.18.0"; from 1.21 PgBouncer can carry protocol-level prepared statements (max_prepared_statements). */
  pgbouncerVersion: string;
  pgbouncerPreparedStatements: boolean;
  /** Runs one statement on the primary or the replica, on a connection of its own. */
  sql(on: 'primary' | 'replica', text: string, values?: unknown[], database?: string): Promise<pg.QueryResult>;
  /** Stops the replica's replay (it keeps receiving) and waits until it has stopped. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopPrimary(): Promise<void>;
  startPrimary(): Promise<void>;
  /** Waits until the replica has replayed everything the primary had written when this was called. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** The logs, for failure messages. */
  logs(): string;
  stop(): Promise<void>;
}

/** Why the tier cannot run here (no PostgreSQL 15 binaries or no PgBouncer), or undefined. */
export function clusterSkipReason(): string | undefined {
  const missing = [join(BIN, 'initdb'), join(BIN, 'pg_basebackup'), PGBOUNCER].filter((path) => !existsSync(path));
  if (!missing.length) return undefined;
  const reason = `SKIPPED: the multi-node tier needs ${missing.join(', ')} (Debian's postgresql-15 and pgbouncer; .ci/run installs pgbouncer)`;
  console.warn(reason);
  return reason;
}

/** The uid and gid of `postgres` when this process is root, for every binary the cluster runs. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** `sharedBuffers`: the primary's and the replica's (the tier's small default; the bench reads a forum of 100,000 posts). */
export async function startCluster(options: { sharedBuffers?: string } = {}): Promise<Cluster> {
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'commune-multinode-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const paths = {
    primary: join(dir, 'primary'),
    replica: join(dir, 'replica'),
    bouncer: join(dir, 'pgbouncer.ini'),
    users: join(dir, 'userlist.txt'),
  };
  const [primaryPort, replicaPort, bouncerPort] = [await freePort(), await freePort(), await freePort()];
  let bouncer: ChildProcess | undefined;
  let bouncerLog = '';
  const spawnOptions = { cwd: dir, ...(user ?? {}), env: { ...process.env, LC_ALL: 'C.UTF-8' } };

  /** Runs a binary to its end; rejects with its output when it fails. */
  const run = (file: string, args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(file, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${file} ${args.join(' ')} (${code}):\n${output}`))));
    });
  const pgCtl = (data: string, ...args: string[]) => run(join(BIN, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...args]);
  const startServer = (data: string) => pgCtl(data, '-l', join(data, 'server.log'), 'start');

  // Synchronous, for the process's 'exit' (no promises run there): nothing is left listening after the tier.
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    bouncer?.kill('SIGKILL');
    for (const data of [paths.replica, paths.primary]) {
      if (existsSync(join(data, 'postmaster.pid')))
        spawnSync(join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...spawnOptions, stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);

  const url = (port: number, database = 'commune') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const sql = async (on: 'primary' | 'replica', text: string, values?: unknown[], database?: string) => {
    const client = new pg.Client({ connectionString: url(on === 'primary' ? primaryPort : replicaPort, database) });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  try {
    await run(join(BIN, 'initdb'), ['-D', paths.primary, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // Small and fast: a test cluster that loses nothing to a crash it is not asked to survive (fsync off).
    writeFileSync(
      join(paths.primary, 'postgresql.auto.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'max_connections = 100',
        `shared_buffers = ${options.sharedBuffers ?? '32MB'}`,
        'fsync = off',
        'full_page_writes = off',
        // The replica's feedback keeps the primary from removing rows its queries still read.
        'hot_standby_feedback = on',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(paths.primary, 'pg_hba.conf'),
      ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust', ''].join('\n'),
    );
    await startServer(paths.primary);
    const admin = new pg.Client({ connectionString: url(primaryPort, 'postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE commune');
    await admin.end();

    // The replica: a base backup streamed from the primary, standby.signal and primary_conninfo written by -R.
    // A fast checkpoint: the default spreads it over checkpoint_completion_target (a minute and a half here).
    const backup = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', paths.replica];
    await run(join(BIN, 'pg_basebackup'), [...backup, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
    writeFileSync(
      join(paths.replica, 'postgresql.auto.conf'),
      `${[
        `port = ${replicaPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        `shared_buffers = ${options.sharedBuffers ?? '32MB'}`,
        'hot_standby = on',
        'hot_standby_feedback = on',
        // A stopped primary is looked for again every second, so the replica follows as soon as it is back.
        "wal_retrieve_retry_interval = '1s'",
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=replica'`,
      ].join('\n')}\n`,
    );
    await startServer(paths.replica);

    // PgBouncer in transaction mode in front of the primary, configured as README "Running at scale" shows.
    const version = /PgBouncer (\d+\.\d+(?:\.\d+)?)/.exec(await run(PGBOUNCER, ['--version']))?.[1] ?? '0';
    const [major, minor] = version.split('.').map(Number);
    const preparedStatements = major > 1 || (major === 1 && minor >= 21);
    writeFileSync(paths.users, '"postgres" ""\n');
    writeFileSync(
      paths.bouncer,
      [
        '[databases]',
        `commune = host=127.0.0.1 port=${primaryPort} dbname=commune connect_query='SET statement_timeout = 15000; SET idle_in_transaction_session_timeout = 60000'`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        `unix_socket_dir = ${dir}`,
        'auth_type = trust',
        `auth_file = ${paths.users}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        'default_pool_size = 40',
        'server_login_retry = 1',
        'query_wait_timeout = 10',
        'server_connect_timeout = 3',
        ...(preparedStatements ? ['max_prepared_statements = 200'] : []),
        '',
      ].join('\n'),
    );
    if (user) for (const file of [paths.users, paths.bouncer]) chownSync(file, user.uid, user.gid);
    bouncer = spawn(PGBOUNCER, [paths.bouncer], { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
    bouncer.stdout?.on('data', (chunk) => (bouncerLog += chunk));
    bouncer.stderr?.on('data', (chunk) => (bouncerLog += chunk));
    const bouncerUrl = url(bouncerPort);
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (bouncer.exitCode !== null) throw new Error(`pgbouncer exited (${bouncer.exitCode}):\n${bouncerLog}`);
      const client = new pg.Client({ connectionString: bouncerUrl });
      client.on('error', () => undefined);
      const ok = await client.connect().then(
        () => client.query('select 1').then(() => true),
        () => false,
      );
      await client.end().catch(() => undefined);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`pgbouncer did not answer within 15 s:\n${bouncerLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const cluster: Cluster = {
      dir,
      primaryUrl: url(primaryPort),
      replicaUrl: url(replicaPort),
      pgbouncerUrl: bouncerUrl,
      pgbouncerVersion: version,
      pgbouncerPreparedStatements: preparedStatements,
      sql,
      async pauseReplay() {
        await sql('replica', 'select pg_wal_replay_pause()');
        // The pause takes effect at the next record replayed: one is written (in the database `postgres`, away from
        // Commune's), then the state is awaited.
        await sql('primary', 'create table if not exists pulse (at timestamptz); insert into pulse values (now())', undefined, 'postgres');
        const deadline = Date.now() + 10_000;
        while ((await sql('replica', 'select pg_get_wal_replay_pause_state() as state')).rows[0].state !== 'paused') {
          if (Date.now() > deadline) throw new Error('the replica did not pause its replay within 10 s');
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      resumeReplay: () => sql('replica', 'select pg_wal_replay_resume()').then(() => undefined),
      stopPrimary: () => pgCtl(paths.primary, '-m', 'fast', 'stop').then(() => undefined),
      startPrimary: () => startServer(paths.primary).then(() => undefined),
      async caughtUp(timeoutMs = 15_000) {
        const { rows } = await sql('primary', 'select pg_current_wal_lsn() as lsn');
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const replayed = await sql('replica', 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [rows[0].lsn]);
          if (replayed.rows[0].done) return;
          if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${rows[0].lsn} within ${timeoutMs} ms`);
          await new Promise((r) => setTimeout(r, 50));
        }
      },
      logs: () => {
        const read = (file: string) => (existsSync(file) ? spawnSync('tail', ['-n', '40', file], { encoding: 'utf8' }).stdout : '');
        return `--- primary\n${read(join(paths.primary, 'server.log'))}\n--- replica\n${read(join(paths.replica, 'server.log'))}\n--- pgbouncer\n${bouncerLog.split('\n').slice(-120).join('\n')}`;
      },
      async stop() {
        process.removeListener('exit', stopNow);
        bouncer?.kill('SIGTERM');
        for (const data of [paths.replica, paths.primary]) {
          if (existsSync(join(data, 'postmaster.pid'))) await pgCtl(data, '-m', 'immediate', 'stop').catch(() => undefined);
        }
        stopNow();
      },
    };
    return cluster;
  } catch (error) {
    stopNow();
    process.removeListener('exit', stopNow);
    throw error;
  }
}
