import { fieldRule } from '#kit/form/fieldRules';
import type { PageAt } from '#kit/table/useListPage';
import {
  MemberStateLabels,
  type OperationBody,
  type OperationQuery,
  type Schema,
  UserExportFieldLabels,
  UserExportFieldValues,
  UserExportMobileLabels,
} from '#sdk';
import { formatBeijingDate } from '#sdk/format';

type Field = Schema<'UserExportField'>;
type Filters = Schema<'UserExportFilters'>;

/** The export form: filters as typed (`''` = not set), the fields ticked, the mobile's form and the file format. */
export interface ExportValues {
  keyword: string;
  state: string;
  rankId: string;
  registeredFrom: string;
  registeredTo: string;
  activeFrom: string;
  activeTo: string;
  fields: Field[];
  mobile: Schema<'UserExportMobile'>;
  format: Schema<'UserExportFormat'>;
}

export const blankExportValues: ExportValues = {
  keyword: '',
  state: '',
  rankId: '',
  registeredFrom: '',
  registeredTo: '',
  activeFrom: '',
  activeTo: '',
  fields: ['id', 'account', 'userName', 'mobile', 'rank', 'points', 'createdAt', 'lastLoginAt', 'state'],
  mobile: 'masked',
  format: 'xlsx',
};

/** Every field the contract offers, in its order. */
export const exportFields = UserExportFieldValues.map((value) => ({ value, label: UserExportFieldLabels[value] }));

/** The contract's message when no field is ticked (null when the form is fine). */
export function fieldsProblem(values: ExportValues): string | null {
  const rule = fieldRule('createUserExport', 'body', 'fields');
  return values.fields.length < (rule.minItems ?? 1) ? (rule.messages?.minItems ?? '') : null;
}

/** `createUserExport`: only the filters that are set; fields in the contract's order. */
export function toCreateExportInput(values: ExportValues): { body: OperationBody<'createUserExport'> } {
  const filters: Filters = {};
  const keyword = values.keyword.trim();
  if (keyword) filters.keyword = keyword;
  if (values.state) filters.state = values.state as Schema<'MemberState'>;
  if (values.rankId) filters.rankId = Number(values.rankId);
  for (const key of ['registeredFrom', 'registeredTo', 'activeFrom', 'activeTo'] as const) if (values[key]) filters[key] = values[key];
  const fields = UserExportFieldValues.filter((f) => values.fields.includes(f));
  return { body: { filters, fields, mobile: values.mobile, format: values.format } };
}

export const toExportListInput = (
  _: Record<string, never>,
  { page, pageSize }: PageAt,
): { query: OperationQuery<'getUserExportList'> } => ({
  query: { page, pageSize },
});

export interface PrivacyFilters {
  kind: string;
}
export const emptyPrivacyFilters: PrivacyFilters = { kind: '' };
export function toPrivacyListInput(
  filters: PrivacyFilters,
  { page, pageSize }: PageAt,
): { query: OperationQuery<'getPrivacyRequestList'> } {
  const query: OperationQuery<'getPrivacyRequestList'> = { page, pageSize };
  if (filters.kind) query.kind = filters.kind as Schema<'PrivacyRequestKind'>;
  return { query };
}

/** 28640 → `28.0 KB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What an export's filter held, in words: `状态：正常；注册：2026-01-01 至 2026-06-30`; `全部成员` when nothing. */
export function filtersText(filters: Filters, rankName?: (id: number) => string | undefined): string {
  const parts: string[] = [];
  if (filters.keyword) parts.push(`关键词：${filters.keyword}`);
  if (filters.state) parts.push(`状态：${MemberStateLabels[filters.state]}`);
  if (filters.rankId) parts.push(`等级：${rankName?.(filters.rankId) ?? filters.rankId}`);
  const range = (label: string, from?: string, to?: string) => {
    if (from || to) parts.push(`${label}：${from ?? '不限'} 至 ${to ?? '不限'}`);
  };
  range('注册', filters.registeredFrom, filters.registeredTo);
  range('最近活跃', filters.activeFrom, filters.activeTo);
  return parts.length ? parts.join('；') : '全部成员';
}

export function fieldsText(fields: readonly Field[], mobile: Schema<'UserExportMobile'>): string {
  return fields
    .map((f) => (f === 'mobile' ? `${UserExportFieldLabels[f]}（${UserExportMobileLabels[mobile]}）` : UserExportFieldLabels[f]))
    .join('、');
}

export const dayOf = (iso: string | null) => (iso ? formatBeijingDate(iso) : '');
