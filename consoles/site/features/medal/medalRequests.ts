import { bodyRules } from '#kit/form/fieldRules';
import type { PageAt } from '#kit/table/useListPage';
import {
  MedalAutoAward,
  MedalRuleKindLabels,
  type MedalRuleKindValues,
  type OperationQuery,
  PointCategoryCodeLabels,
  type Schema,
  Switch,
  type SwitchValues,
} from '#sdk';
import type { PickedMember } from '#shared/members/MemberPicker';

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

export type RuleKind = (typeof MedalRuleKindValues)[number];

export interface MedalValues {
  name: string;
  description: string;
  color: string;
  icon: string;
  enabled: boolean;
  /** 自动授予: the rule awards it. */
  autoAward: boolean;
  /** `''`: no rule (by hand only). */
  ruleKind: RuleKind | '';
  threshold: string;
  pointCategoryId: string;
  userRankId: string;
}

const blankRule = { autoAward: false, ruleKind: '' as const, threshold: '', pointCategoryId: '', userRankId: '' };

/** What the threshold counts, after 「至少」, by rule kind. */
export const RULE_UNITS: Record<RuleKind, string> = {
  points: '分',
  posts: '篇已发布的帖子',
  acceptedAnswers: '个被采纳的回答',
  memberDays: '天',
  rank: '',
};

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The rule the dialog describes, or `null` for none; fields the kind does not use are left out. */
export function toMedalRule(values: MedalValues): Schema<'MedalRule'> | null {
  const kind = values.ruleKind;
  if (!kind) return null;
  if (kind === 'rank') {
    const userRankId = wholeNumber(values.userRankId);
    return userRankId ? { kind, userRankId } : { kind };
  }
  const threshold = wholeNumber(values.threshold);
  const rule: Schema<'MedalRule'> = threshold === undefined ? { kind } : { kind, threshold };
  if (kind === 'points') {
    const pointCategoryId = wholeNumber(values.pointCategoryId);
    if (pointCategoryId) rule.pointCategoryId = pointCategoryId;
  }
  return rule;
}

/** What the rule still lacks, in the server's words; `undefined` when it is complete (or there is none). */
export function ruleProblem(values: MedalValues): string | undefined {
  if (!values.ruleKind) return values.autoAward ? '开启自动授予前请先设置规则' : undefined;
  if (values.ruleKind === 'rank') return values.userRankId ? undefined : '请选择等级';
  if (values.ruleKind === 'points' && !values.pointCategoryId) return '请选择积分类别';
  const threshold = wholeNumber(values.threshold);
  if (threshold === undefined) return values.threshold.trim() ? '达标数值应为整数' : '请输入达标数值';
  if (threshold < 1) return '达标数值至少为 1';
  if (threshold > 100_000_000) return '达标数值不能超过 100000000';
  return undefined;
}

/** `getMedalRuleCount` for the dialog's rule (and the medal being edited), or `null` while the rule is incomplete. */
export function toRuleCountInput(values: MedalValues, medalId?: number): { query: OperationQuery<'getMedalRuleCount'> } | null {
  const rule = toMedalRule(values);
  if (!rule || ruleProblem(values)) return null;
  return { query: medalId ? { ...rule, medalId } : rule };
}

// Creating and editing take the same fields (MedalCreateInput, MedalUpdateInput); the dialog always sends a colour.
export const medalRules = bodyRules('createMedal', ['name', 'description', 'icon', 'color'], { required: ['color'] });

/** A new medal: enabled, in the first palette colour none of the medals shown uses yet. */
export function newMedalValues(medals: readonly Medal[]): MedalValues {
  const used = new Set(medals.map((medal) => medal.color.toUpperCase()));
  const color = MEDAL_COLORS.find((c) => !used.has(c)) ?? MEDAL_COLORS[0];
  return { name: '', description: '', color, icon: '', enabled: true, ...blankRule };
}

export function medalValues(medal: Medal): MedalValues {
  return {
    name: medal.name,
    description: medal.description,
    color: medal.color.toUpperCase(),
    icon: medal.icon,
    enabled: medal.status === Switch.on,
    autoAward: medal.autoAward === MedalAutoAward.on,
    ruleKind: medal.rule?.kind ?? '',
    threshold: medal.rule?.threshold === undefined ? '' : String(medal.rule.threshold),
    pointCategoryId: medal.rule?.pointCategoryId === undefined ? '' : String(medal.rule.pointCategoryId),
    userRankId: medal.rule?.userRankId === undefined ? '' : String(medal.rule.userRankId),
  };
}

function medalBody(values: MedalValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    icon: values.icon.trim(),
    color: values.color.toUpperCase(),
    status: values.enabled ? Switch.on : Switch.off,
    autoAward: values.autoAward ? MedalAutoAward.on : MedalAutoAward.off,
  };
}

/** `createMedal`: every field of the dialog. */
export function toCreateMedalInput(values: MedalValues): { body: Schema<'MedalCreateInput'> } {
  const rule = toMedalRule(values);
  return { body: rule ? { ...medalBody(values), rule } : medalBody(values) };
}

/**
 * `updateMedal`: the medal's id with only the fields that differ from it — `null` when nothing does, as the
 * operation refuses an edit without a change.
 */
export function toUpdateMedalInput(medal: Medal, values: MedalValues): { body: Schema<'MedalUpdateInput'> } | null {
  const before = medalBody(medalValues(medal));
  const after = medalBody(values);
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
  const rule = toMedalRule(values);
  const ruleChanged = rule !== null && JSON.stringify(rule) !== JSON.stringify(medal.rule);
  if (changed.length === 0 && !ruleChanged) return null;
  return { body: Object.assign({ id: medal.id }, ...changed.map((key) => ({ [key]: after[key] })), ruleChanged ? { rule } : {}) };
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

// ── 获得方式 / 平台勋章库 ───────────────────────────────────────────────────────────────────────────────────

/** A rule in words: 「发帖数达到 5 篇已发布的帖子」, 「声望积分达到 300 分」, 「等级达到 书香学者」. */
export function ruleText(
  rule: { kind: RuleKind; threshold?: number; pointCategoryCode?: string },
  names: { category?: string; rank?: string } = {},
): string {
  if (rule.kind === 'rank') return `等级达到${names.rank ? ` ${names.rank}` : '指定等级'}`;
  const label = MedalRuleKindLabels[rule.kind];
  const prefix =
    rule.kind === 'points' && (names.category || rule.pointCategoryCode)
      ? `${names.category ?? PointCategoryCodeLabels[rule.pointCategoryCode as 'coin']}`
      : '';
  return `${prefix}${label} ${rule.threshold ?? ''} ${RULE_UNITS[rule.kind]}`.trim();
}

/** The medal table's 获得方式 cell. */
export function awardText(medal: Medal): string {
  if (!medal.rule) return '手动授予';
  const text = ruleText(medal.rule);
  return medal.autoAward === MedalAutoAward.on ? `自动：${text}` : `手动（规则未开启：${text}）`;
}

/** `adoptLibraryMedal`: copy one library medal into the site. */
export function toAdoptInput(libraryMedalId: number): { body: Schema<'AdoptLibraryMedalInput'> } {
  return { body: { libraryMedalId } };
}
