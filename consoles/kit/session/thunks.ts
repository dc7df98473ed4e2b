import { deriveRoles } from '#kit/permission/roles';
import { api } from '#kit/request/api';
import type { KitThunk } from '#kit/store/createConsoleStore';
import { tabsReset } from '#kit/tabs/tabsSlice';
import type { OperationId, Schema } from '#sdk';
import { removeTokenCookie, writeTokenCookie } from './cookies';
import { sessionCleared, sessionLoaded, siteSettingUpdated, tokenSet } from './sessionSlice';
import { writeSiteName } from './siteName';

/** Keeps the token in the cookie (§4 scoping) and in the session. */
export const storeToken =
  (token: string): KitThunk =>
  (dispatch, _getState, { cookies, config, navigation }) => {
    writeTokenCookie(cookies, config.tokenCookie, token, navigation.hostname());
    dispatch(tokenSet(token));
  };

/** Drops the token, roles and everything loaded with them, from the session, the cookie and the request cache. */
export const resetToken =
  (): KitThunk =>
  (dispatch, _getState, { cookies, config, navigation }) => {
    removeTokenCookie(cookies, config.tokenCookie, navigation.hostname());
    dispatch(sessionCleared());
    dispatch(tabsReset());
    dispatch(api.util.resetApiState());
  };

/** §4 federated logout: like a reset, and the stored site name goes too. */
export const federatedLogout =
  (): KitThunk =>
  (dispatch, _getState, { config, storage }) => {
    dispatch(resetToken());
    writeSiteName(config.siteNameKey, '', storage);
  };

/** §4 logout: revoke the token (best effort), clear token, roles and cookie, reload the page. */
export const logout =
  (): KitThunk<Promise<void>> =>
  async (dispatch, getState, { client, config, navigation }) => {
    if (getState().session.token) {
      const send = client.send as (id: OperationId) => Promise<unknown>;
      await send(config.logoutOperation).catch(() => undefined);
    }
    dispatch(resetToken());
    navigation.reload();
  };

export type LoadResult = { ok: true } | { ok: false; stage: 'account' | 'permission' | 'settings' };

type SessionOperation = 'getTokenAccount' | 'getTokenUser' | 'getPermissionList' | 'getIndexBase' | 'getSiteSetting';

/**
 * §4: with a token, load who is signed in, the permission list, and in the site console the base settings and the
 * site setting; derive the roles. A failed account call removes the token; a failed permission list runs the
 * federated logout and goes to `/`. Each failure has already been shown as a toast by the request layer.
 */
export const loadSession =
  (): KitThunk<Promise<LoadResult>> =>
  async (dispatch, _getState, { config, navigation, storage }) => {
    const run = <K extends SessionOperation>(operationId: K) => {
      const endpoint = api.endpoints[operationId] as unknown as {
        initiate(arg: undefined, options: { subscribe: false; forceRefetch: true }): never;
      };
      return dispatch(endpoint.initiate(undefined, { subscribe: false, forceRefetch: true })) as Promise<{
        data?: (typeof api.endpoints)[K] extends { Types: { ResultType: infer R } } ? R : never;
        error?: unknown;
      }>;
    };
    const account = await run(config.accountOperation);
    if (account.error || !account.data) {
      dispatch(resetToken());
      return { ok: false, stage: 'account' };
    }
    const permissions = await run('getPermissionList');
    if (permissions.error || !permissions.data) {
      dispatch(federatedLogout());
      navigation.navigate('/', { replace: true });
      return { ok: false, stage: 'permission' };
    }
    if (!config.siteConsole) {
      dispatch(sessionLoaded({ user: account.data, ...deriveRoles(permissions.data) }));
      return { ok: true };
    }
    const [base, setting] = await Promise.all([run('getIndexBase'), run('getSiteSetting')]);
    if (!base.data || !setting.data) {
      dispatch(resetToken());
      return { ok: false, stage: 'settings' };
    }
    writeSiteName(config.siteNameKey, setting.data.siteName, storage);
    const roles = deriveRoles(permissions.data, {
      licenseType: base.data.licenseType,
      giftStatus: setting.data.siteBasicSetting.giftStatus,
    });
    dispatch(sessionLoaded({ user: account.data, ...roles, indexBase: base.data, siteSetting: setting.data }));
    return { ok: true };
  };

/** §4 login: store the token, then load the session (a failed account call removes the token again). */
export const completeLogin =
  (token: string): KitThunk<Promise<LoadResult>> =>
  async (dispatch) => {
    dispatch(storeToken(token));
    return dispatch(loadSession());
  };

/**
 * Site console: a site setting the server has just saved (`updateSiteSetting`'s data) replaces the session's, so
 * menus behind feature switches, roles behind the gift flag, the stored site name (titles) and the favicon follow
 * without a reload; `getSiteSetting`'s cached answer is replaced too.
 */
export const applySiteSetting =
  (setting: Schema<'SiteSetting'>): KitThunk =>
  (dispatch, _getState, { config, storage }) => {
    dispatch(siteSettingUpdated(setting));
    dispatch(api.util.upsertQueryData('getSiteSetting', undefined, setting));
    writeSiteName(config.siteNameKey, setting.siteName, storage);
  };
