import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { NotFound } from '../../shell/NotFound';
import { ReportButton } from '../../shell/ReportButton';
import { Avatar } from './Avatar';
import { Composer } from './Composer';
import './message.css';

type Message = Schema<'PrivateMessage'>;

function Bubble({ message, otherId }: { message: Message; otherId: number }) {
  return (
    <li className={`m-msg-line${message.mine ? ' m-msg-mine' : ''}`}>
      <div className="m-msg-bubble">
        {/* Plain text: React escapes it; line breaks are kept by CSS. */}
        {message.hidden ? <em className="m-muted">该私信已被管理员屏蔽</em> : <span className="m-msg-text">{message.content}</span>}
      </div>
      <div className="m-msg-meta">
        <time className="m-muted" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        {!message.mine && !message.hidden ? (
          <ReportButton targetType="message" targetId={message.id} what="私信" authorId={otherId} />
        ) : null}
      </div>
    </li>
  );
}

/** Older messages, loaded on demand above the newest page. */
function Older({ conversationId, cursor, otherId }: { conversationId: number; cursor: string; otherId: number }) {
  const { data, isLoading } = api.useGetConversationMessageListQuery({ query: { conversationId, cursor, limit: 30 } });
  const [next, setNext] = useState<string | null>(null);
  if (isLoading || !data) return <div className="m-loading">加载中…</div>;
  return (
    <>
      {next ? <Older conversationId={conversationId} cursor={next} otherId={otherId} /> : null}
      {!next && data.nextCursor ? (
        <button type="button" className="m-btn m-btn-block m-btn-text" onClick={() => setNext(data.nextCursor)}>
          更早的私信
        </button>
      ) : null}
      <ol className="m-msg-thread">
        {[...data.list].reverse().map((m) => (
          <Bubble key={m.id} message={m} otherId={otherId} />
        ))}
      </ol>
    </>
  );
}

function BlockToggle({ other, blocked }: { other: Schema<'ContentAuthor'>; blocked: boolean }) {
  const [block, blocking] = api.useBlockMemberMutation();
  const [unblock, unblocking] = api.useUnblockMemberMutation();
  const toggle = async () => {
    if (!blocked && !window.confirm(`屏蔽 ${other.name}？屏蔽后对方不能再给你发私信。`)) return;
    const result = blocked ? await unblock({ body: { id: other.id } }) : await block({ body: { id: other.id } });
    if (result.data) notify.success(result.data.description || (blocked ? '已取消屏蔽' : '已屏蔽'));
  };
  return (
    <button type="button" className="m-btn m-btn-text" disabled={blocking.isLoading || unblocking.isLoading} onClick={toggle}>
      {blocked ? '取消屏蔽' : '屏蔽'}
    </button>
  );
}

/** 私信 with one member (`/messages/:conversationId`): the messages, oldest at the top; opening it reads it. */
export function ConversationPage() {
  const conversationId = Number(useParams().conversationId);
  const valid = Number.isSafeInteger(conversationId) && conversationId > 0;
  const { data, error, isLoading } = api.useGetConversationMessageListQuery({ query: { conversationId, limit: 30 } }, { skip: !valid });
  const [older, setOlder] = useState(false);
  usePageTitle(data ? `与 ${data.conversation.other.name} 的私信` : '私信');
  if (!valid || (error && !data)) return <NotFound what="会话" />;
  if (isLoading || !data) return <div className="m-loading">加载中…</div>;
  const { other, blockedByMe } = data.conversation;
  return (
    <section className="m-card m-msg-conversation">
      <div className="m-row m-msg-head">
        <Link to="/messages" className="m-btn m-btn-text" aria-label="返回私信列表">
          ‹ 私信
        </Link>
        <Avatar who={other} />
        <h1 className="m-h2 m-msg-title">{other.home ? <Link to={`/user/${other.id}`}>{other.name}</Link> : other.name}</h1>
        <span className="m-spacer" />
        {other.home ? <BlockToggle other={other} blocked={blockedByMe} /> : null}
      </div>
      {older && data.nextCursor ? <Older conversationId={conversationId} cursor={data.nextCursor} otherId={other.id} /> : null}
      {!older && data.nextCursor ? (
        <button type="button" className="m-btn m-btn-block m-btn-text" onClick={() => setOlder(true)}>
          更早的私信
        </button>
      ) : null}
      {data.list.length ? (
        <ol className="m-msg-thread">
          {[...data.list].reverse().map((m) => (
            <Bubble key={m.id} message={m} otherId={other.id} />
          ))}
        </ol>
      ) : (
        <div className="m-empty">还没有私信</div>
      )}
      {blockedByMe ? <p className="m-muted m-msg-note">你已屏蔽 {other.name}，对方不能给你发私信。</p> : null}
      {other.home ? <Composer toId={other.id} /> : <p className="m-muted m-msg-note">对方账号已注销或停用，无法回复。</p>}
    </section>
  );
}
