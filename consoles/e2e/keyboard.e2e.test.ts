// Keyboard paths (WCAG 2.1.1, 2.1.2 and 2.4.3) in the site console, with no mouse at all: a table's row actions are
// reached with Tab, a dialog opened with Enter keeps focus inside it while it is open, Escape closes it without
// saving, and focus goes back to the button that opened it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser';
import { loginSite } from './helpers';
import { openFromMenu, tableRows, uncaught } from './site-console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** What has focus: its accessible name as the page gives it, and whether it sits in the open dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      inDialog: Boolean(el?.closest('[role="dialog"]')),
      inTable: Boolean(el?.closest('table')),
    };
  });

/** Presses Tab until `found` holds for the focused element, at most `limit` times. */
async function tabUntil(page: Page, found: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (found(await focused(page))) return true;
  }
  return false;
}

describe('keyboard paths', () => {
  it('reaches a row action in a table, keeps focus in its dialog, closes it with Escape and returns focus', async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 900 });
    await loginSite(page, 'demo', '13800000002');
    await openFromMenu(page, '版块管理');
    await tableRows(page, '版块');

    // From the top of the page, Tab alone reaches the first section's edit button inside the table.
    await page.locator('body').focus();
    expect(await tabUntil(page, (f) => f.inTable && f.label.startsWith('编辑 '))).toBe(true);
    const opener = (await focused(page)).label;

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '编辑版块' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // Twice round every control of the form and back: focus never leaves the dialog (a trap while it is open is the
    // modal pattern; the way out is Escape or its buttons).
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).label).toBe(opener);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});
