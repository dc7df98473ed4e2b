// What a navigation item means without the database: its address, its default icon, the defaults of a new site, and
// who may see it. Shared by the service (member reads), the member-page hook and the seeds.
import type { Schema } from '../../../../sdk';
import { escapeHtml } from '../../http/member-pages';

export type TargetKind = Schema<'NavigationTargetKind'>;
export type NavigationIcon = Schema<'NavigationIcon'>;
export type Position = Schema<'NavigationPosition'>;
type Defaulted = 'openInNewWindow' | 'enabled';
type Loosen<T> = Omit<T, Defaulted> & Partial<Pick<T & Record<Defaulted, boolean>, Defaulted>>;
/** An item as a request or a seed gives it (the switches the contract defaults may be left out). */
export type ItemInput = Loosen<Omit<Schema<'NavigationItemInput'>, 'children'>> & { children?: Loosen<Schema<'NavigationChildInput'>>[] };

/** The site's own pages a kind opens (section and post add their id; external is its URL). */
const PAGE: Record<Exclude<TargetKind, 'section' | 'post' | 'external'>, string> = {
  home: '/',
  questionList: '/questions',
  mall: '/mall',
  search: '/search',
  write: '/write',
  me: '/me',
};

export const DEFAULT_ICON: Record<TargetKind, NavigationIcon> = {
  home: 'home',
  section: 'section',
  questionList: 'question',
  mall: 'mall',
  post: 'post',
  search: 'search',
  write: 'write',
  me: 'me',
  external: 'link',
};

export function hrefOf(kind: TargetKind, targetId: number | null, url: string): string {
  if (kind === 'section') return `/section/${targetId}`;
  if (kind === 'post') return `/post/${targetId}`;
  if (kind === 'external') return url;
  return PAGE[kind];
}

/** The menu every member site had before navigation could be set: a new site starts with it in the top bar and tab bar. */
export const DEFAULT_ITEMS: readonly ItemInput[] = [
  { name: '首页', targetKind: 'home', icon: 'home' },
  { name: '搜索', targetKind: 'search', icon: 'search' },
  { name: '问答', targetKind: 'questionList', icon: 'question' },
  { name: '发帖', targetKind: 'write', icon: 'write' },
  { name: '我的', targetKind: 'me', icon: 'me' },
];

/** Positions that answer the defaults while the site has never saved them (sites made before navigation existed). */
export const DEFAULTED_POSITIONS: readonly Position[] = ['top', 'tabBar'];

/** Who is asking, as far as visibility goes: null for a visitor. */
export interface NavigationViewer {
  isAdmin: boolean;
  /** The points threshold of the member's rank (ranks are ordered by it); null without a rank. */
  rankPoints: number | null;
}

export interface VisibilityRule {
  visibility: Schema<'NavigationVisibility'>;
  /** The threshold of the item's least rank; null when it has none or the rank was deleted. */
  rankPoints: number | null;
}

/** Administrators see every enabled item; a rank-limited item whose rank is gone shows to administrators only. */
export function mayView(viewer: NavigationViewer | null, rule: VisibilityRule): boolean {
  if (rule.visibility === 'everyone') return true;
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  switch (rule.visibility) {
    case 'members':
      return true;
    case 'rankAtLeast':
      return rule.rankPoints !== null && viewer.rankPoints !== null && viewer.rankPoints >= rule.rankPoints;
    default:
      return false;
  }
}

type Link = Schema<'MemberNavigationItem'>;

function anchor(link: Pick<Link, 'name' | 'href' | 'openInNewWindow'>): string {
  const target = link.openInNewWindow ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(link.href)}"${target}>${escapeHtml(link.name)}</a>`;
}

/** The top navigation as plain links for the server-written page (search engines, first paint); the app replaces it. */
export function topNavigationHtml(items: readonly Link[]): string {
  if (!items.length) return '';
  const entries = items.map((item) => {
    const children = item.children.length ? `<ul>${item.children.map((c) => `<li>${anchor(c)}</li>`).join('')}</ul>` : '';
    return `<li>${anchor(item)}${children}</li>`;
  });
  return `<nav class="m-ssr-nav" aria-label="主导航"><ul>${entries.join('')}</ul></nav>`;
}
