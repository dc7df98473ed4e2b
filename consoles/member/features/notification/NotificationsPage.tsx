import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, timeAgo } from '#kit/format/time';
import { api } from '#kit/request/api';
import { MemberNotificationKindLabels, type Schema } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import './notification.css';

type Notice = Schema<'MemberNotification'>;

function NoticeItem({ notice }: { notice: Notice }) {
  const [read] = api.useReadNotificationMutation();
  const markRead = () => {
    if (!notice.read) read({ body: { id: notice.id } });
  };
  const body = (
    <>
      <div className="m-row">
        {notice.read ? null : <span className="m-dot" role="img" aria-label="未读" />}
        <strong className="m-notice-title">{notice.title}</strong>
        <span className="m-spacer" />
        <span className="m-tag">{MemberNotificationKindLabels[notice.kind]}</span>
      </div>
      <p className="m-notice-text">{notice.content}</p>
      <time className="m-muted" dateTime={notice.createdAt} title={formatDateTime(notice.createdAt)}>
        {timeAgo(notice.createdAt)}
      </time>
    </>
  );
  return (
    <li className={`m-notice${notice.read ? '' : ' m-notice-unread'}`}>
      {notice.link ? (
        <Link to={notice.link} onClick={markRead}>
          {body}
        </Link>
      ) : (
        <button type="button" className="m-notice-button" onClick={markRead}>
          {body}
        </button>
      )}
    </li>
  );
}

/** One page of the list, and the button that loads the next one below it. */
function NoticePage({ cursor, last }: { cursor: string | undefined; last: boolean }) {
  const { data, isLoading, error } = api.useGetMyNotificationListQuery({ query: { limit: 20, ...(cursor ? { cursor } : {}) } });
  const [next, setNext] = useState<string | null>(null);
  if (isLoading) return <div className="m-loading">加载中…</div>;
  if (error || !data) return <div className="m-empty">通知加载失败，请稍后再试</div>;
  if (!cursor && !data.list.length) return <div className="m-empty">还没有通知</div>;
  return (
    <>
      <ul className="m-notices">
        {data.list.map((n) => (
          <NoticeItem key={n.id} notice={n} />
        ))}
      </ul>
      {next ? (
        <NoticePage cursor={next} last={last} />
      ) : data.nextCursor ? (
        <button type="button" className="m-btn m-btn-block m-more" onClick={() => setNext(data.nextCursor)}>
          加载更多
        </button>
      ) : null}
    </>
  );
}

/** 通知: what concerns me (reports handled, my content hidden…), newest first, with 全部已读. */
export function NotificationsPage() {
  usePageTitle('通知');
  const { data: count } = api.useGetMyNotificationCountQuery();
  const [read, reading] = api.useReadNotificationMutation();
  // Opening the page reads what it shows: once, when the first count says something is unread (the bell follows).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || count === undefined) return;
    opened.current = true;
    if (count.unread) read({ body: {} });
  }, [count, read]);
  return (
    <section className="m-card">
      <div className="m-row">
        <h1 className="m-h2">通知</h1>
        <span className="m-muted">{count?.unread ? `${count.unread} 条未读` : '没有未读'}</span>
        <span className="m-spacer" />
        <button
          type="button"
          className="m-btn m-btn-text"
          disabled={!count?.unread || reading.isLoading}
          onClick={() => read({ body: {} })}
        >
          全部已读
        </button>
      </div>
      <NoticePage cursor={undefined} last />
    </section>
  );
}
