import { Link, useSearchParams } from 'react-router';
import { api } from '#kit/request/api';
import { DEFAULT_THEME, type Schema, Switch } from '#sdk';
import { useMemberSite, usePageTitle } from '../../shell/hooks';
import { Slot } from '../../shell/slots';
import { PostListPages } from './PostListPages';
import { SectionGrid } from './SectionGrid';

const LATEST = { sort: 'new' } as const;
const QUESTIONS = { query: { page: 1, pageSize: 5 } } as const;

/** The newest questions, for a home page that puts them first (homeLayout `questionsFirst`). */
function LatestQuestions({ questions }: { questions: readonly Schema<'QuestionSummary'>[] }) {
  return (
    <section className="m-card">
      <h2>最新问答</h2>
      {questions.length ? (
        questions.map((q) => (
          <Link key={q.id} to={`/question/${q.id}`} className="m-post-item">
            <h3 className="m-post-title">{q.title}</h3>
            <div className="m-meta">
              <span>{q.author.name}</span>
              <span>回答 {q.answerCount}</span>
            </div>
          </Link>
        ))
      ) : (
        <p className="m-empty">还没有问题</p>
      )}
      <Link to="/question">全部问答</Link>
    </section>
  );
}

/**
 * 首页, in the order the site's theme says (homeLayout): the sections by category then the latest posts (sectionGrid,
 * the default), the latest posts then the sections (latestPosts), or the newest questions first (questionsFirst).
 * Everything is asked for at once and nothing is drawn until the sections and the theme are known: a block arriving
 * above a list already on screen pushed the list down (a layout shift of 0.38 on a throttled phone; 0.003 since).
 * A draft's preview link (`?themePreview=`) shows the draft's layout.
 */
export function HomePage() {
  usePageTitle(undefined);
  const [params] = useSearchParams();
  const previewToken = params.get('themePreview') ?? undefined;
  const site = useMemberSite();
  const { data: sections, isLoading } = api.useGetForumSectionListQuery();
  const { data: memberTheme, isLoading: themeLoading } = api.useGetMemberThemeQuery({ query: { previewToken } });
  const layout = memberTheme?.theme.homeLayout ?? DEFAULT_THEME.homeLayout;
  const questionsOpen = site?.questionFunctionStatus === Switch.on;
  const { data: questions } = api.useGetQuestionListQuery(QUESTIONS, { skip: layout !== 'questionsFirst' || !questionsOpen });
  // The list's first page, the very query PostListPages makes (it reads the answer from the cache). Waited for too:
  // with the latest posts first, the sections drawn below a list still loading were pushed off the screen when it
  // came (0.44 on a throttled phone).
  const { isLoading: postsLoading } = api.useGetPostListQuery({ query: { ...LATEST, cursor: undefined } });
  if (isLoading || themeLoading || postsLoading) return <div className="m-loading">加载中…</div>;
  const grid = sections ? <SectionGrid key="sections" sections={sections.list} /> : null;
  const latest = (
    <section key="latest" className="m-card">
      <h1>最新帖子</h1>
      <PostListPages query={LATEST} />
    </section>
  );
  const blocks =
    layout === 'latestPosts'
      ? [latest, grid]
      : layout === 'questionsFirst' && questionsOpen
        ? [<LatestQuestions key="questions" questions={questions?.list ?? []} />, grid, latest]
        : [grid, latest];
  return (
    <>
      {memberTheme?.preview ? (
        <p className="m-card" role="status">
          正在预览未发布的主题草稿，只有持有预览链接的管理员能看到。
        </p>
      ) : null}
      <Slot name="homeTop" />
      {blocks}
    </>
  );
}
