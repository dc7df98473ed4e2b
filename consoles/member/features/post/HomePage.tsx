import { usePageTitle } from '../../shell/hooks';
import { PostListPages } from './PostListPages';

const LATEST = { sort: 'new' } as const;

/** 首页: the sections by category, then the site's latest posts. */
export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <section className="m-card">
        <h2>最新帖子</h2>
        <PostListPages query={LATEST} />
      </section>
    </>
  );
}
