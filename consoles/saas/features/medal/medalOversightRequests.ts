import { bodyRules } from '#kit/form/fieldRules';
import type { PageAt } from '#kit/table/useListPage';
import { MedalRuleKindLabels, type OperationQuery, PointCategoryCodeLabels, type Schema, Switch, type SwitchValues } from '#sdk';

type LibraryMedal = Schema<'LibraryMedal'>;
type LibraryRule = Schema<'LibraryMedalRule'>;
type SwitchValue = (typeof SwitchValues)[number];

/** Element's predefined colours, as the site console's medal dialog offers them. */
export const LIBRARY_COLORS = ['#E6A23C', '#409EFF', '#67C23A', '#F56C6C', '#909399', '#9B59B6', '#1ABC9C', '#303133'] as const;

/** Library rules cannot name a rank (each site has its own ranks). */
export const LIBRARY_RULE_LABELS: Partial<Record<LibraryRule['kind'], string>> = {
  points: MedalRuleKindLabels.points,
  posts: MedalRuleKindLabels.posts,
  acceptedAnswers: MedalRuleKindLabels.acceptedAnswers,
  memberDays: MedalRuleKindLabels.memberDays,
};

const UNITS: Record<LibraryRule['kind'], string> = { points: '分', posts: '篇帖子', acceptedAnswers: '个回答', memberDays: '天', rank: '' };

export function libraryRuleText(rule: LibraryRule | null): string {
  if (!rule) return '手动授予';
  const category = rule.kind === 'points' && rule.pointCategoryCode ? PointCategoryCodeLabels[rule.pointCategoryCode] : '';
  return `${category}${MedalRuleKindLabels[rule.kind]} ${rule.threshold} ${UNITS[rule.kind]}`.trim();
}

// ── 平台勋章库 ──────────────────────────────────────────────────────────────────────────────────────────────

export interface LibraryFilters {
  keyword: string;
}
export const emptyLibraryFilters: LibraryFilters = { keyword: '' };

export function toLibraryListInput(filters: LibraryFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getLibraryMedalList'> } {
  const keyword = filters.keyword.trim();
  return { query: keyword ? { page, pageSize, keyword } : { page, pageSize } };
}

export interface LibraryValues {
  name: string;
  description: string;
  color: string;
  icon: string;
  /** `''`: no rule. */
  ruleKind: string;
  threshold: string;
  pointCategoryCode: string;
}

export const libraryRules = bodyRules('createLibraryMedal', ['name', 'description', 'icon', 'color'], { required: ['color'] });

export const blankLibraryValues: LibraryValues = {
  name: '',
  description: '',
  color: LIBRARY_COLORS[1],
  icon: '',
  ruleKind: '',
  threshold: '',
  pointCategoryCode: 'reputation',
};

export function libraryValues(medal: LibraryMedal): LibraryValues {
  return {
    name: medal.name,
    description: medal.description,
    color: medal.color.toUpperCase(),
    icon: medal.icon,
    ruleKind: medal.rule?.kind ?? '',
    threshold: medal.rule ? String(medal.rule.threshold) : '',
    pointCategoryCode: medal.rule?.pointCategoryCode ?? 'reputation',
  };
}

/** The rule the form describes; `undefined` when it has none, `'invalid'` when its threshold is not a whole number ≥ 1. */
export function toLibraryRule(values: LibraryValues): LibraryRule | undefined | 'invalid' {
  if (!values.ruleKind) return undefined;
  const text = values.threshold.trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1 || Number(text) > 100_000_000) return 'invalid';
  const kind = values.ruleKind as LibraryRule['kind'];
  const rule: LibraryRule = { kind, threshold: Number(text) };
  if (kind === 'points') rule.pointCategoryCode = values.pointCategoryCode as LibraryRule['pointCategoryCode'];
  return rule;
}

function fields(values: LibraryValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    icon: values.icon.trim(),
    color: values.color.toUpperCase(),
  };
}

export function toCreateLibraryInput(values: LibraryValues): { body: Schema<'LibraryMedalCreateInput'> } {
  const rule = toLibraryRule(values);
  return { body: rule && rule !== 'invalid' ? { ...fields(values), rule } : fields(values) };
}

/** `updateLibraryMedal`: every field (the operation takes them all), the rule or `clearRule`. */
export function toUpdateLibraryInput(medal: LibraryMedal, values: LibraryValues): { body: Schema<'LibraryMedalUpdateInput'> } {
  const rule = toLibraryRule(values);
  if (rule && rule !== 'invalid') return { body: { id: medal.id, ...fields(values), rule } };
  return { body: { id: medal.id, ...fields(values), ...(medal.rule ? { clearRule: true } : {}) } };
}

// ── 站点勋章 ────────────────────────────────────────────────────────────────────────────────────────────────

export const SITE_MEDAL_STATUS_LABELS: Record<SwitchValue, string> = { [Switch.on]: '启用', [Switch.off]: '停用' };

export interface SiteMedalFilters {
  siteId: string;
  keyword: string;
  status: string;
}
export const emptySiteMedalFilters: SiteMedalFilters = { siteId: '', keyword: '', status: '' };

export function toSiteMedalListInput(filters: SiteMedalFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getSaasMedalList'> } {
  const query: OperationQuery<'getSaasMedalList'> = { page, pageSize };
  if (filters.siteId) query.siteId = Number(filters.siteId);
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.status !== '') query.status = Number(filters.status) as SwitchValue;
  return { query };
}
