import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, timeAgo } from '#kit/format/time';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { Avatar } from './Avatar';
import './message.css';

function ConversationItem({ conversation: c }: { conversation: Schema<'Conversation'> }) {
  return (
    <li className={`m-msg-item${c.unread ? ' m-msg-item-unread' : ''}`}>
      {/* The link's name is its visible text (WCAG 2.5.3), the unread count spelled out for screen readers. */}
      <Link to={`/messages/${c.id}`}>
        <Avatar who={c.other} />
        <div className="m-msg-item-body">
          <div className="m-row">
            <strong className="m-msg-name">{c.other.name}</strong>
            {c.unread ? <span className="m-sr-only">，{c.unread} 条未读</span> : null}
            <span className="m-spacer" />
            <time className="m-muted" dateTime={c.lastAt} title={formatDateTime(c.lastAt)}>
              {timeAgo(c.lastAt)}
            </time>
          </div>
          <div className="m-row">
            <span className="m-msg-excerpt">{c.lastExcerpt}</span>
            <span className="m-spacer" />
            {c.unread ? (
              <span className="m-msg-count" aria-hidden="true">
                {c.unread > 99 ? '99+' : c.unread}
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** One page of conversations, and the button that loads the next one below it. */
function ConversationPageOfList({ cursor }: { cursor: string | undefined }) {
  const { data, isLoading, error } = api.useGetConversationListQuery({ query: { limit: 20, ...(cursor ? { cursor } : {}) } });
  const [next, setNext] = useState<string | null>(null);
  if (isLoading) return <div className="m-loading">加载中…</div>;
  if (error || !data) return <div className="m-empty">私信加载失败，请稍后再试</div>;
  if (!cursor && !data.list.length) return <div className="m-empty">还没有私信。在成员主页点「发私信」开始一段对话。</div>;
  return (
    <>
      <ul className="m-msg-list">
        {data.list.map((c) => (
          <ConversationItem key={c.id} conversation={c} />
        ))}
      </ul>
      {next ? (
        <ConversationPageOfList cursor={next} />
      ) : data.nextCursor ? (
        <button type="button" className="m-btn m-btn-block m-more" onClick={() => setNext(data.nextCursor)}>
          加载更多
        </button>
      ) : null}
    </>
  );
}

/** 私信 (`/messages`): my conversations, the latest first, each with the other member, the last message and my unread count. */
export function MessagesPage() {
  usePageTitle('私信');
  const { data: count } = api.useGetMessageUnreadCountQuery();
  return (
    <section className="m-card">
      <div className="m-row">
        <h1 className="m-h2">私信</h1>
        <span className="m-muted">{count?.unread ? `${count.unread} 条未读` : '没有未读'}</span>
        <span className="m-spacer" />
        <Link to="/messages/blocked" className="m-btn m-btn-text">
          黑名单
        </Link>
      </div>
      <ConversationPageOfList cursor={undefined} />
    </section>
  );
}
