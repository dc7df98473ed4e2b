import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAccessibleRoutes } from '#kit/app/context';
import { useCurrentRoute } from '#kit/app/handle';
import { useReadMessage } from '#kit/messages/useMessages';
import { affixRoutes } from '#kit/routes/table';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { affixViewsSet, viewOpened } from '#kit/tabs/tabsSlice';
import { deviceChanged, deviceFor, sidebarClosed } from './appSlice';

/** Follows the window width: below 992 px the layout is in mobile mode with the sidebar closed. */
export function useDevice() {
  const dispatch = useKitDispatch();
  useEffect(() => {
    let last = deviceFor(window.innerWidth);
    const apply = () => {
      const device = deviceFor(window.innerWidth);
      dispatch(deviceChanged(device));
      if (device === 'mobile' && last !== 'mobile') dispatch(sidebarClosed({ withoutAnimation: true }));
      last = device;
    };
    if (last === 'mobile') dispatch(sidebarClosed({ withoutAnimation: true }));
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [dispatch]);
}

/**
 * What happens on each navigation inside the layout: the page gets its tab (and its keep-alive slot), its message
 * count is cleared, and in mobile mode the sidebar drawer closes itself.
 */
export function useNavigationEffects(counts: Readonly<Record<string, number>>) {
  const dispatch = useKitDispatch();
  const location = useLocation();
  const current = useCurrentRoute();
  const routes = useAccessibleRoutes();
  const readMessage = useReadMessage();
  const { device, sidebar } = useKitSelector((s) => s.app);
  const mobileOpen = device === 'mobile' && sidebar.opened;

  useEffect(() => {
    dispatch(affixViewsSet(affixRoutes(routes).map((f) => ({ path: f.fullPath, name: f.record.name, title: f.record.meta?.title ?? '' }))));
  }, [dispatch, routes]);

  const record = current?.record;
  const path = location.pathname + location.search;
  useEffect(() => {
    if (!record?.meta?.title) return;
    dispatch(viewOpened({ path, name: record.name, title: record.meta.title, affix: record.meta.affix, noCache: record.meta.noCache }));
  }, [dispatch, path, record]);

  const messageType = record?.meta?.messageType;
  const known = messageType !== undefined && messageType in counts;
  useEffect(() => {
    // Only types the server reports are readable by this account (others would answer 403).
    if (messageType && known) readMessage(messageType);
  }, [messageType, known, readMessage]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation, i.e. when the path changes.
  useEffect(() => {
    if (mobileOpen) dispatch(sidebarClosed({ withoutAnimation: false }));
  }, [path]);
}
