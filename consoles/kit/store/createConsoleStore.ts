import { devToolsEnhancer } from '@redux-devtools/extension';
import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ConsoleConfig } from '#kit/app/config';
import { errorLogReducer } from '#kit/errorLog/errorLogSlice';
import { appReducer, type Device, initialApp, SIDEBAR_COOKIE } from '#kit/layout/appSlice';
import { type ClientStore, readOnlyReducer, storeClient } from '#kit/readOnly/readOnly';
import { api } from '#kit/request/api';
import { type CookieJar, documentCookies, readTokenCookie } from '#kit/session/cookies';
import { initialSession, sessionReducer } from '#kit/session/sessionSlice';
import { tabsReducer } from '#kit/tabs/tabsSlice';
import type { CommuneClientOptions } from '#sdk';
import { browserNavigation, type KitExtra, type Navigation } from './extra';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  app: appReducer,
  tabs: tabsReducer,
  errorLog: errorLogReducer,
  readOnly: readOnlyReducer,
});

export type KitState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** SDK client options: `baseUrl` and `fetch` (tests point them at Prism). The token comes from the session. */
  client?: Omit<CommuneClientOptions, 'token'>;
  cookies?: CookieJar;
  navigation?: Navigation;
  storage?: Storage;
  tabStorage?: Storage;
  device?: Device;
}

/** One store per console: RTK Query, session, layout, tabs, error log and read-only mode, with the Redux DevTools extension. */
export function createConsoleStore(config: ConsoleConfig, options: StoreOptions = {}) {
  const cookies = options.cookies ?? documentCookies();
  const navigation = options.navigation ?? browserNavigation(config.basename);
  let created: ClientStore | undefined;
  const client = storeClient(options.client, () => created);
  const extra: KitExtra = {
    config,
    client,
    cookies,
    navigation,
    storage: options.storage ?? globalThis.localStorage,
    tabStorage: options.tabStorage ?? globalThis.sessionStorage,
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession(readTokenCookie(cookies, config.tokenCookie)),
      app: initialApp(cookies.get(SIDEBAR_COOKIE), options.device),
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
    devTools: false,
    enhancers: (getDefault) => getDefault().concat(devToolsEnhancer({ name: config.name })),
  });
  created = store;
  return Object.assign(store, { extra });
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
export type KitDispatch = ConsoleStore['dispatch'];
export type KitThunk<R = void> = ThunkAction<R, KitState, KitExtra, UnknownAction>;
