import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { completeLogin } from '#kit/session/thunks';
import { useKitDispatch } from '#kit/store/hooks';
import { redirectTarget } from './redirectTarget';

/** After a login or registration answered with a token: load the session (§4), then go to `redirect` or `/`. */
export function useFinishLogin(): (token: string) => Promise<boolean> {
  const dispatch = useKitDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  return useCallback(
    async (token: string) => {
      const result = await dispatch(completeLogin(token));
      if (result.ok) navigate(redirectTarget(redirect), { replace: true });
      return result.ok;
    },
    [dispatch, navigate, redirect],
  );
}
