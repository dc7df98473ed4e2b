// The theme in every server-written member page (the manifest's `memberPage`): attributes on <html> and the colours as
// CSS custom properties in the head, so the first paint already has the site's look (no flash) and the app, which
// mounts inside the root, keeps it.
//
// The CSP (app.ts) has `style-src 'self' 'unsafe-inline'`, because Fluent UI (Griffel) inserts its rules at run time:
// an inline <style> is within it as it stands. A hash or a nonce for this one style would not tighten anything — a
// browser that sees a hash or nonce in style-src ignores 'unsafe-inline', which would break every Fluent page — and a
// per-site theme.css would cost a request before the first paint. What makes the inline style safe is what goes in:
// only #rrggbb colours (checked on save and again here through themeVariables) and enum values, never free text.

import { type Schema, themeDeclarations } from '../../../../sdk';
import type { MemberPagePart } from '../../http/member-page-parts';
import { escapeHtml } from '../../http/member-pages';

/** The query parameter of a draft's preview link (`/?themePreview=<token>`). */
export const PREVIEW_PARAMETER = 'themePreview';

/** The page's part for a theme; `preview` marks a draft shown through a preview link (the app says so). */
export function themePagePart(theme: Schema<'Theme'>, preview: boolean): MemberPagePart {
  const favicon = theme.faviconUrl || '/favicon.ico';
  const head = [
    `<style id="m-theme">:root[data-theme]{${themeDeclarations(theme)}}</style>`,
    `<link rel="icon" href="${escapeHtml(favicon)}">`,
    // The header draws the logo at once; the browser fetches it with the page instead of after the app's first request.
    theme.logoUrl ? `<link rel="preload" as="image" href="${escapeHtml(theme.logoUrl)}">` : '',
  ].join('');
  return {
    head,
    htmlAttributes: {
      'data-theme': theme.palette,
      'data-header': theme.headerStyle,
      'data-density': theme.density,
      'data-home-layout': theme.homeLayout,
      ...(preview && { 'data-theme-preview': 'true' }),
    },
  };
}
