import { useEffect } from 'react';
import { useConsoleConfig } from '#kit/app/context';
import { api } from '#kit/request/api';
import { writeSiteName } from '#kit/session/siteName';

/**
 * The public pages' title: the console's name, or in the site console the site's own name (from its public info,
 * readable before login), which is kept for page titles too.
 */
export function usePublicTitle(): string {
  const { siteConsole, siteNameKey, name } = useConsoleConfig();
  const { data } = api.useGetSitePublicInfoQuery(undefined, { skip: !siteConsole });
  const siteName = data?.siteName ?? '';
  useEffect(() => {
    if (siteName) writeSiteName(siteNameKey, siteName);
  }, [siteName, siteNameKey]);
  return siteName || name;
}
