import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageLoading } from '#kit/app/Loading';
import { completeLogin } from '#kit/session/thunks';
import { useKitDispatch } from '#kit/store/hooks';
import { redirectTarget } from './redirectTarget';

/**
 * /auth-redirect#token=…&redirect=…: signs in with a token handed over by another page (single sign-on, the
 * other console), then opens `redirect`. The token travels in the fragment, which never reaches a server log.
 */
export function AuthRedirectPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useKitDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const token = params.get('token');
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    void dispatch(completeLogin(token)).then((result) =>
      navigate(result.ok ? redirectTarget(params.get('redirect')) : '/login', { replace: true }),
    );
  }, [hash, navigate, dispatch]);
  return <FullPageLoading label="正在登录…" />;
}
