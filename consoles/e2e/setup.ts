// Vitest global setup for the end-to-end tier: the built consoles served by the real server, on a fresh embedded
// database seeded with the demo (or, with TEST_DATABASE_URL as in CI, a private database of its own on that PostgreSQL
// server, copied from the demo `npm start -- --demo` seeds: the engine production runs, and far less of the two cores
// than PGlite's WebAssembly in the server's own thread), on a free port. Tests reach it as `http://localhost:<port>` (SaaS console) and
// `http://<slug>.localhost:<port>/console/` (site consoles); Chromium resolves *.localhost to this machine. The server's
// custom-domain checks ask a DNS server of the tier's own (server/test/dns-server.ts, through DNS_SERVERS), whose TXT
// records tests publish by writing the zone file (e2eDnsZoneFile).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, unwatchFile, watchFile, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM build script without type declarations
import { buildConsoles, buildServer, SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build.mjs';
import { freePort } from '../../scripts/free-port';
import { createDemoDatabase } from '../../server/test/demo-template';
import { startTestDnsServer } from '../../server/test/dns-server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    /** The server's log: the development SMS provider prints every code there. */
    e2eLogFile: string;
    /** The DNS server the e2e server's custom-domain checks ask (DNS_SERVERS), `127.0.0.1:<port>`. */
    e2eDnsAddress: string;
    /** Its TXT records as JSON (`{ "<name>": ["<value>", …] }`): tests run in workers, so they publish through a file. */
    e2eDnsZoneFile: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
// A first start migrates and seeds the demo: about a minute, several on a machine busy with other test runs.
const STARTUP_SECONDS = 300;

async function waitUntilUp(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + STARTUP_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/saas/site-category`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within ${STARTUP_SECONDS} s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  await buildConsoles();
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'commune-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const dns = await startTestDnsServer();
  const zoneFile = join(dataDir, 'dns-zone.json');
  writeFileSync(zoneFile, '{}');
  watchFile(zoneFile, { interval: 100 }, () => {
    try {
      for (const [name, values] of Object.entries(JSON.parse(readFileSync(zoneFile, 'utf8')) as Record<string, string[]>))
        dns.setTxt(name, ...values);
    } catch {
      // Read while being written: the next change reads it whole.
    }
  });
  let log = '';
  const adminUrl = process.env.TEST_DATABASE_URL;
  // A copy of the demo, pictures and all, that the first e2e process seeds and the others copy (server/test/demo-template.ts):
  // the server's `--demo` then finds it seeded and only opens the demo's sandboxes and mail.
  const database = adminUrl
    ? await createDemoDatabase(adminUrl, `commune_e2e_${process.pid}_${Date.now()}`, { imagesInto: join(dataDir, 'db') })
    : undefined;
  // On PostgreSQL the demo's sandboxes (payment, social login) are off unless asked for: a DATABASE_URL says production.
  const onPostgres = database
    ? {
        DATABASE_URL: database.url,
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_NOTIFY_SECRET: randomBytes(32).toString('hex'),
        SOCIAL_LOGIN_SANDBOX: '1',
        WECHAT_SANDBOX: '1',
      }
    : {};
  const record = (chunk: Buffer) => {
    log += chunk;
    appendFileSync(logFile, chunk);
  };
  // The port is chosen just before the server starts, not before the demo is copied (a minute on a busy machine, while
  // the tiers' own servers take ports of the kernel's choosing); and a port taken all the same is chosen again.
  let port = 0;
  let child!: ChildProcess;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    log = '';
    child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server/dist/main.js'), ...(database ? ['--demo'] : [])], {
      cwd: root,
      env: {
        ...process.env,
        ...SERVER_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'db'),
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
        // Chromium drives every console from one address far faster than a person: the per-IP limits have their own tests.
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
        DNS_SERVERS: dns.address,
        ...onPostgres,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    try {
      await waitUntilUp(port, child, () => log);
      signalStarted();
      break;
    } catch (error) {
      if (attempt < 3 && child.exitCode !== null && log.includes('EADDRINUSE')) continue;
      signalStarted();
      // A server that came up too late (a busy machine) must not outlive the run that gave up on it.
      child.kill('SIGKILL');
      unwatchFile(zoneFile);
      await dns.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  project.provide('e2ePort', port);
  project.provide('e2eLogFile', logFile);
  project.provide('e2eDnsAddress', dns.address);
  project.provide('e2eDnsZoneFile', zoneFile);
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    unwatchFile(zoneFile);
    await dns.close();
    reportTrouble(log);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Tells `npm test` (scripts/test-tiers.mjs) that this process's server has finished starting, up or not: it starts the
 * e2e processes one after another, so that their servers do not migrate and seed their demos all at once.
 */
function signalStarted() {
  if (process.env.E2E_STARTED_FILE) writeFileSync(process.env.E2E_STARTED_FILE, '');
}

/** Seconds past which an answer is worth naming: a test waits 30 s for a page, and a stalled server explains a failure. */
const SLOW_MS = 5000;

/**
 * The server's errors and its slowest answers, printed when the run ends: the log is deleted with the database, and a
 * test that waited in vain for a page otherwise leaves no trace of what the server was doing.
 */
function reportTrouble(log: string) {
  const urls = new Map<string, string>();
  const trouble: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { level?: number; reqId?: string; responseTime?: number; req?: { method?: string; url?: string } };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.req?.url && entry.reqId) urls.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
    // An event stream stays open by design (EVENT_STREAM_SECONDS): long, not slow.
    const url = urls.get(entry.reqId ?? '') ?? '';
    const slow = (entry.responseTime ?? 0) > SLOW_MS && !/\/events(\?|$)/.test(url);
    if ((entry.level ?? 0) >= 50 || slow)
      trouble.push(`${slow ? `${Math.round(entry.responseTime ?? 0)} ms ${url}: ` : ''}${line.slice(0, 500)}`);
  }
  if (trouble.length)
    process.stderr.write(`e2e server: ${trouble.length} errors or answers slower than ${SLOW_MS} ms\n${trouble.slice(0, 30).join('\n')}\n`);
}
