import { bodyRules } from '#kit/form/fieldRules';
import type { PickedMember } from '#kit/members/MemberPicker';
import type { PageAt } from '#kit/table/useListPage';
import { type OperationQuery, type Schema, Switch, type SwitchValues } from '#sdk';

type Medal = Schema<'Medal'>;
type SwitchValue = (typeof SwitchValues)[number];

// ── 勋章列表 ────────────────────────────────────────────────────────────────────────────────────────────────

/** How the medal pages name the contract's `Switch` for a medal. */
export const MEDAL_STATUS_LABELS: Record<SwitchValue, string> = { [Switch.on]: '启用', [Switch.off]: '停用' };

export interface MedalFilters {
  keyword: string;
  /** `''` for all, otherwise a `Switch` value as text. */
  status: string;
}

export const emptyMedalFilters: MedalFilters = { keyword: '', status: '' };

/** `getMedalList`: the page, and only the filters that are set. */
export function toMedalListInput(filters: MedalFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getMedalList'> } {
  const query: OperationQuery<'getMedalList'> = { page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.status !== '') query.status = Number(filters.status) as SwitchValue;
  return { query };
}

// ── 新增 / 编辑 ─────────────────────────────────────────────────────────────────────────────────────────────

/** Element's predefined colours, the palette the site's rank dialog offers too. */
export const MEDAL_COLORS = ['#E6A23C', '#409EFF', '#67C23A', '#F56C6C', '#909399', '#9B59B6', '#1ABC9C', '#303133'] as const;

export interface MedalValues {
  name: string;
  description: string;
  color: string;
  icon: string;
  enabled: boolean;
}

// Creating and editing take the same fields (MedalCreateInput, MedalUpdateInput); the dialog always sends a colour.
export const medalRules = bodyRules('createMedal', ['name', 'description', 'icon', 'color'], { required: ['color'] });

/** A new medal: enabled, in the first palette colour none of the medals shown uses yet. */
export function newMedalValues(medals: readonly Medal[]): MedalValues {
  const used = new Set(medals.map((medal) => medal.color.toUpperCase()));
  const color = MEDAL_COLORS.find((c) => !used.has(c)) ?? MEDAL_COLORS[0];
  return { name: '', description: '', color, icon: '', enabled: true };
}

export function medalValues(medal: Medal): MedalValues {
  return {
    name: medal.name,
    description: medal.description,
    color: medal.color.toUpperCase(),
    icon: medal.icon,
    enabled: medal.status === Switch.on,
  };
}

function medalBody(values: MedalValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    icon: values.icon.trim(),
    color: values.color.toUpperCase(),
    status: values.enabled ? Switch.on : Switch.off,
  };
}

/** `createMedal`: every field of the dialog. */
export function toCreateMedalInput(values: MedalValues): { body: Schema<'MedalCreateInput'> } {
  return { body: medalBody(values) };
}

/**
 * `updateMedal`: the medal's id with only the fields that differ from it — `null` when nothing does, as the
 * operation refuses an edit without a change.
 */
export function toUpdateMedalInput(medal: Medal, values: MedalValues): { body: Schema<'MedalUpdateInput'> } | null {
  const before = medalBody(medalValues(medal));
  const after = medalBody(values);
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
  if (changed.length === 0) return null;
  return { body: Object.assign({ id: medal.id }, ...changed.map((key) => ({ [key]: after[key] }))) };
}

/** The table's switch: `updateMedal` with the status only. */
export function toToggleMedalInput(medal: Medal, enabled: boolean): { body: Schema<'MedalUpdateInput'> } {
  return { body: { id: medal.id, status: enabled ? Switch.on : Switch.off } };
}

/** `deleteMedal`: `?id=`. */
export function toDeleteMedalInput(id: number): { query: { id: number } } {
  return { query: { id } };
}

// ── 授予 / 持有者 ───────────────────────────────────────────────────────────────────────────────────────────

export interface GrantValues {
  userIds: PickedMember[];
  reason: string;
}

export const blankGrantValues: GrantValues = { userIds: [], reason: '' };

export const grantRules = bodyRules('grantMedal', ['userIds', 'reason']);

/** `grantMedal`: the medal, the chosen members' ids and the reason when one was given. */
export function toGrantMedalInput(medalId: number, values: GrantValues): { body: Schema<'MedalGrantInput'> } {
  const reason = values.reason.trim();
  const userIds = values.userIds.map((member) => member.id);
  return { body: reason ? { medalId, userIds, reason } : { medalId, userIds } };
}

/** `getMedalUserList`: one medal's holders at a page. */
export function toMedalUserListInput(medalId: number, { page, pageSize }: PageAt): { query: OperationQuery<'getMedalUserList'> } {
  return { query: { medalId, page, pageSize } };
}

/** `revokeMedal`: one member's medal. */
export function toRevokeMedalInput(medalId: number, userId: number): { body: Schema<'MedalRevokeInput'> } {
  return { body: { medalId, userId } };
}

/** The holders page's address for a medal. */
export function medalUserPath(medalId: number): string {
  return `/user/medalUser?medalId=${medalId}`;
}

/** The medal id in the holders page's address, or `null` when it is missing or not a positive whole number. */
export function medalIdFrom(search: URLSearchParams): number | null {
  const text = search.get('medalId') ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}
