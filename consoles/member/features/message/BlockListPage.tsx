import { Link } from 'react-router';
import { formatDateTime } from '#kit/format/time';
import { api } from '#kit/request/api';
import { usePageTitle } from '../../shell/hooks';
import { Avatar } from './Avatar';
import './message.css';

/** 黑名单 (`/messages/blocked`): the members I blocked, who cannot send me private messages; each can be taken off. */
export function BlockListPage() {
  usePageTitle('黑名单');
  const { data, isLoading, error } = api.useGetMyBlockListQuery();
  const [unblock, unblocking] = api.useUnblockMemberMutation();
  return (
    <section className="m-card">
      <div className="m-row">
        <h1 className="m-h2">黑名单</h1>
        <span className="m-spacer" />
        <Link to="/messages" className="m-btn m-btn-text">
          私信
        </Link>
      </div>
      <p className="m-muted">黑名单中的成员不能给你发私信。</p>
      {isLoading ? (
        <div className="m-loading">加载中…</div>
      ) : error || !data ? (
        <div className="m-empty">黑名单加载失败，请稍后再试</div>
      ) : !data.list.length ? (
        <div className="m-empty">黑名单是空的</div>
      ) : (
        <ul className="m-msg-list">
          {data.list.map(({ member, blockedAt }) => (
            <li key={member.id} className="m-msg-block">
              <Avatar who={member} />
              <div className="m-msg-item-body">
                <strong className="m-msg-name">{member.home ? <Link to={`/user/${member.id}`}>{member.name}</Link> : member.name}</strong>
                <div className="m-muted">{formatDateTime(blockedAt)} 屏蔽</div>
              </div>
              <button
                type="button"
                className="m-btn"
                disabled={unblocking.isLoading}
                onClick={() => unblock({ body: { id: member.id } })}
                aria-label={`取消屏蔽 ${member.name}`}
              >
                取消屏蔽
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
