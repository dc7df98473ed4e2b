import { Link } from 'react-router';
import type { Schema } from '#sdk';
import { countText } from '../../shell/count';
import './post.css';

type ForumSection = Schema<'ForumSection'>;

/** Sections by category in the order the site gives them; sections without one under 其他版块 at the end. */
export function groupByCategory(sections: readonly ForumSection[]): { name: string; sections: ForumSection[] }[] {
  const groups = new Map<number | null, { name: string; sections: ForumSection[] }>();
  for (const section of sections) {
    const group = groups.get(section.categoryId) ?? { name: section.categoryName || '其他版块', sections: [] };
    group.sections.push(section);
    groups.set(section.categoryId, group);
  }
  const loose = groups.get(null);
  groups.delete(null);
  return [...groups.values(), ...(loose ? [loose] : [])];
}

export function SectionGrid({ sections }: { sections: readonly ForumSection[] }) {
  return (
    <>
      {groupByCategory(sections).map((group) => (
        <section key={group.name} className="m-card">
          <h2>{group.name}</h2>
          <div className="m-sections">
            {group.sections.map((s) => (
              <Link key={s.id} to={`/section/${s.id}`} className="m-section">
                {s.icon ? (
                  <img src={s.icon} alt="" width={32} height={32} />
                ) : (
                  <span className="m-avatar" aria-hidden="true">
                    {s.name.slice(0, 1)}
                  </span>
                )}
                <span className="m-section-text">
                  <span className="m-section-name">{s.name}</span>
                  <span className="m-muted"> {countText(s.postCount)} 帖</span>
                </span>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
