// The three event streams of the live counts (tag `events`): the site console's (this site's changes, and this
// administrator's own notifications), the SaaS console's (every change, without site or member), and a member's (their
// own notifications). A stream says `ready`, then `changed` with the topic on each change, a comment every 15 s, and
// ends after EVENT_STREAM_SECONDS; `retry` tells the client when to come back. A client that does not accept
// text/event-stream (and the generated tests) gets those two figures as JSON instead of a stream.
// Streams are bounded: a few per session and a few more per address (a page per tab, a handful of tabs), the oldest
// ended when one more opens, so that one token or one machine cannot hold the server's connections and memory.
// A site user without console roles (spec §4's visitor) hears only their own notifications, never the site's changes.
import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers, OperationContext } from '../../context';
import type { ChangeEvent } from '../../contract/request-effects';
import { audience } from '../../events/event-bus';
import type { ModuleDeps } from '../deps';

const RETRY_MS = 2000;
const HEARTBEAT_MS = 15_000;
/** Several changes within this window are sent as one event per topic. */
const COALESCE_MS = 250;
/** Open streams one session may hold; one more ends its oldest. */
export const STREAMS_PER_SESSION = 3;
/** Open streams one address may hold, all sessions together; one more ends its oldest. */
export const STREAMS_PER_ADDRESS = 20;

/** Open streams by a key (a session, an address), oldest first. */
function createStreamBook(limit: number) {
  const open = new Map<string, Set<() => void>>();
  return {
    /** Books a stream under `key`, ending the oldest ones past the limit; returns its release. */
    add(key: string, end: () => void) {
      const streams = open.get(key) ?? new Set<() => void>();
      open.set(key, streams);
      streams.add(end);
      // Sets keep insertion order: the first is the oldest.
      for (const oldest of streams) {
        if (streams.size <= limit) break;
        streams.delete(oldest);
        oldest();
      }
      return () => {
        streams.delete(end);
        if (streams.size === 0 && open.get(key) === streams) open.delete(key);
      };
    },
  };
}

type EventsOp = OperationsOfTag<'events'>;

export function eventsHandlers(deps: ModuleDeps): Handlers<EventsOp> {
  const info = () => ({ lifetimeSeconds: deps.config.eventStreamSeconds, retryMs: RETRY_MS });
  const bySession = createStreamBook(STREAMS_PER_SESSION);
  const byAddress = createStreamBook(STREAMS_PER_ADDRESS);

  type StreamContext = Pick<OperationContext<EventsOp>, 'wantsEventStream' | 'openEventStream' | 'request'>;
  function stream(ctx: StreamContext, session: string, audiences: string[], wants: (event: ChangeEvent) => boolean) {
    if (!ctx.wantsEventStream) return { data: info() };
    const out = ctx.openEventStream();
    out.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    const pending = new Set<string>();
    let flush: NodeJS.Timeout | undefined;
    const unsubscribe = deps.events.subscribe((event) => {
      if (!wants(event)) return;
      pending.add(event.topic);
      flush ??= setTimeout(() => {
        flush = undefined;
        for (const topic of pending) out.write(`event: changed\ndata: ${JSON.stringify({ topic })}\n\n`);
        pending.clear();
      }, COALESCE_MS);
    }, audiences);
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => out.end(), deps.config.eventStreamSeconds * 1000);
    const end = () => out.end();
    const releaseSession = bySession.add(session, end);
    const releaseAddress = byAddress.add(ctx.request.ip, end);
    out.onClose(() => {
      unsubscribe();
      releaseSession();
      releaseAddress();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      if (flush) clearTimeout(flush);
    });
    return { data: info() };
  }

  return {
    getConsoleEventStream: async (ctx) => {
      const me = ctx.console();
      const mine = audience.user(me.siteId, me.siteUserId);
      const own = (e: ChangeEvent) => e.siteId === me.siteId && e.topic === 'consoleNotification' && e.userId === me.siteUserId;
      // A visitor (no console role) may not learn when others write: only their own notifications reach them.
      if (me.roles.length === 0) return stream(ctx, me.tokenHash, [mine], own);
      return stream(
        ctx,
        me.tokenHash,
        [audience.site(me.siteId), audience.allSites(), mine],
        (e) => (e.siteId === me.siteId || e.siteId === null) && (e.userId === undefined || own(e)),
      );
    },
    getSaasEventStream: async (ctx) => {
      const me = ctx.saas();
      return stream(ctx, me.tokenHash, [audience.platform()], (e) => e.userId === undefined);
    },
    getMemberEventStream: async (ctx) => {
      const me = ctx.member();
      const mine = audience.user(me.siteId, me.siteUserId);
      return stream(
        ctx,
        me.tokenHash,
        [mine],
        (e) => e.siteId === me.siteId && (e.topic === 'notification' || e.topic === 'message') && e.userId === me.siteUserId,
      );
    },
  };
}
