import { api } from '#kit/request/api';
import type { Schema } from '#sdk';

// A site has at most 200 medals and a page holds at most 100: the second page is read only when the first misses.
const LOOKUP_SIZE = 100;

/**
 * One medal by id, for the holders page's heading. The contract reads medals only as a list, so this reads the
 * list (the second page only when the first misses) and finds it there.
 */
export function useMedal(id: number | null): { medal: Schema<'Medal'> | undefined; missing: boolean; isLoading: boolean } {
  const first = api.useGetMedalListQuery({ query: { page: 1, pageSize: LOOKUP_SIZE } }, { skip: id === null });
  const inFirst = first.data?.list.find((m) => m.id === id);
  const needSecond = id !== null && first.data !== undefined && !inFirst && first.data.total > LOOKUP_SIZE;
  const second = api.useGetMedalListQuery({ query: { page: 2, pageSize: LOOKUP_SIZE } }, { skip: !needSecond });
  const medal = inFirst ?? second.data?.list.find((m) => m.id === id);
  const settled = first.data !== undefined && (!needSecond || second.data !== undefined);
  return { medal, missing: settled && !medal, isLoading: first.isLoading || second.isLoading };
}
