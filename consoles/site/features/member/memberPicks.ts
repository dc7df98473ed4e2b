import type { Schema } from '#sdk';
import type { SanctionKind } from './memberRequests';

export type Member = Schema<'MemberSummary'>;
export interface SanctionTarget {
  member: Member;
  kind: SanctionKind;
}
/** Members picked for a batch action: their ids and how the dialog names them. */
export interface Picked {
  ids: number[];
  names: string;
}
export interface BatchSanction extends Picked {
  kind: SanctionKind;
}

export const nameOf = (m: Member) => m.userName || m.account;
export const describe = (rows: Member[]): string => (rows.length === 1 ? `「${nameOf(rows[0])}」` : `所选 ${rows.length} 位成员`);
