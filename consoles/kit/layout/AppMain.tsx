import { makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useCurrentRoute } from '#kit/app/handle';
import { useKitSelector } from '#kit/store/hooks';

const useStyles = makeStyles({
  main: { position: 'relative', minWidth: 0, padding: tokens.spacingHorizontalL },
  // Seen in the breadcrumb already; the heading gives screen readers and heading navigation the page's name.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/**
 * The page area. Pages with a name and without `noCache` are kept alive (mounted but hidden) while their tab is
 * open, like Vue's keep-alive; closing the tab or refreshing it drops the instance.
 */
export function AppMain() {
  const styles = useStyles();
  const outlet = useOutlet();
  const location = useLocation();
  const current = useCurrentRoute();
  const cachedViews = useKitSelector((s) => s.tabs.cachedViews);
  const cache = useRef(new Map<string, ReactNode>());

  const name = current?.record.name;
  const cacheable = Boolean(name && current?.record.component && !current.record.meta?.noCache);
  if (name && cacheable) cache.current.set(name, outlet);
  for (const key of [...cache.current.keys()]) if (key !== name && !cachedViews.includes(key)) cache.current.delete(key);

  return (
    <main className={styles.main}>
      {current?.record.meta?.title && <h1 className={styles.visuallyHidden}>{current.record.meta.title}</h1>}
      {[...cache.current].map(([key, element]) => (
        <div key={key} hidden={key !== name} data-view={key}>
          {element}
        </div>
      ))}
      {!cacheable && <div key={`page:${location.pathname}`}>{outlet}</div>}
    </main>
  );
}
