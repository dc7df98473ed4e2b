/**
 * Where to go after login: the `redirect` query when it is a path inside this console, else `/`.
 * Anything else (`//evil.example`, `https://…`) is ignored, so the login page cannot be used as an open redirect.
 */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  return redirect;
}
