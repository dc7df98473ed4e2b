import { bodyRules } from '#kit/form/fieldRules';
import { reorderedIds } from '#kit/table/reorder';
import type { PageAt } from '#kit/table/useListPage';
import {
  type OperationQuery,
  type Schema,
  type SectionMoveModeValues,
  SectionPostPermission,
  SectionPostPermissionLabels,
  type SectionPostPermissionValues,
  Switch,
  type SwitchValues,
} from '#sdk';
import type { PickedMember } from '#shared/members/MemberPicker';

type Section = Schema<'SectionDetail'>;
type SwitchValue = (typeof SwitchValues)[number];
type Permission = (typeof SectionPostPermissionValues)[number];

/** How the section pages name the contract's `Switch` for a section. */
export const SECTION_STATUS_LABELS: Record<SwitchValue, string> = { [Switch.on]: '显示', [Switch.off]: '隐藏' };

/** Who may post, as a table cell says it: the rank's name with “及以上”. */
export function permissionText(section: Pick<Section, 'postPermission' | 'minRankName'>): string {
  if (section.postPermission === SectionPostPermission.rank) {
    return section.minRankName ? `${section.minRankName}及以上` : '指定等级（等级已删除）';
  }
  return SectionPostPermissionLabels[section.postPermission];
}

// ── 列表 ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface SectionFilters {
  keyword: string;
  /** `''` for all, otherwise a category id as text. */
  categoryId: string;
  /** `''` for all, otherwise a `Switch` value as text. */
  status: string;
}

export const emptySectionFilters: SectionFilters = { keyword: '', categoryId: '', status: '' };

/** `getSectionList`: the page, and only the filters that are set. */
export function toSectionListInput(filters: SectionFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getSectionList'> } {
  const query: OperationQuery<'getSectionList'> = { page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.categoryId !== '') query.categoryId = Number(filters.categoryId);
  if (filters.status !== '') query.status = Number(filters.status) as SwitchValue;
  return { query };
}

/**
 * `sortSections` for a move up or down: the section and its neighbour in the rows shown trade places; `null` at
 * either end.
 */
export function toMoveSectionInput(rows: readonly Section[], id: number, step: -1 | 1): { body: Schema<'SectionSortInput'> } | null {
  const at = rows.findIndex((row) => row.id === id);
  const other = rows[at + step];
  if (at < 0 || !other) return null;
  return { body: { sectionIds: step < 0 ? [id, other.id] : [other.id, id] } };
}

/** The table's switch: `updateSection` with the status only. */
export function toToggleSectionInput(section: Section, visible: boolean): { body: Schema<'SectionUpdateInput'> } {
  return { body: { id: section.id, status: visible ? Switch.on : Switch.off } };
}

/** `deleteSection` / `deleteSectionCategory`: `?id=`. */
export function toDeleteInput(id: number): { query: { id: number } } {
  return { query: { id } };
}

// ── 新增 / 编辑 ─────────────────────────────────────────────────────────────────────────────────────────────

export interface SectionValues {
  name: string;
  description: string;
  icon: string;
  /** `'0'` for none, otherwise a category id as text. */
  categoryId: string;
  postPermission: string;
  /** `''` for none, otherwise a rank id as text. */
  minRankId: string;
  reviewFirst: boolean;
  visible: boolean;
  moderators: PickedMember[];
}

export const sectionRules = bodyRules('createSection', ['name', 'description', 'icon']);

export const blankSectionValues: SectionValues = {
  name: '',
  description: '',
  icon: '',
  categoryId: '0',
  postPermission: String(SectionPostPermission.everyone),
  minRankId: '',
  reviewFirst: false,
  visible: true,
  moderators: [],
};

export function sectionValues(section: Section): SectionValues {
  return {
    name: section.name,
    description: section.description,
    icon: section.icon,
    categoryId: String(section.categoryId ?? 0),
    postPermission: String(section.postPermission),
    minRankId: section.minRankId === null ? '' : String(section.minRankId),
    reviewFirst: section.reviewFirst,
    visible: section.status === Switch.on,
    moderators: section.moderators.map((m) => ({ id: m.userId, text: m.userName })),
  };
}

