import { useCallback, useMemo } from 'react';
import { useConsoleConfig } from '#kit/app/context';
import { api } from '#kit/request/api';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';

/** How often the sidebar badges refresh while a console is open. */
export const MESSAGE_POLL_MS = 60_000;

type CountEndpoint = typeof api.endpoints.getSaasMessageCount;
type ReadEndpoint = typeof api.endpoints.readSaasMessage;

/** Message counts by type for badges (§2.3): `getSaasMessageCount` or `getConsoleMessageCount`. */
export function useMessageCounts(): Record<string, number> {
  const { messages } = useConsoleConfig();
  const loaded = useKitSelector((s) => s.session.loaded);
  const endpoint = api.endpoints[messages.count] as unknown as CountEndpoint;
  const { data } = endpoint.useQuery(undefined, { skip: !loaded, pollingInterval: MESSAGE_POLL_MS });
  return useMemo(() => Object.fromEntries((data ?? []).map((c) => [c.type, c.count])), [data]);
}

/** Opening a page clears its count (§2.3): tells the server, then zeroes the badge without waiting for the next poll. */
export function useReadMessage(): (type: string) => void {
  const { messages } = useConsoleConfig();
  const dispatch = useKitDispatch();
  return useCallback(
    (type: string) => {
      const read = api.endpoints[messages.read] as unknown as ReadEndpoint;
      const body = { type } as { type: 'site' };
      void dispatch(read.initiate({ body })).then((result) => {
        if ('error' in result) return;
        dispatch(
          api.util.updateQueryData(messages.count as 'getSaasMessageCount', undefined, (draft) => {
            for (const entry of draft) if (entry.type === type) entry.count = 0;
          }),
        );
      });
    },
    [dispatch, messages],
  );
}
