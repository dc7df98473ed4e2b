// 编辑历史 in the site console's moderation views: a post's or a comment's versions, read from the post module.
import type { ModuleDeps } from '../deps';
import { revisionsOfComment, revisionsOfPost } from '../post/revisions';

export function createRevisionReadService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    post: (siteId: number, postId: number) => revisionsOfPost(db, siteId, postId),
    comment: (siteId: number, commentId: number) => revisionsOfComment(db, siteId, commentId),
  };
}
