// Support for the SaaS console's end-to-end tests: data set up through the API (what a test is not about, it does not
// click), and screenshots taken once dialogs and drawers have finished moving in.
import type { Page } from 'playwright-core';
import { createCommuneClient } from '../../sdk';
import { animationsDone, DEMO_PASSWORD, port, shoot } from './browser';
import { lastSmsCode, uniqueMobile } from './helpers';

export function saasClient(token?: string) {
  return createCommuneClient({ baseUrl: `http://localhost:${port()}`, token: () => token });
}

/** Registers a fresh account with an SMS code; resolves to its mobile, password and token. */
export async function registerAccount(userName: string, password = DEMO_PASSWORD) {
  const mobile = uniqueMobile();
  const client = saasClient();
  await client.sendRegisterSms({ body: { mobile } });
  const code = await lastSmsCode(mobile);
  const { token } = await client.register({ body: { mobile, code, password, userName } });
  return { mobile, password, token };
}

/** A site owned by the account behind `token`, with a slug no other test uses. */
export async function createSiteFor(token: string, name: string) {
  const slug = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return saasClient(token).createSite({ body: { name, slug, categoryId: 1 } });
}

/** Signs in through the API (for setting up and restoring data). */
export async function apiLogin(account: string, password = DEMO_PASSWORD): Promise<string> {
  const { token } = await saasClient().saasLogin({ body: { account, password } });
  return token;
}

/** An account's id by its mobile (needs a token with admin or Account). */
export async function accountId(token: string, mobile: string): Promise<number> {
  const { list } = await saasClient(token).getAccountList({ query: { keyword: mobile } });
  const found = list.find((a) => a.accountMobile === mobile);
  if (!found) throw new Error(`no account ${mobile}`);
  return found.id;
}

/** A screenshot after every running animation (Fluent's dialog and drawer motions) has finished. */
export async function shootSettled(page: Page, name: string) {
  await animationsDone(page);
  await shoot(page, name);
}
