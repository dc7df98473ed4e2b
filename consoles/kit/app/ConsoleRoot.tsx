import { useEffect } from 'react';
import { pageTitle } from '../head/title';
import { readSiteName } from '../session/siteName';
import { useKitSelector } from '../store/hooks';
import { useConsoleConfig } from './context';
import { useCurrentRoute } from './handle';
import { NavigationGuard } from './NavigationGuard';

/** Top of every console: page title (§2.3) and the navigation guard around all pages. */
export function ConsoleRoot() {
  const config = useConsoleConfig();
  const current = useCurrentRoute();
  const loaded = useKitSelector((s) => s.session.loaded);
  const title = current?.record.meta?.title;
  useEffect(() => {
    // `loaded` re-runs this once the site console has stored the site name.
    void loaded;
    document.title = pageTitle(title, readSiteName(config.siteNameKey), config.name);
  }, [title, loaded, config]);
  return <NavigationGuard />;
}
