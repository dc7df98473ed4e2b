import type { SiteRef } from '../tenancy/site-resolver';

/** The page a module is asked to add to (a manifest's `memberPage`). */
export interface MemberPageRequest {
  site: SiteRef;
  /** The path without its query (`/post/12`). */
  path: string;
  /** `{protocol}://{host}` the page was asked on, for absolute addresses (canonical, Open Graph, JSON-LD). */
  origin: string;
  /** The page's query (a theme's draft preview link, `?themePreview=`). */
  query: URLSearchParams;
}

/**
 * A module's part of a member page. Every value is HTML the module has escaped itself: `head` goes before `</head>`,
 * `header` and `footer` around the page's own content inside the app's root (which the app replaces when it mounts),
 * `htmlAttributes` onto `<html>` (a theme's `data-theme`, say).
 */
export interface MemberPagePart {
  head?: string;
  header?: string;
  footer?: string;
  htmlAttributes?: Record<string, string>;
}

/** Every module's parts of one page, in the list's order; a module that fails leaves its part out (logged by the caller). */
export type MemberPageParts = (page: MemberPageRequest) => Promise<MemberPagePart[]>;

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with the parts written in: heads before `</head>`, attributes on `<html>`, and the root (empty in the
 * template) filled with the headers, the page's own content (`main`, HTML) and the footers.
 */
export function applyMemberPageParts(html: string, parts: readonly MemberPagePart[], main = ''): string {
  const head = parts.map((p) => p.head ?? '').join('');
  const header = parts.map((p) => p.header ?? '').join('');
  const footer = parts.map((p) => p.footer ?? '').join('');
  const attributes = parts
    .flatMap((p) => Object.entries(p.htmlAttributes ?? {}))
    .filter(([name]) => ATTRIBUTE_NAME.test(name) && name !== 'lang')
    .map(([name, value]) => ` ${name}="${value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
    .join('');
  let page = head ? html.replace('</head>', () => `${head}</head>`) : html;
  if (attributes) page = page.replace(/<html([^>]*)>/i, (_, rest: string) => `<html${rest}${attributes}>`);
  const root = header + main + footer;
  return root ? page.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`) : page;
}
