/** A link leaves the console when it starts with http:, https:, mailto: or tel: (§5). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
