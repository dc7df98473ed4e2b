// The demo's navigation (`npm start`): the usual top bar plus a sub-menu of the site's sections and a members-only
// item, a footer with external links, and the usual tab bar.
import { and, asc, eq } from 'drizzle-orm';
import { Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { sections } from '../section/section.tables';
import { DEFAULT_ITEMS, type ItemInput } from './navigation-links';
import { replaceItems, type StoredItem } from './navigation-repository';

const stored = (item: ItemInput): StoredItem => ({
  targetId: null,
  url: '',
  icon: null,
  visibility: 'everyone',
  rankId: null,
  ...item,
  openInNewWindow: item.openInNewWindow ?? false,
  enabled: item.enabled ?? true,
  children: (item.children ?? []).map((child) => stored(child)),
});

export async function seedDemoNavigation(tx: Executor, site: DemoSite) {
  const shown = await tx
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.siteId, site.siteId), eq(sections.status, Switch.on)))
    .orderBy(asc(sections.sort), asc(sections.id))
    .limit(4);
  const [first, ...rest] = shown;
  const top: ItemInput[] = [
    { name: '首页', targetKind: 'home', icon: 'home' },
    ...(first
      ? [
          {
            name: '版块',
            targetKind: 'section' as const,
            targetId: first.id,
            icon: 'section' as const,
            children: shown.map((s) => ({ name: s.name.slice(0, 16), targetKind: 'section' as const, targetId: s.id })),
          },
        ]
      : []),
    { name: '问答', targetKind: 'questionList', icon: 'question' },
    { name: '积分商城', targetKind: 'mall', icon: 'mall', visibility: 'members' },
    { name: '搜索', targetKind: 'search', icon: 'search' },
    { name: '发帖', targetKind: 'write', icon: 'write' },
    { name: '我的', targetKind: 'me', icon: 'me' },
  ];
  const footer: ItemInput[] = [
    { name: '首页', targetKind: 'home' },
    ...rest.slice(0, 2).map((s) => ({ name: s.name.slice(0, 16), targetKind: 'section' as const, targetId: s.id })),
    { name: '使用帮助', targetKind: 'external', url: 'https://example.com/help', icon: 'info', openInNewWindow: true },
    { name: '联系我们', targetKind: 'external', url: `mailto:service@${site.slug}.example.com`, icon: 'chat' },
  ];
  await replaceItems(tx, site.siteId, 'top', top.map(stored));
  await replaceItems(tx, site.siteId, 'footer', footer.map(stored));
  await replaceItems(tx, site.siteId, 'tabBar', DEFAULT_ITEMS.map(stored));
}
