import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** §9: below 992 px the layout switches to mobile mode. */
export const MOBILE_BREAKPOINT = 992;
/** Cookie remembering whether the sidebar is open on desktop ('1') or collapsed ('0'). */
export const SIDEBAR_COOKIE = 'sidebarStatus';

export type Device = 'desktop' | 'mobile';

export function deviceFor(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
}

/** Open unless the cookie says collapsed. */
export function initialApp(sidebarCookie: string | undefined, device: Device = 'desktop'): AppState {
  const opened = device === 'mobile' ? false : sidebarCookie !== '0';
  return { sidebar: { opened, withoutAnimation: false }, device };
}

export const appSlice = createSlice({
  name: 'app',
  initialState: initialApp(undefined),
  reducers: {
    sidebarToggled(state) {
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
    },
    sidebarClosed(state, action: PayloadAction<{ withoutAnimation: boolean }>) {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload.withoutAnimation;
    },
    deviceChanged(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
  },
});

export const { sidebarToggled, sidebarClosed, deviceChanged } = appSlice.actions;
export const appReducer = appSlice.reducer;
