import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useKitDispatch, useKitStore } from '#kit/store/hooks';
import { allClosed, cacheDropped, lastViewPath, othersClosed, type VisitedView, viewClosed } from './tabsSlice';

/** Close, close others, close all and refresh, with the navigation each implies. */
export function useTabActions() {
  const dispatch = useKitDispatch();
  const { getState } = useKitStore();
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = location.pathname + location.search;

  const close = useCallback(
    (view: VisitedView) => {
      if (view.affix) return;
      dispatch(viewClosed(view.path));
      if (view.path === currentPath) navigate(lastViewPath(getState().tabs.visitedViews));
    },
    [dispatch, navigate, currentPath, getState],
  );

  const closeOthers = useCallback(
    (view: VisitedView) => {
      dispatch(othersClosed(view.path));
      if (view.path !== currentPath) navigate(view.path);
    },
    [dispatch, navigate, currentPath],
  );

  const closeAll = useCallback(() => {
    dispatch(allClosed());
    const remaining = getState().tabs.visitedViews;
    if (!remaining.some((v) => v.path === currentPath)) navigate(lastViewPath(remaining));
  }, [dispatch, navigate, currentPath, getState]);

  /** Remounts the page: its kept-alive instance is dropped and the route is entered again through /redirect. */
  const refresh = useCallback(
    (view: VisitedView) => {
      if (view.name) dispatch(cacheDropped(view.name));
      navigate(`/redirect${view.path}`, { replace: true });
    },
    [dispatch, navigate],
  );

  return { currentPath, close, closeOthers, closeAll, refresh };
}
