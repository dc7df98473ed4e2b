// Issue 29's rows: the content bench's 90/10 mix with its reads on a streaming replica, beside the same mix on the
// primary alone, and how far the replica falls behind while members write. A PostgreSQL primary and a replica of its
// own (server/test/multinode/cluster.ts, the multi-node tier's), seeded with a tenth of the content bench's forum: the
// whole one would take ten minutes to seed there on every run. Both halves read the same data on the same machine,
// so the replica shows what routing the reads costs or saves, not a second machine's cores.
import { join } from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../test/multinode/cluster';
import { type BenchTools, createPostRequest, forumMix, load, prepareForum, signInWriters } from './content-bench';

export interface ReplicaRow {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  readP99?: number;
  writeP99?: number;
  /** The replica's replay lag sampled during the run (pg_stat_replication on the primary). */
  lagP50Ms: number;
  lagMaxMs: number;
  lagMaxKb: number;
  /** Transactions the replica's database committed during the run: the reads it served. */
  replicaTransactions: number;
}

const APP_PORT = 18185;
const SCALE = 0.1;
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 4;

/** Samples the replica's lag every 100 ms until `stop` is called. */
function sampleLag(primaryUrl: string) {
  const client = new pg.Client({ connectionString: primaryUrl });
  const samples: { ms: number; bytes: number }[] = [];
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `select coalesce(extract(epoch from replay_lag) * 1000, 0)::float8 ms,
                coalesce(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn), 0)::float8 bytes
           from pg_stat_replication where application_name = 'replica'`,
      );
      if (rows[0]) samples.push({ ms: Number(rows[0].ms), bytes: Number(rows[0].bytes) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    return {
      lagP50Ms: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
      lagMaxMs: Math.round(ms.at(-1) ?? 0),
      lagMaxKb: Math.round(Math.max(0, ...samples.map((s) => s.bytes)) / 1024),
    };
  };
}

export async function benchReplica(tools: BenchTools): Promise<ReplicaRow[]> {
  const cluster = await startCluster({ sharedBuffers: '128MB' });
  try {
    const db = await prepareForum(cluster.primaryUrl, SCALE);
    await cluster.caughtUp(120_000);
    process.stdout.write(
      `\nreplica (postgres primary + streaming replica): ${db.sites} sites, ${db.posts} posts, ${db.comments} comments\n`,
    );
    const replicaCommits = async () =>
      Number((await cluster.sql('replica', `select xact_commit::float8 n from pg_stat_database where datname = 'commune'`)).rows[0].n);
    const rows: ReplicaRow[] = [];
    const variants: { label: string; replica: boolean; requests: (writers: string[]) => autocannon.Request[] }[] = [
      { label: 'mix 90/10, primary only', replica: false, requests: (writers) => forumMix(db, writers) },
      { label: 'mix 90/10, reads on the replica', replica: true, requests: (writers) => forumMix(db, writers) },
      { label: 'create post (lag under writes)', replica: true, requests: (writers) => [createPostRequest(db, writers)] },
    ];
    for (const variant of variants) {
      const env: Record<string, string> = {
        PORT: String(APP_PORT),
        STATIC_DIR: '/nonexistent',
        DATABASE_URL: cluster.primaryUrl,
        POST_INTERVAL_SECONDS: '0',
        TASK_SCHEDULE: '0',
        ...(variant.replica ? { DATABASE_REPLICA_URLS: cluster.replicaUrl, UPLOAD_STORAGE_SHARED: '1' } : {}),
      };
      const app = tools.start(join(tools.root, 'server/dist/main.js'), env);
      try {
        await tools.waitFor(APP_PORT, '/api/saas/site-category', app);
        const writers = await signInWriters(tools, APP_PORT);
        const requests = variant.requests(writers);
        await load(APP_PORT, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, requests });
        await cluster.caughtUp(60_000);
        const before = await replicaCommits();
        const lag = sampleLag(cluster.primaryUrl);
        const result = await load(APP_PORT, { connections: CONNECTIONS, seconds: tools.seconds, requests });
        rows.push({ route: variant.label, ...result, ...(await lag()), replicaTransactions: (await replicaCommits()) - before });
      } finally {
        await tools.stop(app);
      }
    }
    return rows;
  } finally {
    await cluster.stop();
  }
}

export function printReplica(rows: ReplicaRow[]) {
  const header = `${'route'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'read p99'.padStart(8)} ${'write p99'.padStart(9)} ${'errors'.padStart(6)} ${'lag p50/max ms'.padStart(14)} ${'lag max KB'.padStart(10)} ${'replica tx'.padStart(10)}`;
  process.stdout.write(
    `\nBeyond one machine (issue 29): a primary and a streaming replica on this machine, ${CONNECTIONS} connections (100,000 posts)\n\n${header}\n${'-'.repeat(header.length)}\n`,
  );
  for (const r of rows)
    process.stdout.write(
      `${r.route.padEnd(36)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.readP99 ?? '').padStart(8)} ${String(r.writeP99 ?? '').padStart(9)} ${String(r.errors).padStart(6)} ${`${r.lagP50Ms}/${r.lagMaxMs}`.padStart(14)} ${String(r.lagMaxKb).padStart(10)} ${String(r.replicaTransactions).padStart(10)}\n`,
    );
  process.stdout.write(
    '\nThe replica runs beside the primary on the same two cores: its rows show where the reads went and the lag writers cause,\n' +
      'not a second machine. Lag is pg_stat_replication.replay_lag sampled every 100 ms (0 when the replica has caught up).\n',
  );
}
