// The three event streams of the live counts (tag `events`): the site console's (this site's changes, and this
// administrator's own notifications), the SaaS console's (every change, without site or member), and a member's (their
// own notifications). A stream says `ready`, then `changed` with the topic on each change, a comment every 15 s, and
// ends after EVENT_STREAM_SECONDS; `retry` tells the client when to come back. A client that does not accept
// text/event-stream (and the generated tests) gets those two figures as JSON instead of a stream.
import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers, OperationContext } from '../../context';
import type { ChangeEvent } from '../../contract/request-effects';
import type { ModuleDeps } from '../deps';

const RETRY_MS = 2000;
const HEARTBEAT_MS = 15_000;
/** Several changes within this window are sent as one event per topic. */
const COALESCE_MS = 250;

type EventsOp = OperationsOfTag<'events'>;

export function eventsHandlers(deps: ModuleDeps): Handlers<EventsOp> {
  const info = () => ({ lifetimeSeconds: deps.config.eventStreamSeconds, retryMs: RETRY_MS });

  function stream(ctx: Pick<OperationContext<EventsOp>, 'wantsEventStream' | 'openEventStream'>, wants: (event: ChangeEvent) => boolean) {
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
    });
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => out.end(), deps.config.eventStreamSeconds * 1000);
    out.onClose(() => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      if (flush) clearTimeout(flush);
    });
    return { data: info() };
  }

  return {
    getConsoleEventStream: async (ctx) => {
      const me = ctx.console();
      return stream(
        ctx,
        (e) =>
          (e.siteId === me.siteId || e.siteId === null) &&
          (e.userId === undefined || (e.topic === 'consoleNotification' && e.userId === me.siteUserId)),
      );
    },
    getSaasEventStream: async (ctx) => {
      ctx.saas();
      return stream(ctx, (e) => e.userId === undefined);
    },
    getMemberEventStream: async (ctx) => {
      const me = ctx.member();
      return stream(ctx, (e) => e.siteId === me.siteId && e.topic === 'notification' && e.userId === me.siteUserId);
    },
  };
}
