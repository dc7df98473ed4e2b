import { Link } from 'react-router';
import { api } from '#kit/request/api';

const BELL =
  'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z';

/** The bell in the top bar: the unread count (polled each minute), opening 通知. Only for members. */
export function Bell() {
  const { data } = api.useGetMyNotificationCountQuery(undefined, { pollingInterval: 60_000 });
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
