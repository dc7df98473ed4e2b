import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime, timeAgo } from '#kit/format/time';
import { api } from '#kit/request/api';
import { readableText } from '#kit/theme/contrast';
import type { Schema } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { NotFound } from '../../shell/NotFound';
import { Slot } from '../../shell/slots';
import './profile.css';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const colorOf = (color: string) => (HEX_COLOR.test(color) ? color : '#909399');

function When({ at }: { at: string }) {
  return (
    <time className="m-muted" dateTime={at} title={formatDateTime(at)}>
      {timeAgo(at)}
    </time>
  );
}

function Medals({ medals }: { medals: Schema<'MemberHome'>['medals'] }) {
  if (!medals.length) return null;
  return (
    <section className="m-card" aria-labelledby="m-user-medals">
      <h2 id="m-user-medals">勋章 · {medals.length}</h2>
      <ul className="m-user-medals">
        {medals.map((medal) => {
          const color = colorOf(medal.color);
          return (
            <li key={medal.id} className="m-user-medal" title={medal.description || undefined}>
              <span className="m-user-medal-icon" style={{ color, borderColor: color, backgroundColor: `${color}1A` }} aria-hidden="true">
                {medal.icon ? <img src={medal.icon} alt="" /> : '★'}
              </span>
              <span style={{ color: readableText(color) }}>{medal.name}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 成员主页 (`/user/:id`): who the member is, their rank, medals and counts, and their latest public posts and answers. */
export function MemberHomePage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: member, error, isLoading } = api.useGetMemberHomeQuery({ query: { id } }, { skip: !valid });
  usePageTitle(member?.nickname);
  if (!valid || (error && !member)) return <NotFound what="成员" />;
  if (isLoading || !member) return <div className="m-loading">加载中…</div>;
  const rankColor = member.rank ? colorOf(member.rank.color) : '';
  return (
    <>
      <section className="m-card m-user-head">
        {member.avatar ? (
          <img className="m-avatar" src={member.avatar} alt="" />
        ) : (
          <span className="m-avatar" aria-hidden="true">
            {member.nickname.slice(0, 1)}
          </span>
        )}
        <div className="m-user-who">
          <h1>{member.nickname}</h1>
          {member.signature ? <p className="m-signature">{member.signature}</p> : null}
          <div className="m-muted">
            {member.rank ? (
              <span className="m-user-rank" style={{ color: readableText(rankColor), borderColor: rankColor }}>
                {member.rank.name}
              </span>
            ) : null}
            {formatDate(member.joinedAt)} 加入
          </div>
        </div>
        <div className="m-user-actions">
          <Slot name="memberHomeActions" member={member} />
        </div>
      </section>
      <dl className="m-card m-user-counts">
        <div>
          <dt>帖子</dt>
          <dd>{member.postCount}</dd>
        </div>
        <div>
          <dt>回答</dt>
          <dd>{member.answerCount}</dd>
        </div>
        <div>
          <dt>勋章</dt>
          <dd>{member.medals.length}</dd>
        </div>
        <div>
          <dt>粉丝</dt>
          <dd>{member.followerCount}</dd>
        </div>
        <div>
          <dt>关注</dt>
          <dd>{member.followingCount}</dd>
        </div>
      </dl>
      <Medals medals={member.medals} />
      {member.activityHidden ? (
        <p className="m-card m-muted">该成员隐藏了自己的动态</p>
      ) : (
        <>
          <section className="m-card" aria-labelledby="m-user-posts">
            <h2 id="m-user-posts">最近的帖子</h2>
            {member.recentPosts.length ? (
              <ul className="m-user-list">
                {member.recentPosts.map((post) => (
                  <li key={post.id}>
                    <Link to={`/post/${post.id}`}>{post.title}</Link>
                    <When at={post.createdAt} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="m-muted">还没有帖子</p>
            )}
          </section>
          <section className="m-card" aria-labelledby="m-user-answers">
            <h2 id="m-user-answers">最近的回答</h2>
            {member.recentAnswers.length ? (
              <ul className="m-user-list">
                {member.recentAnswers.map((answer) => (
                  <li key={answer.id}>
                    <Link to={`/question/${answer.questionId}#answer-${answer.id}`}>{answer.title}</Link>
                    <When at={answer.createdAt} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="m-muted">还没有回答</p>
            )}
          </section>
        </>
      )}
    </>
  );
}
