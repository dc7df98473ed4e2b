// The pages each app has, read from the apps' own route tables, written beside the build for the server's fallback:
// a page path no table names answers 404 with the app's not-found page (server/src/http/app-routes.ts).
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

// Features import their own stylesheets beside their pages (the bundler's business): read here for their routes, a
// stylesheet is an empty module.
registerHooks({
  load: (url, context, nextLoad) =>
    /\.css(\?|$)/.test(url) ? { format: 'module', source: '', shortCircuit: true } : nextLoad(url, context),
});

/** The manifest's file in the build's folder. */
export const ROUTE_MANIFEST = 'routes.json';

/**
 * `{ saas, console, member }`: each app's page paths (react-router patterns, basename left out), titles, and whether a
 * visitor may open them without signing in (`public`: the server writes `noindex` into the member pages that are not).
 */
export async function readRouteManifest(root) {
  const load = (file) => tsImport(join(root, file), import.meta.url);
  const [{ flattenRoutes }, { isExternal }, { saasRoutes }, { siteRoutes }, { memberRoutes }] = await Promise.all([
    load('consoles/kit/routes/table.ts'),
    load('consoles/kit/format/url.ts'),
    load('consoles/saas/routes.ts'),
    load('consoles/site/routes.ts'),
    load('consoles/member/routes.ts'),
  ]);
  // What the router opens: pages and redirecting groups (kit/routes/table.ts matchRoute); menu actions open nothing.
  const pages = (routes) =>
    flattenRoutes(routes)
      .filter(({ record }) => (record.component || record.redirect) && !isExternal(record.path))
      .map(({ fullPath, record }) => ({ path: fullPath, title: record.meta?.title ?? '', public: Boolean(record.public) }));
  return { saas: pages(saasRoutes), console: pages(siteRoutes), member: pages(memberRoutes) };
}

export async function writeRouteManifest(root, distDir) {
  const manifest = await readRouteManifest(root);
  writeFileSync(join(distDir, ROUTE_MANIFEST), `${JSON.stringify(manifest)}\n`);
  return manifest;
}
