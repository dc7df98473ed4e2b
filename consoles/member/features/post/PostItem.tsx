import { Link } from 'react-router';
import { timeAgo } from '#kit/format/time';
import type { Schema } from '#sdk';
import { AuthorLink } from '../../shell/AuthorLink';
import { countText } from '../../shell/count';

type PostSummary = Schema<'PostSummary'>;

/**
 * One post in a list: title, marks, excerpt, up to three thumbnails, section, author, activity and counts. The title's
 * link covers the whole item (member.css `.m-cover`); the author's name is its own link, to their home, above it.
 */
export function PostItem({ post, showSection = true }: { post: PostSummary; showSection?: boolean }) {
  return (
    <article className="m-post-item">
      <h2 className="m-post-title">
        <Link to={`/post/${post.id}`} className="m-cover">
          {post.pinned ? <span className="m-tag m-tag-danger">置顶</span> : null}{' '}
          {post.featured ? <span className="m-tag m-tag-warn">精华</span> : null} {post.title}
        </Link>
      </h2>
      {post.excerpt ? <p className="m-post-excerpt">{post.excerpt}</p> : null}
      {post.images.length > 0 ? (
        <div className="m-thumbs">
          {post.images.map((src) => (
            // The size is held before the image arrives (member.css: a square, 31 % wide): no layout shift.
            <img key={src} src={src} alt="" loading="lazy" width={120} height={120} />
          ))}
        </div>
      ) : null}
      <div className="m-meta">
        {showSection ? <span>{post.sectionName}</span> : null}
        <AuthorLink author={post.author} />
        <span>{timeAgo(post.activeAt)}</span>
        <span>评论 {countText(post.commentCount)}</span>
        <span>赞 {countText(post.likeCount)}</span>
      </div>
    </article>
  );
}
