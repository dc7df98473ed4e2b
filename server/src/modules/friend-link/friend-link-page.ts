// The friendly links written into every server-written member page's footer (the manifest's memberPage), so that
// search engines and readers without scripts see them; the app draws its own footer (features/friendLink) on mount.

import type { MemberPagePart, MemberPageRequest } from '../../http/member-page-parts';
import { escapeHtml } from '../../http/member-pages';
import type { ModuleDeps } from '../deps';
import { shownFriendLinks } from './friend-link-repository';

/** The links a page shows: every page's, and on the home page the home-only ones too. */
export function friendLinksFooter(
  links: readonly { name: string; url: string; description: string; placement: string }[],
  path: string,
): string {
  const home = path === '/' || path === '';
  const shown = links.filter((link) => home || link.placement === 'all');
  if (shown.length === 0) return '';
  const items = shown
    .map((link) => {
      // Only http(s) addresses reach the table (the contract's pattern); checked again so a page never carries another scheme.
      if (!/^https?:\/\//i.test(link.url)) return '';
      const title = link.description ? ` title="${escapeHtml(link.description)}"` : '';
      return `<li><a href="${escapeHtml(link.url)}"${title} rel="noopener" target="_blank">${escapeHtml(link.name)}</a></li>`;
    })
    .join('');
  return `<section class="m-friend-links" aria-labelledby="m-friend-links-title"><h2 id="m-friend-links-title">友情链接</h2><ul>${items}</ul></section>`;
}

export async function friendLinksPagePart(deps: ModuleDeps, page: MemberPageRequest): Promise<MemberPagePart | undefined> {
  const footer = friendLinksFooter(await shownFriendLinks(deps.db, page.site.id), page.path);
  return footer ? { footer } : undefined;
}
