import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '#kit/app/config';
import { deriveRoles } from '#kit/permission/roles';
import type { Schema } from '#sdk';

/** §3 session state: token, roles, base roles, base settings, site setting, and who is signed in. */
export interface SessionState {
  token: string | null;
  /** Set once account and permissions are loaded (the guard loads them first). */
  loaded: boolean;
  roles: string[];
  baseRoles: string[];
  user: SessionUser | null;
  /** Site console base settings (`getIndexBase`). */
  indexBase: Schema<'IndexBase'> | null;
  /** Site console site setting (`getSiteSetting`). */
  siteSetting: Schema<'SiteSetting'> | null;
}

export function initialSession(token?: string | null): SessionState {
  return { token: token ?? null, loaded: false, roles: [], baseRoles: [], user: null, indexBase: null, siteSetting: null };
}

export interface LoadedSession {
  user: SessionUser;
  roles: string[];
  baseRoles: string[];
  indexBase?: Schema<'IndexBase'> | null;
  siteSetting?: Schema<'SiteSetting'> | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    tokenSet(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    sessionLoaded(state, action: PayloadAction<LoadedSession>) {
      const { user, roles, baseRoles, indexBase = null, siteSetting = null } = action.payload;
      Object.assign(state, { loaded: true, user, roles, baseRoles, indexBase, siteSetting });
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    /** A saved site setting: feature switches, site name and favicon follow it, and roles follow the gift flag (§4). */
    siteSettingUpdated(state, action: PayloadAction<Schema<'SiteSetting'>>) {
      state.siteSetting = action.payload;
      if (state.loaded && state.indexBase) {
        const site = { licenseType: state.indexBase.licenseType, giftStatus: action.payload.siteBasicSetting.giftStatus };
        state.roles = deriveRoles(state.baseRoles, site).roles;
      }
    },
    /** Token, roles and everything loaded with them are gone (logout, type 3, failed load). */
    sessionCleared() {
      return initialSession();
    },
  },
});

export const { tokenSet, sessionLoaded, userUpdated, siteSettingUpdated, sessionCleared } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
