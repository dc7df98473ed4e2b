import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '#kit/request/api';
import { countText } from '../../shell/count';
import { usePageTitle } from '../../shell/hooks';
import { NotFound } from '../../shell/NotFound';
import { Slot } from '../../shell/slots';
import { PostListPages } from './PostListPages';

const SORTS = [
  { sort: 'active', label: '最新回复' },
  { sort: 'new', label: '最新发布' },
] as const;

/** 版块: pinned posts first, sorted by last reply or by posting, 精华 only on demand, more by cursor. */
export function SectionPage() {
  const sectionId = Number(useParams().id);
  const [sort, setSort] = useState<'active' | 'new'>('active');
  const [featured, setFeatured] = useState(false);
  const { data, isLoading } = api.useGetForumSectionListQuery();
  const section = data?.list.find((s) => s.id === sectionId);
  usePageTitle(section?.name);
  if (isLoading) return <div className="m-loading">加载中…</div>;
  if (!section || !Number.isSafeInteger(sectionId)) return <NotFound what="版块" />;
  return (
    <>
      <Slot name="sectionTop" sectionId={section.id} />
      <section className="m-card">
        <div className="m-row">
          <h1 className="m-h2 m-spacer">{section.name}</h1>
          <Slot name="sectionActions" sectionId={section.id} />
          {section.canPost ? (
            <Link className="m-btn m-btn-primary" to={`/write?sectionId=${section.id}`}>
              发帖
            </Link>
          ) : null}
        </div>
        {section.description ? <p className="m-muted">{section.description}</p> : null}
        <div className="m-muted">
          {countText(section.postCount)} 帖{section.reviewFirst ? ' · 新帖审核后显示' : ''}
        </div>
      </section>
      <section className="m-card">
        <div className="m-tabs-inline" role="toolbar" aria-label="排序">
          {SORTS.map((s) => (
            <button
              key={s.sort}
              type="button"
              aria-pressed={!featured && sort === s.sort}
              onClick={() => {
                setFeatured(false);
                setSort(s.sort);
              }}
            >
              {s.label}
            </button>
          ))}
          <button type="button" aria-pressed={featured} onClick={() => setFeatured(true)}>
            精华
          </button>
        </div>
        <PostListPages query={{ sectionId, sort: featured ? 'new' : sort, featured: featured || undefined }} showSection={false} />
      </section>
    </>
  );
}
