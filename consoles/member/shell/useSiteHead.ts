import { useEffect } from 'react';
import { applyFavicon, DEFAULT_FAVICON } from '#kit/head/favicon';
import { useMemberSite } from './hooks';

/** §4: the shortcut icon is the site's configured favicon, else the default at the site root. */
export function useSiteHead() {
  const site = useMemberSite();
  useEffect(() => {
    if (site) applyFavicon(document, site.faviconUrl || DEFAULT_FAVICON);
  }, [site]);
  return site;
}
