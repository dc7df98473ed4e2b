import { redirectTarget } from '#kit/pages/redirectTarget';

/**
 * Where /applet-redirect goes: the `redirect` path (a page of this console), carrying every other query parameter
 * (the mini-program authorisation's `auth_code`, `expires_in` …) along.
 */
export function appletRedirectTarget(search: string): string {
  const params = new URLSearchParams(search);
  const target = redirectTarget(params.get('redirect'));
  params.delete('redirect');
  const rest = params.toString();
  if (!rest) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${rest}`;
}
