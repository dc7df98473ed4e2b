import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAccessibleRoutes, useConsoleConfig } from '#kit/app/context';
import { can } from '#kit/permission/can';
import { consoleTokenKind } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { badgeKey, routeBadges } from '#kit/routes/badge';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { MESSAGE_POLL_MS } from './useMessages';

// Any query without input answering an object of counts; typed as one of them to reach `initiate` and `select`.
type CountEndpoint = typeof api.endpoints.getModerationCount;

/**
 * The counts of the routes' `meta.badge`s (what waits for review), keyed by `badgeKey`: each operation polled once while
 * the console is open, and read again when an action invalidates its tag. Opening the page does not clear them.
 */
export function useBadgeCounts(): Record<string, number> {
  const routes = useAccessibleRoutes();
  const config = useConsoleConfig();
  const roles = useKitSelector((s) => s.session.roles);
  const loaded = useKitSelector((s) => s.session.loaded);
  const dispatch = useKitDispatch();
  const badges = useMemo(
    () => routeBadges(routes).filter((b) => can(roles, b.operation, consoleTokenKind(config))),
    [routes, roles, config],
  );
  const operations = useMemo(() => [...new Set(badges.map((b) => b.operation))], [badges]);

  useEffect(() => {
    if (!loaded) return;
    const subscriptions = operations.map((operation) =>
      dispatch(
        (api.endpoints[operation] as unknown as CountEndpoint).initiate(undefined, {
          subscriptionOptions: { pollingInterval: MESSAGE_POLL_MS },
        }),
      ),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, operations, loaded]);

  const answers = useKitSelector(
    (s) => operations.map((operation) => (api.endpoints[operation] as unknown as CountEndpoint).select(undefined)(s).data),
    shallowEqual,
  );
  return useMemo(() => {
    const counts: Record<string, number> = {};
    for (const badge of badges) {
      const answer = answers[operations.indexOf(badge.operation)] as Record<string, unknown> | undefined;
      const value = answer?.[badge.field];
      counts[badgeKey(badge)] = typeof value === 'number' ? value : 0;
    }
    return counts;
  }, [answers, badges, operations]);
}
