// A member's public home as the server writes it (`/user/:id`): the profile, counts, medals and recent posts and
// answers as links, and its schema.org ProfilePage. Every value from the database is escaped here.
import { formatBeijingDate } from '../../../sdk/format';
import { counter, escapeHtml } from './member-page-html';

/** A member anyone may look at (profile-repository.ts says who), as the page shows them. */
export interface ProfilePage {
  id: number;
  nickname: string;
  /** '' for none; a site's own upload is a path (`/files/…`). */
  avatar: string;
  signature?: string;
  /** The member hides their activity: the lists say so instead of being empty. */
  activityHidden?: boolean;
  rank: { name: string; color: string } | null;
  joinedAt: Date;
  postCount: number;
  answerCount: number;
  medals: readonly { name: string; icon: string }[];
  recentPosts: readonly { id: number; title: string; createdAt: Date }[];
  recentAnswers: readonly { id: number; questionId: number; title: string; createdAt: Date }[];
}

/** What the page's head says of the member: their name, rank and counts. */
export function profileDescription(member: ProfilePage): string {
  const rank = member.rank ? `，${member.rank.name}` : '';
  return `${member.nickname}${rank}，发帖 ${member.postCount} 篇，回答 ${member.answerCount} 个`;
}

const list = (items: string[], empty: string) => (items.length ? `<ul class="ssr-list">${items.join('')}</ul>` : `<p>${empty}</p>`);
const time = (at: Date) => `<time datetime="${at.toISOString()}">${formatBeijingDate(at)}</time>`;

/** The home's content: the nickname as the one h1, the lists under h2s. */
export function profileMain(member: ProfilePage): string {
  const facts = [member.rank ? escapeHtml(member.rank.name) : '', `${formatBeijingDate(member.joinedAt)} 加入`].filter(Boolean).join(' · ');
  const medals = member.medals.map((m) => `<li>${escapeHtml(m.name)}</li>`);
  const posts = member.recentPosts.map((p) => `<li><a href="/post/${p.id}">${escapeHtml(p.title)}</a> ${time(p.createdAt)}</li>`);
  const answers = member.recentAnswers.map(
    (a) => `<li><a href="/question/${a.questionId}#answer-${a.id}">${escapeHtml(a.title)}</a> ${time(a.createdAt)}</li>`,
  );
  return (
    `<main id="ssr-profile"><h1>${escapeHtml(member.nickname)}</h1><p>${facts}</p>` +
    (member.signature ? `<p class="ssr-signature">${escapeHtml(member.signature)}</p>` : '') +
    `<p>帖子 ${member.postCount} · 回答 ${member.answerCount}</p>` +
    (medals.length ? `<section><h2>勋章</h2>${list(medals, '')}</section>` : '') +
    (member.activityHidden
      ? '<p>该成员隐藏了自己的动态</p></main>'
      : `<section><h2>最近的帖子</h2>${list(posts, '暂无帖子')}</section>` +
        `<section><h2>最近的回答</h2>${list(answers, '暂无回答')}</section></main>`)
  );
}

/** The avatar's address for JSON-LD (absolute), or undefined for none or one that is no address. */
function absolute(avatar: string, origin: string): string | undefined {
  if (!avatar) return undefined;
  try {
    return new URL(avatar, origin).href;
  } catch {
    return undefined;
  }
}

/**
 * schema.org ProfilePage (as search engines read it): the member as its Person, what they wrote as the Person's own
 * actions (`agentInteractionStatistic`: posts as WriteAction, answers as ReplyAction), their medals as awards.
 * `interactionStatistic` would count actions done *to* the Person (followers): the site has none, so it is left out.
 */
export function profileJsonLd(member: ProfilePage, url: string, origin: string): object {
  const image = absolute(member.avatar, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    dateCreated: member.joinedAt.toISOString(),
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: member.nickname,
      identifier: String(member.id),
      url,
      ...(image ? { image } : {}),
      ...(member.medals.length ? { award: member.medals.map((m) => m.name) } : {}),
      agentInteractionStatistic: [counter('WriteAction', member.postCount), counter('ReplyAction', member.answerCount)],
    },
  };
}
