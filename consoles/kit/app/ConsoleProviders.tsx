import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NoticeToaster } from '../notify/NoticeToaster';
import type { ConsoleStore } from '../store/createConsoleStore';
import { consoleTheme } from '../theme/theme';
import type { ConsoleConfig } from './config';
import { ConsoleConfigProvider } from './context';

const theme = consoleTheme();

/** Store, config, Fluent theme and toasts: what every console (and every component test) runs inside. */
export function ConsoleProviders({ store, config, children }: { store: ConsoleStore; config: ConsoleConfig; children: ReactNode }) {
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
