import { describe, expect, it, vi } from 'vitest';
import { sendPageView, viewToken } from './pageView';

const VIEW = '3.1764230400.5nQbq1W0yQ3p2rWm1lV0Qk8pX2y7ZcTa';

describe('page view beacon', () => {
  it('reads the value the server wrote into the page', () => {
    const page = (content?: string) => ({
      querySelector: (selector: string) => (selector === 'meta[name="commune-view"]' && content !== undefined ? { content } : null),
    });
    expect(viewToken(page(VIEW) as unknown as Document)).toBe(VIEW);
    expect(viewToken(page() as unknown as Document)).toBeUndefined();
    expect(viewToken(page('') as unknown as Document)).toBeUndefined();
  });

  it('sends one beacon to recordPageView with the page value and the path, without waiting', async () => {
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    expect(sendPageView('/post/12', VIEW, { sendBeacon })).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/member/page-view');
    expect((body as Blob).type).toBe('application/json');
    expect(JSON.parse(await (body as Blob).text())).toEqual({ view: VIEW, path: '/post/12' });
  });

  it('sends nothing from a page the server did not serve (no value in it)', () => {
    const sendBeacon = vi.fn(() => true);
    expect(sendPageView('/', undefined, { sendBeacon })).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch whose failure is ignored', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    try {
      expect(sendPageView('/', VIEW, { sendBeacon: () => false })).toBe(true);
      expect(fetch).toHaveBeenCalledWith('/api/member/page-view', {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ view: VIEW, path: '/' }),
      });
      await Promise.resolve();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
