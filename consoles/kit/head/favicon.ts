/** The default icon at the site root (served from `consoles/public/favicon.ico`). */
export const DEFAULT_FAVICON = '/favicon.ico';

/** The part of `getSitePublicInfo`'s envelope the favicon needs. */
export interface FaviconSettingEnvelope {
  type: number;
  data?: { faviconUrl?: string };
}

/**
 * §4 favicon: an address given wins; otherwise the site's public info (the part of its settings readable before
 * login) is fetched and, when it answers type 1 with a configured `faviconUrl`, that is used; anything else, a
 * failure included, gives the default icon, silently (§8).
 */
export async function resolveFavicon(address: string | undefined, fetchSetting: () => Promise<FaviconSettingEnvelope>): Promise<string> {
  if (address) return address;
  try {
    const envelope = await fetchSetting();
    const configured = envelope.data?.faviconUrl;
    if (envelope.type === 1 && configured) return configured;
  } catch {
    // Silently: the default icon below.
  }
  return DEFAULT_FAVICON;
}

/** Points the page's shortcut icon at `href`, creating the `<link rel="shortcut icon">` when missing. */
export function applyFavicon(doc: Document, href: string): HTMLLinkElement {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="shortcut icon"]') ?? doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'shortcut icon';
    doc.head.appendChild(link);
  }
  link.href = href;
  return link;
}
