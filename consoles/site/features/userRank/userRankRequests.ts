import { maxLength, pattern, type Rule, required } from '#kit/form/rules';
import type { Rules } from '#kit/form/useForm';
import type { Schema } from '#sdk';
import { HEX_COLOR_PATTERN, RANK_COLORS, RANK_NAME_MAX, RANK_POINTS_MAX, rankMessages } from './rankMessages';

/** The rank dialog's fields; `minPoints` is the text typed. */
export interface RankValues {
  name: string;
  minPoints: string;
  color: string;
}

const m = rankMessages;

const pointsRule: Rule = (value) => {
  const text = value.trim();
  if (!text) return m.minPoints.required;
  if (!/^-?\d+$/.test(text)) return m.minPoints.integer;
  const points = Number(text);
  if (points < 0) return m.minPoints.minimum;
  if (points > RANK_POINTS_MAX) return m.minPoints.maximum;
  return undefined;
};

export const rankRules: Rules<RankValues> = {
  name: [required(m.name.required), (value) => maxLength(RANK_NAME_MAX, m.name.maxLength)(value.trim())],
  minPoints: [pointsRule],
  color: [required(m.color.required), pattern(HEX_COLOR_PATTERN, m.color.pattern)],
};

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
