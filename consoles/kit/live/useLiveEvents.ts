import { useEffect, useMemo } from 'react';
import { useAccessibleRoutes, useConsoleConfig } from '#kit/app/context';
import { api, operationTag, type QueryOperationId } from '#kit/request/api';
import { routeBadges } from '#kit/routes/badge';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { type ApiTag, apiTags, operationIndex } from '#sdk';
import { followEventStream } from './eventStream';

/** How long changes are gathered before the counts are read again (a burst of writes reads them once). */
const SETTLE_MS = 300;

/**
 * Live counts (issue 15): while a console is open, follows its event stream (`config.events`) and, on each change,
 * invalidates the changed area's tag and every count the frame shows (the sidebar's message counts, the routes'
 * badges, the navbar's extras' queries), so RTK Query reads them again without a reload. Polling stays as the fallback.
 * Browsers without server-sent events (and jsdom) only poll.
 */
export function useLiveEvents(): void {
  const config = useConsoleConfig();
  const routes = useAccessibleRoutes();
  const loaded = useKitSelector((s) => s.session.loaded);
  const token = useKitSelector((s) => s.session.token);
  const dispatch = useKitDispatch();
  const counted = useMemo(() => {
    const operations = new Set<QueryOperationId>([config.messages.count, ...(config.liveCounts ?? [])]);
    for (const badge of routeBadges(routes)) operations.add(badge.operation as QueryOperationId);
    return [...operations];
  }, [config, routes]);

  useEffect(() => {
    if (!loaded || !token || !config.events || typeof EventSource !== 'function') return;
    const controller = new AbortController();
    const topics = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const tags = [...topics].filter((t): t is ApiTag => (apiTags as readonly string[]).includes(t));
      topics.clear();
      dispatch(api.util.invalidateTags([...tags, ...counted.map((op) => operationTag(op))]));
    };
    void followEventStream({
      path: operationIndex[config.events].path,
      token: () => token,
      signal: controller.signal,
      onChange(topic) {
        topics.add(topic);
        timer ??= setTimeout(flush, SETTLE_MS);
      },
    });
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [loaded, token, config, counted, dispatch]);
}
