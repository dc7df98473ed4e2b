import { describe, expect, it, vi } from 'vitest';
import { sendPageView } from './pageView';

describe('page view beacon', () => {
  it('sends one beacon to recordPageView without a body and without waiting', () => {
    const sendBeacon = vi.fn(() => true);
    expect(sendPageView({ sendBeacon })).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('/api/member/page-view');
  });

  it('falls back to a keepalive fetch whose failure is ignored', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    try {
      expect(sendPageView({ sendBeacon: () => false })).toBe(true);
      expect(fetch).toHaveBeenCalledWith('/api/member/page-view', { method: 'POST', keepalive: true, credentials: 'omit' });
      await Promise.resolve();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
