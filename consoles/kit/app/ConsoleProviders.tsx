import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NoticeToaster } from '#kit/notify/NoticeToaster';
import type { ConsoleStore } from '#kit/store/createConsoleStore';
import { consoleTheme } from '#kit/theme/theme';
import type { ConsoleConfig } from './config';
import { ConsoleConfigProvider } from './context';

const theme = consoleTheme();

// The page itself: no browser margins around the console.
const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0 },
  body: { minHeight: '100vh' },
});

/** Store, config, Fluent theme and toasts: what every console (and every component test) runs inside. */
export function ConsoleProviders({ store, config, children }: { store: ConsoleStore; config: ConsoleConfig; children: ReactNode }) {
  useGlobalStyles();
  return (
    <Provider store={store}>
      <ConsoleConfigProvider config={config}>
        <FluentProvider theme={theme}>
          {children}
          <NoticeToaster />
        </FluentProvider>
      </ConsoleConfigProvider>
    </Provider>
  );
}
