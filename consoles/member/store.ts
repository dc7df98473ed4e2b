import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { type ClientStore, readOnlyReducer, storeClient } from '#kit/readOnly/readOnly';
import { api } from '#kit/request/api';
import { type CookieJar, documentCookies, readTokenCookie, removeTokenCookie, writeTokenCookie } from '#kit/session/cookies';
import { initialSession, sessionCleared, sessionReducer, tokenSet } from '#kit/session/sessionSlice';
import { browserNavigation, type KitExtra, type Navigation } from '#kit/store/extra';
import type { CommuneClientOptions } from '#sdk';
import { MEMBER_TOKEN_COOKIE, memberKitConfig } from './config';
import { memberRoutes } from './routes';

const rootReducer = combineReducers({ [api.reducerPath]: api.reducer, session: sessionReducer, readOnly: readOnlyReducer });

export type MemberState = ReturnType<typeof rootReducer>;

export interface MemberStoreOptions {
  client?: Omit<CommuneClientOptions, 'token'>;
  cookies?: CookieJar;
  navigation?: Navigation;
}

/** The member site's store: the kit's one api, its session slice (the token) and read-only mode; nothing of the consoles' layout. */
export function createMemberStore(options: MemberStoreOptions = {}) {
  const cookies = options.cookies ?? documentCookies();
  const navigation = options.navigation ?? browserNavigation('');
  let created: ClientStore | undefined;
  const client = storeClient(options.client, () => created);
  const extra: KitExtra = { config: memberKitConfig(memberRoutes), client, cookies, navigation };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: initialSession(readTokenCookie(cookies, MEMBER_TOKEN_COOKIE)) },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  created = store;
  return Object.assign(store, { extra });
}

export type MemberStore = ReturnType<typeof createMemberStore>;

/** After login or register: the token in the cookie and the session, and every cached answer read again as this member. */
export function signIn(store: MemberStore, token: string) {
  writeTokenCookie(store.extra.cookies, MEMBER_TOKEN_COOKIE, token, store.extra.navigation.hostname());
  store.dispatch(tokenSet(token));
  store.dispatch(api.util.resetApiState());
}

/** Forgets the token here (the server's session is revoked by memberLogout before). */
export function signOut(store: MemberStore) {
  removeTokenCookie(store.extra.cookies, MEMBER_TOKEN_COOKIE, store.extra.navigation.hostname());
  store.dispatch(sessionCleared());
  store.dispatch(api.util.resetApiState());
}
