// One page view per member-site page shown (the first load and each move inside the app), sent as a beacon after the
// page has drawn: fire-and-forget, never awaited, never retried, so counting never slows a page. The server counts it
// for the site of this host and dedupes visitors and IPs per day (recordPageView). The beacon carries the signed
// value the server wrote into the page it served (`<meta name="commune-view">`): without it nothing is counted, so
// a page the server never served (a script's beacons, the dev server) makes no views.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Schema } from '#sdk';
import { operationIndex } from '#sdk/generated/operations';

const PAGE_VIEW_PATH = operationIndex.recordPageView.path;

/** The page's signed page-view value, as the server wrote it. */
export function viewToken(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string | undefined {
  return doc?.querySelector<HTMLMetaElement>('meta[name="commune-view"]')?.content || undefined;
}

/** Sends one page view; false when there is nothing to send or no way to send it (then nothing is counted). */
export function sendPageView(
  path: string,
  view: string | undefined = viewToken(),
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
): boolean {
  if (!view) return false;
  const body = JSON.stringify({ view, path: path.slice(0, 300) } satisfies Schema<'PageViewInput'>);
  try {
    if (nav?.sendBeacon?.(PAGE_VIEW_PATH, new Blob([body], { type: 'application/json' }))) return true;
    if (typeof fetch !== 'function') return false;
    void fetch(PAGE_VIEW_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => {});
    return true;
  } catch {
    return false;
  }
}

/** Counts a view each time the page's path changes (a new query on the same page is not a new view). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const id = setTimeout(() => sendPageView(pathname), 0);
    return () => clearTimeout(id);
  }, [pathname]);
}
