import { Link } from 'react-router';
import { api } from '#kit/request/api';
import './messageBadge.css';

const ENVELOPE = 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.3V17h16V7.3l-8 5.2zm.9-.3L12 11.6 19.1 7z';

/** 私信 in the top bar, with my unread count: read again when the member's event stream says messages changed (the
 * bell follows the stream), polled each minute as a fallback. Only for signed-in members (the shell's header slot). */
export function MessageBadge() {
  const { data } = api.useGetMessageUnreadCountQuery(undefined, { pollingInterval: 60_000 });
  const unread = data?.unread ?? 0;
  return (
    <Link to="/messages" className="m-bell m-msg-bell" aria-label={unread ? `私信，${unread} 条未读` : '私信'}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={ENVELOPE} fill="currentColor" />
      </svg>
      {unread ? <span className="m-badge">{unread > 99 ? '99+' : unread}</span> : null}
    </Link>
  );
}
