import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { MESSAGE_POLL_MS } from '#kit/messages/useMessages';
import { api } from '#kit/request/api';
import { useKitSelector } from '#kit/store/hooks';
import { bellText } from './notificationRequests';

const useStyles = makeStyles({
  bell: { position: 'relative' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
});

/** The navbar's bell: the signed-in administrator's unread notifications (live through the event stream, polled as a
 * fallback); opens 我的通知. */
export function NotificationBell() {
  const styles = useStyles();
  const navigate = useNavigate();
  const loaded = useKitSelector((s) => s.session.loaded);
  const { data } = api.useGetConsoleNotificationCountQuery(undefined, { skip: !loaded, pollingInterval: MESSAGE_POLL_MS });
  const unread = data?.unread ?? 0;
  const label = unread ? `通知（${bellText(unread)} 条未读）` : '通知';
  return (
    <span className={styles.bell}>
      <Button appearance="subtle" aria-label={label} title={label} icon={<AlertRegular />} onClick={() => navigate('/notifications')} />
      {unread > 0 && <CounterBadge className={styles.badge} size="small" count={unread} overflowCount={99} color="danger" aria-hidden />}
    </span>
  );
}
