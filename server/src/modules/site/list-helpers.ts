/** `13800000021` → `138****0021`: lists show whose number it is without handing it out. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** A user's keyword as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Page and size as the contract defaults them (the validator fills them in; direct callers may not). */
export function paging(query: { page?: number; pageSize?: number }) {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? 20 };
}
