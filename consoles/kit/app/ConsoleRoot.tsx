import { useEffect } from 'react';
import { pageTitle } from '#kit/head/title';
import { useSessionFavicon } from '#kit/head/useSessionFavicon';
import { ReadOnlyBanner } from '#kit/readOnly/ReadOnlyBanner';
import { readSiteName } from '#kit/session/siteName';
import { useKitSelector } from '#kit/store/hooks';
import { useConsoleConfig } from './context';
import { useCurrentRoute } from './handle';
import { NavigationGuard } from './NavigationGuard';

/** Top of every console: page title (§2.3), the read-only banner of the bare pages, and the navigation guard around all pages. */
export function ConsoleRoot() {
  const config = useConsoleConfig();
  const current = useCurrentRoute();
  const loaded = useKitSelector((s) => s.session.loaded);
  const siteName = useKitSelector((s) => s.session.siteSetting?.siteName);
  const title = current?.record.meta?.title;
  useEffect(() => {
    // `loaded` and `siteName` re-run this once the site console has stored (or saved) the site name.
    void loaded;
    void siteName;
    document.title = pageTitle(title, readSiteName(config.siteNameKey), config.name);
  }, [title, loaded, siteName, config]);
  useSessionFavicon();
  // The layout shows the read-only banner under its navbar; the bare pages (login, register) have it here, on top.
  const bare = !current || current.chain[0]?.bare;
  return (
    <>
      {bare && <ReadOnlyBanner />}
      <NavigationGuard />
    </>
  );
}
