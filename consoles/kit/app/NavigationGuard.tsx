import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { decideNavigation } from '#kit/permission/guard';
import { firstPagePath } from '#kit/routes/table';
import { loadSession, resetToken } from '#kit/session/thunks';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { useAccessibleRoutes, useConsoleConfig } from './context';
import { FullPageLoading } from './Loading';

/** Runs §4's navigation guard (`decideNavigation`) on every location, and renders the page only when allowed. */
export function NavigationGuard() {
  const config = useConsoleConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useKitDispatch();
  const { token, loaded, roles } = useKitSelector((s) => s.session);
  const routes = useAccessibleRoutes();
  const loading = useRef(false);
  const redirected = useRef('');
  const from = (location.state as { from?: string } | null)?.from;

  const decision = decideNavigation({
    path: location.pathname,
    search: location.search,
    from,
    token,
    roles,
    rolesLoaded: loaded,
    routes,
    allRoutes: config.routes,
    publicPaths: config.publicPaths,
    defaultPath: firstPagePath(routes),
  });

  useEffect(() => {
    if (decision.action === 'load' && !loading.current) {
      loading.current = true;
      // Loading fills the session (or clears the token); either way this component decides again.
      void dispatch(loadSession()).finally(() => {
        loading.current = false;
      });
    }
    if (decision.action === 'redirect' && redirected.current !== `${location.key}>${decision.to}`) {
      redirected.current = `${location.key}>${decision.to}`;
      if (decision.clearToken) dispatch(resetToken());
      navigate(decision.to, { replace: true, state: decision.from ? { from: decision.from } : undefined });
    }
  });

  if (decision.action === 'allow') return <Outlet />;
  return decision.action === 'load' ? <FullPageLoading /> : null;
}
