// Member-site visits counted in memory and written in batches: a page view is a map increment, so recording never
// waits on the database. Every FLUSH_MS (or sooner when the buffer is large) the batch is written: page views added
// to the day's counter, each distinct visitor (IP + browser) and IP as a salted hash with the day's salt, inserted
// once per site and day (ON CONFLICT DO NOTHING dedupes across batches and servers). Raw addresses stay in memory
// only until the next flush and are never written.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatBeijingDate } from '../../../../sdk/format';
import type { Database } from '../../db/database';
import { flowSalts, siteDailyPageViews, siteDailyVisitors } from './statistic.tables';

const FLUSH_MS = 10_000;
const MAX_BUFFERED = 20_000;
const CHUNK = 5000;
const YIELD_EVERY = 500;

export const VISITOR = 1;
export const IP = 2;

export interface VisitRecorder {
  record(siteId: number, ip: string, userAgent: string, at?: Date): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export async function saltOf(db: Database, day: string): Promise<string> {
  await db
    .insert(flowSalts)
    .values({ day, salt: randomBytes(24).toString('hex') })
    .onConflictDoNothing();
  const { rows } = (await db.execute(sql`select salt from ${flowSalts} where day = ${day}`)) as unknown as { rows: { salt: string }[] };
  return rows[0].salt;
}

export const visitorHash = (salt: string, siteId: number, kind: number, value: string) =>
  createHash('sha256').update(`${salt}|${siteId}|${kind}|${value}`).digest('hex').slice(0, 32);

export function createVisitRecorder(db: Database, log: { warn(obj: object, msg: string): void }): VisitRecorder {
  let pageViews = new Map<string, number>();
  let visitors = new Map<string, Set<string>>();
  let buffered = 0;
  let flushing: Promise<void> | null = null;

  async function write(pv: Map<string, number>, seen: Map<string, Set<string>>) {
    const salts = new Map<string, string>();
    const salt = async (day: string) => {
      if (!salts.has(day)) salts.set(day, await saltOf(db, day));
      return salts.get(day)!;
    };
    const rows: { siteId: number; day: string; kind: number; hash: string }[] = [];
    for (const [key, values] of seen) {
      const [site, day] = key.split('|');
      const s = await salt(day);
      const siteId = Number(site);
      const ips = new Set<string>();
      for (const value of values) {
        rows.push({ siteId, day, kind: VISITOR, hash: visitorHash(s, siteId, VISITOR, value) });
        ips.add(value.slice(0, value.indexOf('\n')));
        // A flush hashes thousands of visitors: it lets the pages being served go first now and then.
        if (rows.length % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      for (const ip of ips) rows.push({ siteId, day, kind: IP, hash: visitorHash(s, siteId, IP, ip) });
    }
    // Four array parameters per chunk, not four per row: building and sending a statement of thousands of parameters
    // held the event loop for tens of milliseconds.
    const list = (values: (string | number)[]) => `{${values.join(',')}}`;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const part = rows.slice(i, i + CHUNK);
      await db.execute(sql`
        insert into ${siteDailyVisitors} (site_id, day, kind, hash)
        select * from unnest(${list(part.map((r) => r.siteId))}::int[], ${list(part.map((r) => r.day))}::date[],
                             ${list(part.map((r) => r.kind))}::smallint[], ${list(part.map((r) => r.hash))}::varchar[])
        on conflict do nothing`);
    }
    const counts = [...pv].map(([key, n]) => {
      const [site, day] = key.split('|');
      return { siteId: Number(site), day, pv: n };
    });
    for (let i = 0; i < counts.length; i += CHUNK) {
      await db
        .insert(siteDailyPageViews)
        .values(counts.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [siteDailyPageViews.siteId, siteDailyPageViews.day],
          set: { pv: sql`${siteDailyPageViews.pv} + excluded.pv` },
        });
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => flush());
    if (buffered === 0) return Promise.resolve();
    const pv = pageViews;
    const seen = visitors;
    pageViews = new Map();
    visitors = new Map();
    buffered = 0;
    flushing = write(pv, seen)
      .catch((error: unknown) => log.warn({ err: error }, 'visit flush failed; this batch of visits is lost'))
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  // A buffer flush, not background work: it writes what this process holds in memory, so every server runs its own.
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    record(siteId, ip, userAgent, at = new Date()) {
      const key = `${siteId}|${formatBeijingDate(at)}`;
      pageViews.set(key, (pageViews.get(key) ?? 0) + 1);
      let set = visitors.get(key);
      if (!set) {
        set = new Set();
        visitors.set(key, set);
      }
      const before = set.size;
      set.add(`${ip}\n${userAgent}`);
      if (set.size !== before) buffered++;
      buffered++;
      if (buffered >= MAX_BUFFERED) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
