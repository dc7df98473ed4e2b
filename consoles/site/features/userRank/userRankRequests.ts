import { bodyRules } from '#kit/form/fieldRules';
import type { Schema } from '#sdk';

/** Element's predefined colours, the palette site administrators know from the old console. */
export const RANK_COLORS = ['#909399', '#67C23A', '#409EFF', '#E6A23C', '#F56C6C', '#9B59B6', '#1ABC9C', '#303133'] as const;

/** The rank dialog's fields; `minPoints` is the text typed. */
export interface RankValues {
  name: string;
  minPoints: string;
  color: string;
}

// Creating and editing take the same fields (UserRankCreateInput, UserRankUpdateInput).
export const rankRules = bodyRules('createUserRank', ['name', 'minPoints', 'color']);

/** A new rank: empty name and points, in the first palette colour no rank uses yet. */
export function newRankValues(ranks: readonly Schema<'UserRank'>[]): RankValues {
  const used = new Set(ranks.map((rank) => rank.color.toUpperCase()));
  return { name: '', minPoints: '', color: RANK_COLORS.find((color) => !used.has(color)) ?? RANK_COLORS[0] };
}

export function rankValues(rank: Schema<'UserRank'>): RankValues {
  return { name: rank.name, minPoints: String(rank.minPoints), color: rank.color.toUpperCase() };
}

function rankBody(values: RankValues) {
  return { name: values.name.trim(), minPoints: Number(values.minPoints.trim()), color: values.color.toUpperCase() };
}

/** `createUserRank`: name, minPoints, color. */
export function toCreateRankInput(values: RankValues): { body: Schema<'UserRankCreateInput'> } {
  return { body: rankBody(values) };
}

/** `updateUserRank`: the rank's id with its name, minPoints and color. */
export function toUpdateRankInput(id: number, values: RankValues): { body: Schema<'UserRankUpdateInput'> } {
  return { body: { id, ...rankBody(values) } };
}

/** `deleteUserRank`: `?id=`. */
export function toDeleteRankInput(id: number): { query: { id: number } } {
  return { query: { id } };
}
