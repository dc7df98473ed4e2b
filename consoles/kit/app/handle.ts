import { type UIMatch, useMatches } from 'react-router';
import type { FlatRoute } from '#kit/routes/types';

/** Every router route built from the table carries its record, absolute path and chain. */
export interface RouteHandle {
  route: FlatRoute;
}

function isHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table entry of the page being shown (the deepest match), or null on an unknown path. */
export function useCurrentRoute(): FlatRoute | null {
  const matches = useMatches() as UIMatch<unknown, unknown>[];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isHandle(handle)) return handle.route;
  }
  return null;
}
