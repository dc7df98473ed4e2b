import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConsoleConfig } from '#kit/app/context';
import { FullPageLoading } from '#kit/app/Loading';
import { claimHandoff, isHandoffSecret, issueHandoff, startHandoff } from '#kit/session/handoff';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';

/**
 * /auth-redirect: the owner's jump from the site management centre into a site console (see `#kit/session/handoff`).
 * In the site console it starts the jump (`?redirect=` the page to open) or, with `#code=…`, finishes it; in the centre
 * it issues the code (`?siteId=…&challenge=…`), after signing in when needed. No token ever travels in the address.
 */
export function AuthRedirectPage() {
  return useConsoleConfig().siteConsole ? <SiteConsoleEntry /> : <CentreHandoff />;
}

/** Runs once per mount (StrictMode mounts effects twice in development). */
function useOnce(run: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
}

function SiteConsoleEntry() {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useKitDispatch();
  useOnce(() => {
    const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
    if (code !== null) {
      void dispatch(claimHandoff(code)).then((result) => navigate(result.ok ? result.redirect : '/login', { replace: true }));
      return;
    }
    void dispatch(startHandoff(new URLSearchParams(search).get('redirect'))).then((left) => {
      if (!left) navigate('/login', { replace: true });
    });
  });
  return <FullPageLoading label="正在进入站点控制台…" />;
}

function CentreHandoff() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useKitDispatch();
  const token = useKitSelector((s) => s.session.token);
  useOnce(() => {
    const params = new URLSearchParams(search);
    const siteId = Number(params.get('siteId'));
    const challenge = params.get('challenge');
    if (!Number.isSafeInteger(siteId) || siteId < 1 || !isHandoffSecret(challenge)) {
      navigate('/', { replace: true });
      return;
    }
    const signIn = () => navigate(`/login?${new URLSearchParams({ redirect: `/auth-redirect${search}` })}`, { replace: true });
    if (!token) {
      signIn();
      return;
    }
    void dispatch(issueHandoff(siteId, challenge)).then((outcome) => {
      if (outcome === 'login') signIn();
      else if (outcome === 'failed') navigate('/', { replace: true });
    });
  });
  return <FullPageLoading label="正在进入站点控制台…" />;
}
