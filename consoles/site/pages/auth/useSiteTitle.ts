import { useEffect } from 'react';
import { useConsoleConfig } from '#kit/app/context';
import { api } from '#kit/request/api';
import { writeSiteName } from '#kit/session/siteName';

/** The site's name for the public pages (the site setting is readable before login), kept for page titles. */
export function useSiteTitle(): string {
  const { siteNameKey } = useConsoleConfig();
  const { data } = api.useGetSiteSettingQuery();
  const name = data?.siteName ?? '';
  useEffect(() => {
    if (name) writeSiteName(siteNameKey, name);
  }, [name, siteNameKey]);
  return name || '站点控制台';
}
