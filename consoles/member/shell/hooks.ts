import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { pageTitle } from '#kit/head/title';
import { api } from '#kit/request/api';
import type { MemberState, MemberStore } from '../store';

export const useMemberSelector = useSelector.withTypes<MemberState>();
export const useMemberDispatch = useDispatch.withTypes<MemberStore['dispatch']>();
export const useMemberStore = useStore.withTypes<MemberStore>();

/** The site this host serves (name, logo, favicon, whether registration is open); read once, kept for the visit. */
export function useMemberSite() {
  return api.useGetMemberSiteQuery().data;
}

/** Whether a member token is held, and the member's profile once read (`isAdmin` opens the 管理后台 link). */
export function useMember() {
  const token = useMemberSelector((s) => s.session.token);
  const profile = api.useGetMemberProfileQuery(undefined, { skip: !token });
  return { signedIn: Boolean(token), profile: token ? profile.data : undefined, loading: profile.isLoading };
}

/** `/login?redirect=<here>`: where a reader goes to sign in and comes back from. */
export function loginPath(here: string): string {
  return `/login?${new URLSearchParams({ redirect: here })}`;
}

/**
 * For actions only members may take (write, like, comment): true when signed in; otherwise the reader is sent to the
 * login page, which brings them back here.
 */
export function useRequireMember() {
  const token = useMemberSelector((s) => s.session.token);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (token) return true;
    navigate(loginPath(`${location.pathname}${location.search}`));
    return false;
  }, [token, navigate, location.pathname, location.search]);
}

/** `title - siteName` in the tab; the site name alone on the home page. */
export function usePageTitle(title: string | undefined) {
  const site = useMemberSite();
  useEffect(() => {
    const name = site?.siteName ?? '';
    document.title = title ? pageTitle(title, name, name) : name || document.title;
  }, [title, site?.siteName]);
}
