import type { OperationQuery } from '#sdk';

/** `getLicense` for one site (its licence page, buying or renewing for it, an offline order for it). */
export function toLicenseQuery(siteId: number): { query: OperationQuery<'getLicense'> } {
  return { query: { siteId } };
}
