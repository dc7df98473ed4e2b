import { Link } from 'react-router';
import { timeAgo } from '#kit/format/time';
import { ContentStatus, ContentStatusLabels, type Schema } from '#sdk';
import { AuthorLink } from '../../shell/AuthorLink';

/** A state other than published, as its author sees it on their own question or answer. */
export function StateTag({ status }: { status: Schema<'ContentStatus'> }) {
  if (status === ContentStatus.published) return null;
  const tone = status === ContentStatus.pending || status === ContentStatus.resubmitted ? 'warn' : 'danger';
  return <span className={`m-tag m-tag-${tone}`}>{ContentStatusLabels[status]}</span>;
}

/**
 * One question in a list: solved or bounty marks, title, excerpt, type, author, activity and answer count. The title's
 * link covers the item (member.css `.m-cover`); the author's name links to their home above it.
 */
export function QuestionItem({ question }: { question: Schema<'QuestionSummary'> }) {
  return (
    <article className="m-post-item">
      <h2 className="m-post-title">
        <Link to={`/question/${question.id}`} className="m-cover">
          {question.solved ? <span className="m-tag m-tag-ok">已解决</span> : null}{' '}
          {question.bounty > 0 ? <span className="m-tag m-tag-warn">悬赏 {question.bounty}</span> : null} {question.title}{' '}
          <StateTag status={question.status} />
        </Link>
      </h2>
      {question.excerpt ? <p className="m-post-excerpt">{question.excerpt}</p> : null}
      <div className="m-meta">
        <span>
          {question.typeIcon} {question.typeName}
        </span>
        <AuthorLink author={question.author} />
        <span>{timeAgo(question.activeAt)}</span>
        <span>回答 {question.answerCount}</span>
      </div>
    </article>
  );
}
