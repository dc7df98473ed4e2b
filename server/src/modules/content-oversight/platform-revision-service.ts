// 编辑历史 in the platform's 帖子监管: any site's post's versions, read from the post module.
import type { ModuleDeps } from '../deps';
import { revisionsOfPost } from '../post/revisions';

export function createPlatformRevisionService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    post: (siteId: number, postId: number) => revisionsOfPost(db, siteId, postId),
  };
}
