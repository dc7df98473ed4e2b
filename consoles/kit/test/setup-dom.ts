import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy pages and Fluent's first render can take seconds on a busy machine (beside a full `npm test` on two cores, more
// than five): wait for them, not for 1 s. A wait that is met returns at once; only a failing one takes this long.
configure({ asyncUtilTimeout: 10_000 });

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

// Testing Library registers its hooks when it is first imported: once per worker, as the tier shares one module graph
// per worker (vitest.config.ts). Registered here they hold for every file. Without them the files after a worker's first
// kept every earlier test's page in the document, and ran with React's act environment switched off by the first
// file's `afterAll` (a render then no longer committed before `render` returned).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => cleanup());
