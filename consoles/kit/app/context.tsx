import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { filterRoutes } from '#kit/permission/access';
import { siteFeatureFlags } from '#kit/permission/roles';
import type { RouteRecord } from '#kit/routes/types';
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

/** The route table filtered by the session's roles (and, in the site console, its feature switches). */
export function useAccessibleRoutes(): RouteRecord[] {
  const config = useConsoleConfig();
  const roles = useKitSelector((s) => s.session.roles);
  const siteSetting = useKitSelector((s) => s.session.siteSetting);
  const licenseType = useKitSelector((s) => s.session.indexBase?.licenseType);
  return useMemo(
    () => filterRoutes(config.routes, roles, config.siteConsole ? siteFeatureFlags(siteSetting, roles, licenseType) : {}),
    [config, roles, siteSetting, licenseType],
  );
}
