import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what had it when a dialog opened, once the dialog closes (WCAG 2.4.3). Fluent's Dialog does so
 * only for a `DialogTrigger`; the kit's dialogs are opened from state (a row's button, a menu item), and without this
 * a keyboard user was left on the page's body after Escape or 取消.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const target = opener.current;
      opener.current = null;
      const label = target?.getAttribute('aria-label');
      const find = () =>
        target?.isConnected
          ? target
          : // A table re-renders its rows while a dialog is open, so the button may have been replaced by its twin: row
            // actions' names are unique on a page ("编辑 站务公告").
            label
            ? [...document.querySelectorAll<HTMLElement>('[aria-label]')].find((e) => e.getAttribute('aria-label') === label)
            : undefined;
      // The surface fades out first and keeps focus until it is removed, leaving it on the body: wait for that (up to
      // 2 s), then put focus back, unless something else has taken it meanwhile.
      let tries = 40;
      const settle = () => {
        // A test's page may be torn down before the surface is gone; there is nothing left to focus then.
        if (typeof document === 'undefined') return;
        const active = document.activeElement;
        if (!active || active === document.body) find()?.focus();
        else if (active.closest('[role="dialog"],[role="alertdialog"]') && --tries > 0) setTimeout(settle, 50);
      };
      setTimeout(settle, 0);
    };
  }, [open]);
}
