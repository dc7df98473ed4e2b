/** A route's `:id`: a positive integer, or null for anything else (the page then says there is no such order or site). */
export function routeId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
