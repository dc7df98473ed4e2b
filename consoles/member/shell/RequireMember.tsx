import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, useMemberSelector } from './hooks';

/**
 * A page only members open (发帖, 我的): a reader arriving without a token goes to the login page and comes back.
 * A token lost while the page is open (signing out here, or a type 3 the request layer already handles) is no reason
 * to send them to the login page.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const token = useMemberSelector((s) => s.session.token);
  const [arrivedSignedIn] = useState(Boolean(token));
  const location = useLocation();
  if (!token && !arrivedSignedIn) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
