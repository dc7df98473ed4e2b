import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type FeatureFlags, filterRoutes, openShares } from '#kit/permission/access';
import { siteFeatureFlags } from '#kit/permission/roles';
import type { RouteRecord, RouteShare } from '#kit/routes/types';
import { useKitSelector } from '#kit/store/hooks';
import type { ConsoleConfig } from './config';

const ConfigContext = createContext<ConsoleConfig | null>(null);

export function ConsoleConfigProvider({ config, children }: { config: ConsoleConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConsoleConfig(): ConsoleConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConsoleConfig: missing <ConsoleConfigProvider>');
  return config;
}

/** The session's feature switches (site console only; none elsewhere). */
export function useFeatureFlags(): FeatureFlags {
  const config = useConsoleConfig();
  const roles = useKitSelector((s) => s.session.roles);
  const siteSetting = useKitSelector((s) => s.session.siteSetting);
  const licenseType = useKitSelector((s) => s.session.indexBase?.licenseType);
  return useMemo(
    () => (config.siteConsole ? siteFeatureFlags(siteSetting, roles, licenseType) : {}),
    [config, roles, siteSetting, licenseType],
  );
}

/** The route table filtered by the session's roles (and, in the site console, its feature switches). */
export function useAccessibleRoutes(): RouteRecord[] {
  const config = useConsoleConfig();
  const roles = useKitSelector((s) => s.session.roles);
  const flags = useFeatureFlags();
  return useMemo(() => filterRoutes(config.routes, roles, flags), [config, roles, flags]);
}

/** The kinds of a shared page (`meta.anyOf`) that the session may manage, in the route's order. */
export function useOpenShares(route: Pick<RouteRecord, 'meta'>): RouteShare[] {
  const roles = useKitSelector((s) => s.session.roles);
  const flags = useFeatureFlags();
  return useMemo(() => openShares(route, roles, flags), [route, roles, flags]);
}
