import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon } from './favicon';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('applyFavicon (§4)', () => {
  it('creates the shortcut-icon link when the page has none', () => {
    applyFavicon(document, '/favicon.ico');
    const link = document.head.querySelector('link[rel="shortcut icon"]') as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('/favicon.ico');
  });

  it('points an existing icon link at the new address instead of adding another', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.ico">';
    applyFavicon(document, 'https://cdn.example.cn/site.ico');
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe('https://cdn.example.cn/site.ico');
  });
});
