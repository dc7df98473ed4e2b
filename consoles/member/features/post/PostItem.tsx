import { Link } from 'react-router';
import { timeAgo } from '#kit/format/time';
import type { Schema } from '#sdk';
import { countText } from '../../shell/count';

type PostSummary = Schema<'PostSummary'>;

/** One post in a list: title, marks, excerpt, up to three thumbnails, section, author, activity and counts. */
export function PostItem({ post, showSection = true }: { post: PostSummary; showSection?: boolean }) {
  return (
    <Link to={`/post/${post.id}`} className="m-post-item">
      <h3 className="m-post-title">
        {post.pinned ? <span className="m-tag m-tag-danger">置顶</span> : null}{' '}
        {post.featured ? <span className="m-tag m-tag-warn">精华</span> : null} {post.title}
      </h3>
      {post.excerpt ? <p className="m-post-excerpt">{post.excerpt}</p> : null}
      {post.images.length > 0 ? (
        <div className="m-thumbs">
          {post.images.map((src) => (
            <img key={src} src={src} alt="" loading="lazy" />
          ))}
        </div>
      ) : null}
      <div className="m-meta">
        {showSection ? <span>{post.sectionName}</span> : null}
        <span>{post.author.name}</span>
        <span>{timeAgo(post.activeAt)}</span>
        <span>评论 {countText(post.commentCount)}</span>
        <span>赞 {countText(post.likeCount)}</span>
      </div>
    </Link>
  );
}
