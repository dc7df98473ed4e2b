import type { KitThunk } from '#kit/store/createConsoleStore';
import { SIDEBAR_COOKIE, sidebarToggled } from './appSlice';

/** Hamburger: open or collapse the sidebar; on desktop the choice is remembered in a cookie (§2.3). */
export const toggleSidebar =
  (): KitThunk =>
  (dispatch, getState, { cookies }) => {
    dispatch(sidebarToggled());
    const { sidebar, device } = getState().app;
    if (device === 'desktop') cookies.set(SIDEBAR_COOKIE, sidebar.opened ? '1' : '0', { days: 365 });
  };
