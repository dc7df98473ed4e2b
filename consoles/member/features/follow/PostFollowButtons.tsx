import { notify } from '#kit/notify/notify';
import type { Schema } from '#sdk';
import { useRequireMember } from '../../shell/hooks';
import { followApi } from './cache';
import './follow.css';

/** 收藏 / 已收藏 and 关注帖子 / 已关注帖子 in a post's row of buttons (the post page's `postActions` slot). */
export function PostFollowButtons({ post }: { post: Schema<'PostDetail'> }) {
  const requireMember = useRequireMember();
  const [add, adding] = followApi.useAddBookmarkMutation();
  const [remove, removing] = followApi.useRemoveBookmarkMutation();
  const [watch, watching] = followApi.useWatchPostMutation();
  const [unwatch, unwatching] = followApi.useUnwatchPostMutation();
  const body = { body: { postId: post.id } };
  const done = (result: { error?: unknown; data?: { description?: string } }) => {
    if (!result.error && result.data?.description) notify.success(result.data.description);
  };
  const toggleBookmark = async () => {
    if (!requireMember()) return;
    done(post.bookmarked ? await remove(body) : await add(body));
  };
  const toggleWatch = async () => {
    if (!requireMember()) return;
    done(post.watched ? await unwatch(body) : await watch(body));
  };
  return (
    <>
      <button
        type="button"
        className={`m-btn${post.bookmarked ? ' m-btn-on' : ''}`}
        aria-pressed={post.bookmarked}
        disabled={adding.isLoading || removing.isLoading}
        onClick={toggleBookmark}
      >
        {post.bookmarked ? '已收藏' : '收藏'}
      </button>
      <button
        type="button"
        className={`m-btn${post.watched ? ' m-btn-on' : ''}`}
        aria-pressed={post.watched}
        title="关注后，这篇帖子有新回复时会通知你"
        disabled={watching.isLoading || unwatching.isLoading}
        onClick={toggleWatch}
      >
        {post.watched ? '已关注帖子' : '关注帖子'}
      </button>
    </>
  );
}
