import { api } from '#kit/request/api';
import { usePageTitle } from '../../shell/hooks';
import { PostListPages } from './PostListPages';
import { SectionGrid } from './SectionGrid';

const LATEST = { sort: 'new' } as const;

/** 首页: the sections by category with their post counts, then the site's latest posts. */
export function HomePage() {
  usePageTitle(undefined);
  const sections = api.useGetForumSectionListQuery().data;
  return (
    <>
      {sections ? <SectionGrid sections={sections.list} /> : null}
      <section className="m-card">
        <h2>最新帖子</h2>
        <PostListPages query={LATEST} />
      </section>
    </>
  );
}
