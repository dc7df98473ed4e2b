// One page view per member-site page shown (the first load and each move inside the app), sent as a beacon after the
// page has drawn: fire-and-forget, never awaited, never retried, so counting never slows a page. The server counts it
// for the site of this host and dedupes visitors and IPs per day (recordPageView).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { operationIndex } from '#sdk/generated/operations';

const PAGE_VIEW_PATH = operationIndex.recordPageView.path;

/** Sends one page view; false when the browser has no way to (then nothing is counted). */
export function sendPageView(nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator): boolean {
  try {
    if (nav?.sendBeacon?.(PAGE_VIEW_PATH)) return true;
    if (typeof fetch !== 'function') return false;
    void fetch(PAGE_VIEW_PATH, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => {});
    return true;
  } catch {
    return false;
  }
}

/** Counts a view each time the page's path changes (a new query on the same page is not a new view). */
export function usePageViews() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page view.
  useEffect(() => {
    const id = setTimeout(() => sendPageView(), 0);
    return () => clearTimeout(id);
  }, [pathname]);
}