/** Whether the chosen permission needs a rank and none is chosen (the dialog says so before sending). */
export function missingRank(values: SectionValues): boolean {
  return Number(values.postPermission) === SectionPostPermission.rank && values.minRankId === '';
}

function sectionBody(values: SectionValues) {
  const postPermission = Number(values.postPermission) as Permission;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    icon: values.icon.trim(),
    categoryId: Number(values.categoryId),
    postPermission,
    ...(postPermission === SectionPostPermission.rank && values.minRankId !== '' && { minRankId: Number(values.minRankId) }),
    reviewFirst: values.reviewFirst,
    status: values.visible ? Switch.on : Switch.off,
    moderatorIds: values.moderators.map((m) => m.id),
  };
}

/** `createSection`: every field of the dialog. */
export function toCreateSectionInput(values: SectionValues): { body: Schema<'SectionCreateInput'> } {
  return { body: sectionBody(values) };
}

/** `updateSection`: only the fields that differ from the section — `null` when nothing does. */
export function toUpdateSectionInput(section: Section, values: SectionValues): { body: Schema<'SectionUpdateInput'> } | null {
  const before = sectionBody(sectionValues(section)) as Record<string, unknown>;
  const after = sectionBody(values) as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed = Object.keys(after).filter((key) => !same(after[key], before[key]));
  if (changed.length === 0) return null;
  // A changed permission or rank sends both, so the server sees the rule whole.
  if (changed.includes('minRankId') && !changed.includes('postPermission')) changed.push('postPermission');
  if (changed.includes('postPermission') && after.minRankId !== undefined && !changed.includes('minRankId')) changed.push('minRankId');
  return { body: Object.assign({ id: section.id }, ...changed.map((key) => ({ [key]: after[key] }))) };
}

// ── 分区 ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface CategoryValues {
  name: string;
  sort: string;
}

export const categoryRules = bodyRules('createSectionCategory', ['name']);

export function toCreateCategoryInput(values: CategoryValues): { body: Schema<'SectionCategoryCreateInput'> } {
  const name = values.name.trim();
  return { body: values.sort.trim() === '' ? { name } : { name, sort: Number(values.sort) } };
}

export function toUpdateCategoryInput(
  category: Schema<'SectionCategory'>,
  values: CategoryValues,
): { body: Schema<'SectionCategoryUpdateInput'> } {
  const name = values.name.trim();
  const sort = values.sort.trim() === '' ? category.sort : Number(values.sort);
  return { body: { id: category.id, name, sort } };
}

// ── 版主 ────────────────────────────────────────────────────────────────────────────────────────────────────

// ── 移动内容 / 合并 ─────────────────────────────────────────────────────────────────────────────────────────

export type SectionMoveMode = (typeof SectionMoveModeValues)[number];

/** `moveSectionContent`: every post of `from` to the section picked (`toId` as text, `''` when none yet). */
export function toMoveContentInput(
  from: Pick<Section, 'id'>,
  toId: string,
  mode: SectionMoveMode,
): { body: Schema<'SectionMoveContentInput'> } | null {
  const to = Number(toId);
  if (!toId || !Number.isInteger(to) || to === from.id) return null;
  return { body: { fromId: from.id, toId: to, mode } };
}

/** `sortSections` for a drag from one row to another: the rows between trade their places. */
export function toDragSectionsInput(rows: readonly Section[], from: number, to: number): { body: Schema<'SectionSortInput'> } | null {
  const ids = reorderedIds(
    rows.map((row) => row.id),
    from,
    to,
  );
  return ids ? { body: { sectionIds: ids } } : null;
}

/** `sortSectionCategories`: the same for categories, by drag or by one step up or down. */
export function toSortCategoriesInput(
  rows: readonly Pick<Schema<'SectionCategory'>, 'id'>[],
  from: number,
  to: number,
): { body: Schema<'SectionCategorySortInput'> } | null {
  const ids = reorderedIds(
    rows.map((row) => row.id),
    from,
    to,
  );
  return ids ? { body: { categoryIds: ids } } : null;
}
