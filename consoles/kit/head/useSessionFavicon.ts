import { useEffect } from 'react';
import { useConsoleConfig } from '#kit/app/context';
import { useKitSelector } from '#kit/store/hooks';
import { applyFavicon, DEFAULT_FAVICON } from './favicon';

/**
 * Site console: once the session holds the site setting, the favicon follows its `faviconUrl` (§4; the default icon
 * when empty), so a saved setting shows without a reload. A console configured with its own favicon keeps it.
 */
export function useSessionFavicon() {
  const config = useConsoleConfig();
  const hasSetting = useKitSelector((s) => s.session.siteSetting !== null);
  const faviconUrl = useKitSelector((s) => s.session.siteSetting?.siteBasicSetting.faviconUrl);
  useEffect(() => {
    if (config.favicon || !hasSetting) return;
    applyFavicon(document, faviconUrl || DEFAULT_FAVICON);
  }, [config.favicon, hasSetting, faviconUrl]);
}
