// Rendering helpers for component tests (jsdom): the console's providers around a page, or the whole console.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConsoleProviders } from '#kit/app/ConsoleProviders';
import type { ConsoleConfig } from '#kit/app/config';
import { consoleRouteObjects } from '#kit/app/router';
import type { ConsoleStore, StoreOptions } from '#kit/store/createConsoleStore';
import { testStore } from './fixtures';

interface RenderOptions {
  config: ConsoleConfig;
  store?: ConsoleStore;
  storeOptions?: StoreOptions;
  /** Where the router starts (default `/`). */
  path?: string;
}

/** One page (or component) with the console's providers and a memory router. */
export function renderPage(ui: ReactElement, { config, store, storeOptions, path = '/' }: RenderOptions) {
  const theStore = store ?? testStore(config, storeOptions);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <ConsoleProviders store={theStore} config={config}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, store: theStore, router };
}

/** The whole console (guard, layout, tabs) on a memory router, starting at `path`. */
export function renderConsole({ config, store, storeOptions, path = '/' }: RenderOptions) {
  const theStore = store ?? testStore(config, storeOptions);
  const router = createMemoryRouter(consoleRouteObjects(config), { initialEntries: [path] });
  const view = render(
    <ConsoleProviders store={theStore} config={config}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, store: theStore, router };
}
