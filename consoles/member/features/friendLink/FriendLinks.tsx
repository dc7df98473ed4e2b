import { useLocation } from 'react-router';
import { api } from '#kit/request/api';
import './friendLink.css';

/**
 * 友情链接 below every page (the `footer` slot): the enabled links in the site's order, those meant for the home page
 * only on `/`. The server writes the same list into its pages (server/src/modules/friend-link/friend-link-page.ts).
 */
export function FriendLinks() {
  const { pathname } = useLocation();
  const { data } = api.useGetMemberFriendLinkListQuery();
  const links = (data ?? []).filter((link) => link.placement === 'all' || pathname === '/');
  if (links.length === 0) return null;
  return (
    <section className="m-friend-links" aria-labelledby="m-friend-links-title">
      <h2 id="m-friend-links-title">友情链接</h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.url} title={link.description || undefined} rel="noopener" target="_blank">
              {link.logo ? <img src={link.logo} alt="" width={16} height={16} loading="lazy" /> : null}
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
