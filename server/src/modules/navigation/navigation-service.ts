// Rules of a site's navigation: what a position holds (console), what a visitor or member sees (member site), and a
// position's whole save with its targets checked against this site.
import { type OperationBody, type Schema, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { findPostingMember } from '../post/post-members';
import {
  DEFAULT_ICON,
  DEFAULT_ITEMS,
  DEFAULTED_POSITIONS,
  hrefOf,
  type ItemInput,
  mayView,
  type NavigationViewer,
  type Position,
} from './navigation-links';
import {
  findExisting,
  findFeatureSwitches,
  findItems,
  findTargetOptions,
  type ItemRow,
  replaceItems,
  type StoredItem,
} from './navigation-repository';

type NavigationItem = Schema<'NavigationItem'>;
type MemberItem = Schema<'MemberNavigationItem'>;

const consoleItem = (row: ItemRow): Omit<NavigationItem, 'children'> => ({
  name: row.name,
  targetKind: row.targetKind,
  targetId: row.targetId,
  targetName: row.targetName,
  url: row.url,
  icon: row.icon,
  openInNewWindow: row.openInNewWindow,
  visibility: row.visibility,
  rankId: row.rankId,
  rankName: row.rankName,
  enabled: row.enabled,
});

/** The defaults as the console shows them (a position never saved). */
const defaultItems = (): NavigationItem[] => DEFAULT_ITEMS.map((item) => ({ ...consoleItem(toRow(normalise(item))), children: [] }));

function toRow(item: StoredItem): ItemRow {
  return { ...item, id: 0, position: 'top', parentId: null, targetName: '', targetLive: true, rankName: '', rankPoints: null };
}

/** Rows of one position as a tree, first-level items in order with their sub-items. */
function tree(rows: readonly ItemRow[]) {
  const children = new Map<number, ItemRow[]>();
  for (const row of rows) if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  return rows.filter((r) => r.parentId === null).map((row) => ({ row, children: children.get(row.id) ?? [] }));
}

/** An input with only its kind's fields kept and defaults filled in (the checks come after). */
function normalise(item: ItemInput | Schema<'NavigationChildInput'>): StoredItem {
  const kind = item.targetKind;
  const visibility = item.visibility ?? 'everyone';
  return {
    name: item.name.trim(),
    targetKind: kind,
    targetId: kind === 'section' || kind === 'post' ? (item.targetId ?? null) : null,
    url: kind === 'external' ? (item.url ?? '').trim() : '',
    icon: item.icon ?? null,
    openInNewWindow: item.openInNewWindow ?? false,
    visibility,
    rankId: visibility === 'rankAtLeast' ? (item.rankId ?? null) : null,
    enabled: item.enabled ?? true,
    children: 'children' in item ? (item.children ?? []).map(normalise) : [],
  };
}

function checkShape(position: Position, items: readonly StoredItem[]) {
  if (!items.length && DEFAULTED_POSITIONS.includes(position)) {
    throw badRequest('顶部导航与手机底部标签栏至少保留一项（不想显示的项可以停用）');
  }
  for (const item of items) {
    if (item.children?.length && position !== 'top') throw badRequest('只有顶部导航可以有子菜单');
    for (const one of [item, ...(item.children ?? [])]) {
      if (!one.name) throw badRequest('请输入导航名称');
      if (one.targetKind === 'section' && one.targetId === null) throw badRequest(`“${one.name}”请选择版块`);
      if (one.targetKind === 'post' && one.targetId === null) throw badRequest(`“${one.name}”请选择帖子`);
      if (one.targetKind === 'external' && !one.url) throw badRequest(`“${one.name}”请输入链接地址`);
      if (one.visibility === 'rankAtLeast' && one.rankId === null) throw badRequest(`“${one.name}”请选择最低等级`);
    }
  }
}

/** Every section, post and rank named must be this site's: another site's answers like a missing one. */
async function checkTargets(db: Executor, siteId: number, items: readonly StoredItem[]) {
  const all = items.flatMap((item) => [item, ...(item.children ?? [])]);
  const ids = (kind: string) => [...new Set(all.filter((i) => i.targetKind === kind && i.targetId).map((i) => i.targetId as number))];
  const wanted = {
    sections: ids('section'),
    posts: ids('post'),
    ranks: [...new Set(all.map((i) => i.rankId).filter((id): id is number => id !== null))],
  };
  const found = await findExisting(db, siteId, wanted);
  if (wanted.sections.some((id) => !found.sections.has(id))) throw notFound('版块不存在');
  if (wanted.posts.some((id) => !found.posts.has(id))) throw notFound('帖子不存在');
  if (wanted.ranks.some((id) => !found.ranks.has(id))) throw notFound('等级不存在');
}

export function createNavigationService(deps: ModuleDeps) {
  const { db } = deps;

  async function list(siteId: number, position: Position): Promise<Schema<'NavigationList'>> {
    const rows = await findItems(db, siteId, position);
    if (!rows.length && DEFAULTED_POSITIONS.includes(position)) return { position, list: defaultItems() };
    const list = tree(rows).map(({ row, children }) => ({ ...consoleItem(row), children: children.map(consoleItem) }));
    return { position, list };
  }

  async function viewerOf(siteId: number, siteUserId: number | null): Promise<NavigationViewer | null> {
    if (siteUserId === null) return null;
    const member = await findPostingMember(db, siteId, siteUserId);
    return member ? { isAdmin: member.isAdmin, rankPoints: member.rankPoints } : null;
  }

  /** What this viewer sees of each position: enabled, visible, live targets, the site's switched-on features only. */
  async function forMember(siteId: number, siteUserId: number | null): Promise<Schema<'MemberNavigation'>> {
    const [rows, viewer, [settings]] = await Promise.all([
      findItems(db, siteId),
      viewerOf(siteId, siteUserId),
      findFeatureSwitches(db, siteId),
    ]);
    const off = new Set<string>([
      ...(settings?.question === Switch.off ? ['questionList'] : []),
      ...(settings?.mall === Switch.off ? ['mall'] : []),
    ]);
    const shows = (row: ItemRow) => row.enabled && row.targetLive && !off.has(row.targetKind) && mayView(viewer, row);
    const link = (row: ItemRow) => ({
      name: row.name,
      kind: row.targetKind,
      href: hrefOf(row.targetKind, row.targetId, row.url),
      icon: row.icon ?? DEFAULT_ICON[row.targetKind],
      openInNewWindow: row.openInNewWindow,
    });
    const position = (name: Position): MemberItem[] => {
      let own = rows.filter((r) => r.position === name);
      if (!own.length && DEFAULTED_POSITIONS.includes(name)) own = DEFAULT_ITEMS.map((item) => toRow(normalise(item)));
      return tree(own)
        .filter(({ row }) => shows(row))
        .map(({ row, children }) => ({ ...link(row), children: children.filter(shows).map(link) }));
    };
    return { top: position('top'), footer: position('footer'), tabBar: position('tabBar') };
  }

  async function save(siteId: number, input: OperationBody<'saveNavigation'>) {
    const items = input.items.map(normalise);
    checkShape(input.position, items);
    await db.transaction(async (tx) => {
      await checkTargets(tx, siteId, items);
      await replaceItems(tx, siteId, input.position, items);
    });
    return list(siteId, input.position);
  }

  const targetOptions = (siteId: number, keyword = '') => findTargetOptions(db, siteId, keyword.trim());

  return { list, forMember, save, targetOptions };
}

/** A new site's navigation: today's menu in the top bar and the tab bar (the creation's transaction). */
export async function provisionNavigation(tx: Executor, siteId: number) {
  const items = DEFAULT_ITEMS.map(normalise);
  for (const position of DEFAULTED_POSITIONS) await replaceItems(tx, siteId, position, items);
}
