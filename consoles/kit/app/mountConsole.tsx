import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installErrorLog } from '#kit/errorLog/install';
import { applyFavicon, resolveFavicon } from '#kit/head/favicon';
import { deviceFor } from '#kit/layout/appSlice';
import { type ConsoleStore, createConsoleStore, type StoreOptions } from '#kit/store/createConsoleStore';
import { browserNavigation } from '#kit/store/extra';
import { ConsoleProviders } from './ConsoleProviders';
import type { ConsoleConfig } from './config';
import { createConsoleRouter } from './router';

/** Starts a console in the page: store, error log, favicon (§4), router, render. */
export function mountConsole(
  config: ConsoleConfig,
  container: HTMLElement,
  createStore: (options: StoreOptions) => ConsoleStore = (options) => createConsoleStore(config, options),
) {
  const navigation = browserNavigation(config.basename);
  const store = createStore({ navigation, device: deviceFor(window.innerWidth) });
  installErrorLog(store);
  const router = createConsoleRouter(config);
  navigation.bind((to, options) => void router.navigate(to, options));
  // Straight through the client, not the request layer: a failure here stays silent (§8).
  void resolveFavicon(config.favicon, () => store.extra.client.send('getSitePublicInfo')).then((href) => applyFavicon(document, href));
  createRoot(container).render(
    <StrictMode>
      <ConsoleProviders store={store} config={config}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </StrictMode>,
  );
  return { store, router };
}
