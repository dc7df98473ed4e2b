// An export's filters name the sign-up dates `registered…` (the contract's UserExportFilters, kept for its callers);
// everything else is the member list's own filter, so an export selects exactly the members 用户管理 lists for the same
// filter, through the one translation into SQL, `memberFilterWhere`.
import type { Schema } from '../../../../sdk';
import type { MemberFilter } from '../member/member-filter';

export function exportMemberFilter(filters: Schema<'UserExportFilters'> = {}): MemberFilter {
  const { registeredFrom, registeredTo, ...rest } = filters;
  return { ...rest, createdFrom: registeredFrom, createdTo: registeredTo };
}
