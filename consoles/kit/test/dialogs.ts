// Finding open Fluent dialogs in component tests (jsdom).
import { waitFor } from '@testing-library/react';

/**
 * An open Fluent dialog (or alert dialog) by its title. jsdom lays nothing out, so a dialog's focus trap may find
 * nothing to focus and tabster may leave the open dialog aria-hidden, which also empties its accessible name for
 * role queries; so this matches the title text (Chromium shows a normal dialog, see the e2e tests). Look inside
 * with `hidden: true`.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')];
    const found = dialogs.find((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === title);
    if (!found) throw new Error(`no open dialog titled ${title}`);
    return found;
  });
}
