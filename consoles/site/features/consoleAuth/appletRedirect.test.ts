import { describe, expect, it } from 'vitest';
import { appletRedirectTarget } from './appletRedirect';

describe('appletRedirectTarget', () => {
  it('forwards the authorisation parameters to the redirect page', () => {
    expect(appletRedirectTarget('?redirect=%2Fsetting%2FwechatApplet&auth_code=abc&expires_in=3600')).toBe(
      '/setting/wechatApplet?auth_code=abc&expires_in=3600',
    );
  });
  it('goes home without a redirect, and refuses redirects outside the console', () => {
    expect(appletRedirectTarget('')).toBe('/');
    expect(appletRedirectTarget('?redirect=https%3A%2F%2Fevil.example&auth_code=x')).toBe('/?auth_code=x');
  });
});
