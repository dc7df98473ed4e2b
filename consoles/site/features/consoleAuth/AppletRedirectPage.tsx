import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageLoading } from '#kit/app/Loading';
import { appletRedirectTarget } from './appletRedirect';

/** /applet-redirect: the landing page of a mini-program authorisation; hands its parameters to the page that asked. */
export function AppletRedirectPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(appletRedirectTarget(search), { replace: true });
  }, [navigate, search]);
  return <FullPageLoading label="正在返回…" />;
}
