import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageLoading } from '#kit/app/Loading';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'center',
    padding: tokens.spacingVerticalXXXL,
  },
});

/** What WeChat hands back: the `state` the authorisation started with, and `auth_code` (授权) or `ticket` (复用公众号资质). */
export function authorizeParams(search: string) {
  const params = new URLSearchParams(search);
  const state = params.get('state') ?? '';
  const authCode = params.get('auth_code') ?? '';
  const ticket = params.get('ticket') ?? '';
  return { state, ...(authCode ? { authCode } : {}), ...(ticket ? { ticket } : {}) };
}

// Each console's own completion (its token, its role): both answer the site and the page that asked.
const SCOPES = {
  site: { useComplete: api.useCompleteAppletAuthorizeMutation, home: '/setting/wechatApplet', homeText: '微信小程序' },
  saas: { useComplete: api.useCompleteSaasAppletAuthorizeMutation, home: '/wechatApplet/manager', homeText: '小程序管理' },
} as const;

/**
 * /applet-redirect (public in both consoles: WeChat's page may come back after the console session ended in this tab):
 * the server completes the authorisation for the site it was started for, then the browser goes back to the page that
 * asked (the console's mini-program page unless the server says otherwise).
 */
function AppletRedirect({ scope }: { scope: keyof typeof SCOPES }) {
  const styles = useStyles();
  const { useComplete, home, homeText } = SCOPES[scope];
  const { search } = useLocation();
  const navigate = useNavigate();
  const [complete] = useComplete();
  const [failure, setFailure] = useState('');
  // Sent once: an auth_code is single-use, and React's development double effect would spend it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const body = authorizeParams(search);
    if (!body.state) {
      setFailure(`授权参数缺失，请回到${homeText}重新发起授权。`);
      return;
    }
    void complete({ body }).then((result) => {
      if (result.data?.type === 1 && result.data.data) navigate(result.data.data.returnPath || home, { replace: true });
      else setFailure(result.error ? errorText(result.error) : result.data?.description || '授权未完成');
    });
  }, [complete, navigate, search, home, homeText]);
  if (!failure) return <FullPageLoading label="正在完成小程序授权…" />;
  return (
    <div className={styles.page}>
      <Text>{failure}</Text>
      <Button appearance="primary" onClick={() => navigate(home, { replace: true })}>
        {`返回${homeText}`}
      </Button>
    </div>
  );
}

/** The site console's /applet-redirect (completeAppletAuthorize). */
export const SiteAppletRedirectPage = () => <AppletRedirect scope="site" />;
/** The SaaS console's /applet-redirect (completeSaasAppletAuthorize). */
export const SaasAppletRedirectPage = () => <AppletRedirect scope="saas" />;
