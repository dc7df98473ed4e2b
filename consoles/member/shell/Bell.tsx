import { useEffect } from 'react';
import { Link } from 'react-router';
import { followEventStream } from '#kit/live/eventStream';
import { api, operationTag } from '#kit/request/api';
import { operationIndex } from '#sdk';
import { useMemberDispatch, useMemberSelector } from './hooks';

const BELL =
  'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z';

/** The bell in the top bar: the unread count, read again the moment a notification arrives (the member's event
 * stream; polled each minute as a fallback), opening 通知. The same stream refreshes private messages (私信). Only for members. */
export function Bell() {
  const { data } = api.useGetMyNotificationCountQuery(undefined, { pollingInterval: 60_000 });
  const token = useMemberSelector((s) => s.session.token);
  const dispatch = useMemberDispatch();
  useEffect(() => {
    // Browsers without server-sent events (and jsdom) keep the polling only.
    if (!token || typeof EventSource !== 'function') return;
    const controller = new AbortController();
    void followEventStream({
      path: operationIndex.getMemberEventStream.path,
      token: () => token,
      signal: controller.signal,
      onChange: (topic) => {
        // On each (re)connection: what changed while no stream was open (between the page's first reads and the stream,
        // or during a reconnect) is read again, since its events were sent to nobody.
        if (topic === 'ready') dispatch(api.util.invalidateTags(['notification', operationTag('getMyNotificationCount'), 'message']));
        else if (topic === 'notification') dispatch(api.util.invalidateTags(['notification', operationTag('getMyNotificationCount')]));
        // Private messages: the conversation list, an open conversation and the unread badge in the top bar.
        else if (topic === 'message') dispatch(api.util.invalidateTags(['message']));
      },
    });
    return () => controller.abort();
  }, [token, dispatch]);
  const unread = data?.unread ?? 0;
  return (
    <Link to="/notifications" className="m-bell" aria-label={unread ? `通知，${unread} 条未读` : '通知'}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={BELL} fill="currentColor" />
      </svg>
      {unread ? <span className="m-badge">{unread > 99 ? '99+' : unread}</span> : null}
    </Link>
  );
}
