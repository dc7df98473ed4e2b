import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A visited page (§3): its full path (with search), route name, title and whether it is pinned. */
export interface VisitedView {
  path: string;
  name?: string;
  title: string;
  affix?: boolean;
}

export interface TabsState {
  visitedViews: VisitedView[];
  /** Route names kept alive while hidden (pages without `noCache`). */
  cachedViews: string[];
}

export const initialTabs: TabsState = { visitedViews: [], cachedViews: [] };

function addVisited(state: TabsState, view: VisitedView) {
  if (state.visitedViews.some((v) => v.path === view.path)) return;
  if (view.affix) {
    // Pinned tabs stay together at the front, in table order.
    const lastAffix = state.visitedViews.findLastIndex((v) => v.affix);
    state.visitedViews.splice(lastAffix + 1, 0, view);
  } else state.visitedViews.push(view);
}

function cache(state: TabsState, name: string | undefined, noCache: boolean | undefined) {
  if (name && !noCache && !state.cachedViews.includes(name)) state.cachedViews.push(name);
}

function uncache(state: TabsState, name: string | undefined) {
  if (!name) return;
  // The same page may be open under several paths (`detail/1`, `detail/2`): keep it while one remains.
  if (state.visitedViews.some((v) => v.name === name)) return;
  state.cachedViews = state.cachedViews.filter((n) => n !== name);
}

export const tabsSlice = createSlice({
  name: 'tabs',
  initialState: initialTabs,
  reducers: {
    /** A page was opened: add its tab, and keep it alive unless `noCache`. */
    viewOpened(state, action: PayloadAction<VisitedView & { noCache?: boolean }>) {
      const { noCache, ...view } = action.payload;
      addVisited(state, view);
      cache(state, view.name, noCache);
    },
    /** Pinned tabs present from the start. */
    affixViewsSet(state, action: PayloadAction<VisitedView[]>) {
      for (const view of action.payload) addVisited(state, { ...view, affix: true });
    },
    viewClosed(state, action: PayloadAction<string>) {
      const view = state.visitedViews.find((v) => v.path === action.payload);
      if (!view || view.affix) return;
      state.visitedViews = state.visitedViews.filter((v) => v.path !== action.payload);
      uncache(state, view.name);
    },
    /** Keeps the pinned tabs and the given one. */
    othersClosed(state, action: PayloadAction<string>) {
      const keep = state.visitedViews.filter((v) => v.affix || v.path === action.payload);
      state.visitedViews = keep;
      const kept = new Set(keep.map((v) => v.name));
      state.cachedViews = state.cachedViews.filter((n) => kept.has(n));
    },
    /** Keeps the pinned tabs only. */
    allClosed(state) {
      state.visitedViews = state.visitedViews.filter((v) => v.affix);
      const kept = new Set(state.visitedViews.map((v) => v.name));
      state.cachedViews = state.cachedViews.filter((n) => kept.has(n));
    },
    /** Refresh: forget the kept-alive instance so the page mounts anew. */
    cacheDropped(state, action: PayloadAction<string>) {
      state.cachedViews = state.cachedViews.filter((n) => n !== action.payload);
    },
    tabsReset() {
      return initialTabs;
    },
  },
});

export const { viewOpened, affixViewsSet, viewClosed, othersClosed, allClosed, cacheDropped, tabsReset } = tabsSlice.actions;
export const tabsReducer = tabsSlice.reducer;

/** Where to go after closing the current tab: the last remaining tab, else `/`. */
export function lastViewPath(views: readonly VisitedView[]): string {
  return views.at(-1)?.path ?? '/';
}
