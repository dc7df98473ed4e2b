import { api } from '#kit/request/api';
import { type Schema, Switch } from '#sdk';
import { useMemberSite } from '../hooks';

export type NavItem = Schema<'MemberNavigationItem'>;
export type NavLinkItem = Schema<'MemberNavigationLink'>;

const link = (name: string, kind: NavItem['kind'], href: string, icon: NavItem['icon']): NavItem => ({
  name,
  kind,
  href,
  icon,
  openInNewWindow: false,
  children: [],
});

/** What a site shows until it sets its own (the server answers the same): drawn while the navigation loads, so nothing shifts. */
const DEFAULT_ITEMS: NavItem[] = [
  link('首页', 'home', '/', 'home'),
  link('搜索', 'search', '/search', 'search'),
  link('问答', 'questionList', '/questions', 'question'),
  link('发帖', 'write', '/write', 'write'),
  link('我的', 'me', '/me', 'me'),
];

/** The viewer's navigation (getMemberNavigation), or the defaults while it loads or when it cannot be read. */
export function useMemberNavigation(): Schema<'MemberNavigation'> {
  const { data } = api.useGetMemberNavigationQuery();
  const site = useMemberSite();
  if (data) return data;
  // 问答 only where the site has it switched on, as the server answers.
  const items = DEFAULT_ITEMS.filter((item) => item.kind !== 'questionList' || site?.questionFunctionStatus === Switch.on);
  return { top: items, footer: [], tabBar: items };
}

/** A site page the app's router opens (not an external link, not a new window). */
export const isInternal = (item: NavLinkItem) => item.href.startsWith('/') && !item.href.startsWith('//') && !item.openInNewWindow;
