// The jump from the site management centre into a site console, for the site's owner, without a bearer token in
// any URL: the site console keeps a random verifier in this tab and sends only its SHA-256 (the challenge) to the
// centre; the centre asks the server for a one-time code bound to the site and the challenge and brings the browser
// back with it in the fragment; the site console claims it by POST with the verifier. A code someone else planted
// in a link fails here for want of its verifier, so nobody can sign a victim in to the attacker's account.
import { notify } from '#kit/notify/notify';
import { redirectTarget } from '#kit/pages/redirectTarget';
import { toConsoleError } from '#kit/request/errors';
import type { KitThunk } from '#kit/store/createConsoleStore';
import { ResultType } from '#sdk';
import { completeLogin, resetToken } from './thunks';

const PENDING_KEY = 'commune:consoleHandoff';
const SECRET = /^[A-Za-z0-9_-]{43}$/;
export const HANDOFF_INVALID = '登录链接无效或已过期，请从站点管理中心重新进入';

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newVerifier(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** PKCE's S256: base64url(SHA-256(verifier)). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export const isHandoffSecret = (text: string | null): text is string => Boolean(text && SECRET.test(text));

interface Pending {
  verifier: string;
  redirect: string | null;
}

/** The pending handoff of this tab, removed as it is read: a verifier serves one claim. */
function takePending(storage: Storage | undefined): Pending | undefined {
  try {
    const text = storage?.getItem(PENDING_KEY);
    storage?.removeItem(PENDING_KEY);
    const pending = text ? (JSON.parse(text) as Pending) : undefined;
    return isHandoffSecret(pending?.verifier ?? null) ? pending : undefined;
  } catch {
    return undefined;
  }
}

/** Site console, first step: keep a verifier in this tab, then ask the centre for a code bound to its challenge. */
export const startHandoff =
  (redirect: string | null): KitThunk<Promise<boolean>> =>
  async (_dispatch, _getState, { client, navigation, tabStorage }) => {
    try {
      const { data: info } = await client.send('getSitePublicInfo');
      const verifier = newVerifier();
      const challenge = await challengeOf(verifier);
      tabStorage?.setItem(PENDING_KEY, JSON.stringify({ verifier, redirect } satisfies Pending));
      const target = new URL('auth-redirect', info.centreUrl);
      target.search = new URLSearchParams({ siteId: String(info.siteId), challenge }).toString();
      navigation.leave(target.toString());
      return true;
    } catch (cause) {
      notify.error(toConsoleError(cause).description);
      return false;
    }
  };

type ClaimOutcome = { ok: true; redirect: string } | { ok: false };
/**
 * Claims under way, by code: signing in rebuilds the routes, which mounts the page again with the code still in the
 * address before the first claim has navigated away; a second claim would find the verifier spent and say so.
 */
const claims = new Map<string, Promise<ClaimOutcome>>();

/** Site console, last step: the code the centre brought back, claimed with this tab's verifier, once. */
export const claimHandoff =
  (code: string): KitThunk<Promise<ClaimOutcome>> =>
  (dispatch, getState, extra) => {
    const started = claims.get(code);
    if (started) return started;
    const claim = claimOnce(code)(dispatch, getState, extra).finally(() => claims.delete(code));
    claims.set(code, claim);
    return claim;
  };

const claimOnce =
  (code: string): KitThunk<Promise<ClaimOutcome>> =>
  async (dispatch, _getState, { client, tabStorage }) => {
    const pending = takePending(tabStorage);
    if (!pending || !isHandoffSecret(code)) {
      notify.error(HANDOFF_INVALID);
      return { ok: false };
    }
    try {
      const { data } = await client.send('claimConsoleHandoff', { body: { code, verifier: pending.verifier } });
      const loaded = await dispatch(completeLogin(data.token));
      return loaded.ok ? { ok: true, redirect: redirectTarget(pending.redirect) } : { ok: false };
    } catch (cause) {
      notify.error(toConsoleError(cause).description);
      return { ok: false };
    }
  };

export type IssueOutcome = 'left' | 'login' | 'failed';

/** The centre: a code for the site and challenge the site console sent, then back to that site's console. */
export const issueHandoff =
  (siteId: number, challenge: string): KitThunk<Promise<IssueOutcome>> =>
  async (dispatch, _getState, { client, navigation }) => {
    try {
      const { data } = await client.send('createConsoleHandoff', { body: { siteId, challenge } });
      navigation.leave(`${data.consoleUrl}auth-redirect#${new URLSearchParams({ code: data.code })}`);
      return 'left';
    } catch (cause) {
      const error = toConsoleError(cause);
      if (error.type === ResultType.notLoggedIn) {
        dispatch(resetToken());
        return 'login';
      }
      notify.error(error.description);
      return 'failed';
    }
  };
