import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { useMemberStore, usePageTitle } from '../../shell/hooks';
import { signIn } from '../../store';
import { discourseNonce, type PendingSso, takeSso } from './ssoFlow';

type Result = { data?: { data?: { token: string } }; error?: unknown };

/** Reads the provider's answer from the address, finds this tab's pending flow, completes it and signs in. */
function useCompletion(method: 'oidc' | 'discourse', finish: (flow: PendingSso, search: URLSearchParams) => Promise<Result> | undefined) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const store = useMemberStore();
  const [problem, setProblem] = useState<string>();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const error = search.get('error');
    const state = method === 'oidc' ? (search.get('state') ?? '') : discourseNonce(search.get('sso') ?? '');
    const flow = state ? takeSso(state) : undefined;
    if (error) {
      setProblem(error === 'access_denied' ? '你没有同意授权，未登录' : '身份提供方拒绝了登录，请重新登录');
      return;
    }
    if (!flow || flow.method !== method) {
      setProblem('登录请求已失效，请回到登录页重新开始');
      return;
    }
    (async () => {
      const result = await finish(flow, search);
      const token = result?.data?.data?.token;
      if (!token) {
        setProblem(result?.error ? errorText(result.error) : '登录失败，请重新登录');
        return;
      }
      signIn(store, token);
      navigate(flow.back, { replace: true });
    })();
  }, [finish, method, navigate, search, store]);
  return problem;
}

function Outcome({ problem }: { problem?: string }) {
  if (problem)
    return (
      <div className="m-card m-form">
        <h1>单点登录</h1>
        <p role="alert">{problem}</p>
        <p>
          <Link to="/login">返回登录</Link>
        </p>
      </div>
    );
  return (
    <div className="m-card m-form">
      <p>正在登录…</p>
    </div>
  );
}

/** The identity provider sends the visitor back here (`/auth/sso/callback?code&state&iss`). */
export function SsoCallbackPage() {
  usePageTitle('单点登录');
  const [complete] = api.useCompleteSsoLoginMutation();
  const problem = useCompletion('oidc', (flow, search) => {
    const iss = search.get('iss');
    return complete({
      body: { code: search.get('code') ?? '', state: search.get('state') ?? '', verifier: flow.verifier, ...(iss ? { iss } : {}) },
    }) as Promise<Result>;
  });
  return <Outcome problem={problem} />;
}

/** The owner's DiscourseConnect-compatible system sends the visitor back here (`/auth/sso/discourse?sso&sig`). */
export function SsoDiscoursePage() {
  usePageTitle('单点登录');
  const [complete] = api.useCompleteDiscourseLoginMutation();
  const problem = useCompletion(
    'discourse',
    (flow, search) =>
      complete({ body: { sso: search.get('sso') ?? '', sig: search.get('sig') ?? '', verifier: flow.verifier } }) as Promise<Result>,
  );
  return <Outcome problem={problem} />;
}
