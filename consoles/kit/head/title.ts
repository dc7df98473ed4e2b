/** §2.3: the route title, as `title - siteName` when a site name is stored locally. */
export function pageTitle(title: string | undefined, siteName: string, fallback: string): string {
  const base = title || fallback;
  return siteName ? `${base} - ${siteName}` : base;
}
