import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Lazy pages and Fluent's first render can take a few seconds on a busy machine: wait for them, not for 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs Fluent UI calls while laying out (message bars, popovers); they do nothing here.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
Element.prototype.scrollIntoView ??= () => {};
