import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, useMemberSelector } from './hooks';

/** A page only members open (发帖, 我的): signed-out readers go to the login page and come back. */
export function RequireMember({ children }: { children: ReactNode }) {
  const token = useMemberSelector((s) => s.session.token);
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
