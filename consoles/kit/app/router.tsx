import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { isExternal } from '#kit/format/url';
import { joinPath } from '#kit/routes/table';
import type { RouteRecord } from '#kit/routes/types';
import { ConsoleRoot } from './ConsoleRoot';
import type { ConsoleConfig } from './config';
import type { RouteHandle } from './handle';
import { PageView } from './PageView';

const Layout = lazy(async () => ({ default: (await import('#kit/layout/Layout')).Layout }));

function toRouteObjects(records: readonly RouteRecord[], parentPath: string, chain: RouteRecord[]): RouteObject[] {
  return records
    .filter((record) => !isExternal(record.path))
    .map((record) => {
      const fullPath = joinPath(parentPath, record.path);
      const here = [...chain, record];
      const handle: RouteHandle = { route: { fullPath, record, chain: here } };
      const page = record.component ? <PageView key={fullPath} component={record.component} /> : undefined;
      if (!record.children) return { path: record.path, handle, element: page };
      // A page with children: the page is the index route, its children are siblings below it.
      const children = toRouteObjects(record.children, fullPath, here);
      return { path: record.path, handle, children: page ? [{ index: true, handle, element: page }, ...children] : children };
    });
}

/** Router route objects from the route table: bare pages at the top, the rest inside the lazily loaded layout. */
export function consoleRouteObjects(config: ConsoleConfig): RouteObject[] {
  const bare = config.routes.filter((r) => r.bare);
  const framed = config.routes.filter((r) => !r.bare);
  return [
    {
      path: '/',
      element: <ConsoleRoot />,
      children: [...toRouteObjects(bare, '/', []), { element: <Layout />, children: toRouteObjects(framed, '/', []) }, { path: '*' }],
    },
  ];
}

export function createConsoleRouter(config: ConsoleConfig) {
  return createBrowserRouter(consoleRouteObjects(config), { basename: config.basename || undefined });
}
