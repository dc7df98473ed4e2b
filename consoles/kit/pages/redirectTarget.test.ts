import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('returns paths inside the console', () => {
    expect(redirectTarget('/site/siteList')).toBe('/site/siteList');
    expect(redirectTarget('/order/seeOrder/3?tab=pay')).toBe('/order/seeOrder/3?tab=pay');
  });
  it('falls back to / for anything else', () => {
    for (const bad of [null, undefined, '', 'site', '//evil.example', '/\\evil.example', 'https://evil.example'])
      expect(redirectTarget(bad)).toBe('/');
  });
});
