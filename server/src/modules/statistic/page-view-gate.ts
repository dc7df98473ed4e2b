// Which member-site beacons count as page views. A beacon anyone can send with any User-Agent from one machine would
// let a script make up a site's traffic and the platform's ranking, so a view counts only when:
//   - the agent does not declare itself a bot, crawler or headless browser (those are not visitors);
//   - it carries the signed value the server wrote into the member page it served (`<meta name="commune-view">`),
//     for this site, issued less than VIEW_TOKEN_HOURS ago: no page served, no view;
//   - this visitor (address + agent) has not been counted on this page in this window;
//   - its address has not already brought VISITORS_PER_ADDRESS distinct visitors today (a new agent string per
//     request is a new "visitor", so the address is what is capped).
// Refused beacons are answered like counted ones: a forger learns nothing from the answer.
// The state lives in the server's cache (Redis when configured, so servers share it) with TTLs; the checks of one
// address run one after another in this process, so a burst cannot slip between a read and a write.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { formatBeijingDate } from '../../../../sdk/format';
import type { Cache } from '../../cache/cache';

/** A tab keeps counting this long after its page was served; then it needs a reload (a new page) to count again. */
export const VIEW_TOKEN_HOURS = 6;
/** One view per visitor and page in each window of this many minutes. */
export const VIEW_WINDOW_MINUTES = 30;
/** Distinct visitors one address may bring a site per day: a household, an office or a small NAT, not a script. */
export const VISITORS_PER_ADDRESS = 10;

/** Agents that say what they are: crawlers, headless browsers, HTTP libraries and command-line tools. */
const NOT_A_VISITOR =
  /bot\b|bot\/|spider|crawl|slurp|headless|phantomjs|selenium|puppeteer|playwright|lighthouse|curl\/|wget|python-requests|python-urllib|aiohttp|httpx|scrapy|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia/i;

export function isDeclaredBot(userAgent: string): boolean {
  return userAgent.trim() === '' || NOT_A_VISITOR.test(userAgent);
}

export interface PageViewGateOptions {
  cache: Cache;
  /** The key of the day (shared by every server): the day's visitor salt from the database. */
  keyOf(day: string): Promise<string>;
  now?: () => number;
}

export interface PageViewBeacon {
  siteId: number;
  ip: string;
  userAgent: string;
  view: string;
  path: string;
}

export interface PageViewGate {
  /** The value written into a member page served for the site now. */
  sign(siteId: number): Promise<string>;
  /** Whether the beacon is a view to count; remembers it when it is. */
  admit(beacon: PageViewBeacon): Promise<boolean>;
}

const mac = (key: string, siteId: number, issuedAt: number) =>
  createHmac('sha256', key).update(`page-view|${siteId}|${issuedAt}`).digest('base64url').slice(0, 32);

/** The page-view value of a page served for the site at `issuedAt` (seconds), signed with the day's key. */
export const signView = (key: string, siteId: number, issuedAt: number) => `${siteId}.${issuedAt}.${mac(key, siteId, issuedAt)}`;

const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

export function createPageViewGate({ cache, keyOf, now = Date.now }: PageViewGateOptions): PageViewGate {
  const queues = new Map<string, Promise<unknown>>();
  /** Runs `work` after every earlier call for the same key in this process has finished. */
  function serial<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  }

  async function verified(view: string, siteId: number, at: number): Promise<boolean> {
    const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{32})$/.exec(view);
    if (!match || Number(match[1]) !== siteId) return false;
    const issuedAt = Number(match[2]);
    if (issuedAt > at / 1000 + 60 || at / 1000 - issuedAt > VIEW_TOKEN_HOURS * 3600) return false;
    const expected = Buffer.from(mac(await keyOf(formatBeijingDate(new Date(issuedAt * 1000))), siteId, issuedAt));
    const given = Buffer.from(match[3]);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return {
    async sign(siteId) {
      const issuedAt = Math.floor(now() / 1000);
      return signView(await keyOf(formatBeijingDate(new Date(issuedAt * 1000))), siteId, issuedAt);
    },
    async admit({ siteId, ip, userAgent, view, path }) {
      if (isDeclaredBot(userAgent)) return false;
      const at = now();
      if (!(await verified(view, siteId, at))) return false;
      const day = formatBeijingDate(new Date(at));
      const address = shortHash(ip);
      const visitor = shortHash(`${ip}\n${userAgent}`);
      const window = Math.floor(at / (VIEW_WINDOW_MINUTES * 60_000));
      return serial(`${siteId}|${address}`, async () => {
        const seenKey = `pageview:${siteId}:${window}:${visitor}:${shortHash(path)}`;
        if (await cache.get(seenKey)) return false;
        const visitorsKey = `pageview-address:${siteId}:${day}:${address}`;
        const visitors = (await cache.get<string[]>(visitorsKey)) ?? [];
        if (!visitors.includes(visitor)) {
          if (visitors.length >= VISITORS_PER_ADDRESS) return false;
          await cache.set(visitorsKey, [...visitors, visitor], 26 * 3600);
        }
        await cache.set(seenKey, 1, VIEW_WINDOW_MINUTES * 60);
        return true;
      });
    },
  };
}
