// Shared steps of the site console's end-to-end tests (site-*.e2e.test.ts): the sidebar, tables and fields.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { filterRoutes } from '#kit/permission/access';
import { deriveRoles, siteFeatureFlags } from '#kit/permission/roles';
import { buildMenu, type MenuNode } from '#kit/routes/menu';
import { siteConfig } from '../site/config';
import { siteClient } from './site-api';

export const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Every entry of the sidebar, groups opened: `['首页', '用户', '用户等级', …]`. */
export async function menuEntries(page: Page): Promise<string[]> {
  await menu(page).locator('a, button').first().waitFor();
  const closed = menu(page).locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  // Badges (message counts) follow the title on their own line.
  return (await menu(page).locator('a, button').allInnerTexts()).map((t) => t.split('\n')[0].trim()).filter(Boolean);
}

const titles = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children ?? [])]);

/**
 * The sidebar the session on `page` should show, in `menuEntries`' form: worked out from what the server says of the
 * session (its permissions, the site's licence and switches) and the route manifests, the way the console does, so a
 * page a feature adds is expected without a hand-typed list to keep up.
 */
export async function expectedMenu(page: Page, slug: string): Promise<string[]> {
  const cookie = (await page.context().cookies()).find((c) => c.name === siteConfig.tokenCookie.name);
  const client = siteClient(slug, cookie && decodeURIComponent(cookie.value));
  const [permissions, base, setting] = await Promise.all([client.getPermissionList(), client.getIndexBase(), client.getSiteSetting()]);
  const { roles } = deriveRoles(permissions, { licenseType: base.licenseType, giftStatus: setting.siteBasicSetting.giftStatus });
  return titles(buildMenu(filterRoutes(siteConfig.routes, roles, siteFeatureFlags(setting, roles, base.licenseType))));
}

/** Opens a page from the sidebar (its group opened first) and waits for its title. */
export async function openFromMenu(page: Page, title: string) {
  await menuEntries(page);
  await menu(page)
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await expect.poll(() => page.title()).toContain(title);
}

/** The rows of a table (header excluded) as text, once it has loaded. */
export async function tableRows(page: Page, label: string): Promise<string[]> {
  const table = page.getByRole('table', { name: label }).first();
  await table.locator('tbody tr').first().waitFor();
  await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
  return table.locator('tbody tr').allInnerTexts();
}

export const row = (page: Page, label: string, text: string) =>
  page.getByRole('table', { name: label }).locator('tbody tr', { hasText: text });

/** A field's validation message (placeholders may say the same words). */
export const fieldError = (scope: Locator | Page, text: string) => scope.locator('.fui-Field__validationMessage', { hasText: text });

export const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught;

/** Waits until a dialog has finished fading in (for screenshots). */
export async function shown(dialog: Locator) {
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

/**
 * In a medal's dialog: the rule 发帖数达到 `threshold`; waits for the dry run and answers how many members switching
 * it on would award now (a new medal: all who qualify; an existing one: those of them without it).
 */
export async function postsRuleDryRun(page: Page, dialog: Locator, threshold: number): Promise<number> {
  await dialog.getByRole('combobox', { name: '自动授予规则' }).click();
  await page.getByRole('option', { name: '发帖数达到' }).click();
  await dialog.getByRole('spinbutton', { name: '达标数值' }).fill(String(threshold));
  const dryRun = dialog.getByRole('status', { name: '试算结果' });
  const counted = /此刻有 (\d+) 位成员符合规则(?:，其中 (\d+) 位还没有这枚勋章)?/;
  await expect.poll(() => dryRun.innerText(), { timeout: 15_000 }).toMatch(counted);
  const [, qualifying, lacking] = counted.exec(await dryRun.innerText()) ?? [];
  return Number(lacking ?? qualifying);
}
