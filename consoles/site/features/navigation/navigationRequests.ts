import type { Schema } from '#sdk';

export type Position = Schema<'NavigationPosition'>;
export type TargetKind = Schema<'NavigationTargetKind'>;
export type Visibility = Schema<'NavigationVisibility'>;
export type IconName = Schema<'NavigationIcon'>;

/** One item as the page edits it: a local key (items have no ids: a save replaces them) and its sub-items. */
export interface ItemValues {
  key: string;
  name: string;
  targetKind: TargetKind;
  targetId: number | null;
  /** The section's name or post's title, for the table and preview. */
  targetName: string;
  url: string;
  icon: IconName | null;
  openInNewWindow: boolean;
  visibility: Visibility;
  rankId: number | null;
  enabled: boolean;
  children: ItemValues[];
}

let serial = 0;
export const newKey = () => {
  serial += 1;
  return `item-${serial}`;
};

export function newItemValues(): ItemValues {
  return {
    key: newKey(),
    name: '',
    targetKind: 'home',
    targetId: null,
    targetName: '',
    url: '',
    icon: null,
    openInNewWindow: false,
    visibility: 'everyone',
    rankId: null,
    enabled: true,
    children: [],
  };
}

export function toItemValues(item: Schema<'NavigationItem'> | Schema<'NavigationChild'>): ItemValues {
  return {
    key: newKey(),
    name: item.name,
    targetKind: item.targetKind,
    targetId: item.targetId,
    targetName: item.targetName,
    url: item.url,
    icon: item.icon,
    openInNewWindow: item.openInNewWindow,
    visibility: item.visibility,
    rankId: item.rankId,
    enabled: item.enabled,
    children: 'children' in item ? item.children.map(toItemValues) : [],
  };
}

const needsTarget = (kind: TargetKind) => kind === 'section' || kind === 'post';

function toChildInput(v: ItemValues): Schema<'NavigationChildInput'> {
  return {
    name: v.name.trim(),
    targetKind: v.targetKind,
    targetId: needsTarget(v.targetKind) ? v.targetId : null,
    url: v.targetKind === 'external' ? v.url.trim() : '',
    icon: v.icon,
    openInNewWindow: v.openInNewWindow,
    visibility: v.visibility,
    rankId: v.visibility === 'rankAtLeast' ? v.rankId : null,
    enabled: v.enabled,
  };
}

/** The whole position for saveNavigation, in the table's order; sub-items only for the top position. */
export function toSaveInput(position: Position, items: readonly ItemValues[]): Schema<'NavigationSaveInput'> {
  return {
    position,
    items: items.map((v) => ({ ...toChildInput(v), children: position === 'top' ? v.children.map(toChildInput) : [] })),
  };
}

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)[^\s<>"]+$/;

/** What is wrong with an item before it is sent (the server checks the same), or undefined. */
export function itemProblem(v: ItemValues): string | undefined {
  if (!v.name.trim()) return '请输入导航名称';
  if (v.name.trim().length > 16) return '导航名称不能超过 16 个字';
  if (v.targetKind === 'section' && !v.targetId) return '请选择版块';
  if (v.targetKind === 'post' && !v.targetId) return '请选择帖子';
  if (v.targetKind === 'external' && !EXTERNAL.test(v.url.trim())) return '链接地址应以 http://、https://、mailto: 或 tel: 开头';
  if (v.visibility === 'rankAtLeast' && !v.rankId) return '请选择最低等级';
  return undefined;
}

/** The list with the item at `from` moved to `to` (drag and drop, and the up and down buttons). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The address an item opens, as the member site resolves it (for the preview). */
export function previewHref(v: ItemValues): string {
  const pages: Partial<Record<TargetKind, string>> = {
    home: '/',
    questionList: '/questions',
    mall: '/mall',
    search: '/search',
    write: '/write',
    me: '/me',
  };
  if (v.targetKind === 'section') return `/section/${v.targetId ?? ''}`;
  if (v.targetKind === 'post') return `/post/${v.targetId ?? ''}`;
  if (v.targetKind === 'external') return v.url;
  return pages[v.targetKind] ?? '/';
}
