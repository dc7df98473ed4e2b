/** Page and size as the contract defaults them (the validator fills them in; direct callers may not). */
export function paging(query: { page?: number; pageSize?: number }) {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? 20 };
}
