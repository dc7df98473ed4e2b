// The platform client's token store on the applet tables: every server process shares the one component token and
// each authoriser's tokens (the queue job refreshes them ahead of expiry; a request refreshes one that is due).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { ComponentTokenStore } from '../../wechat/component-client';
import { wechatAuthorizers, wechatComponentState } from './applet.tables';

export function tableTokenStore(db: Executor): ComponentTokenStore {
  const state = async () => (await db.select().from(wechatComponentState).where(eq(wechatComponentState.id, 1)))[0];
  return {
    ticket: async () => (await state())?.ticket ?? undefined,
    async componentToken() {
      const row = await state();
      return row?.accessToken && row.expiresAt ? { token: row.accessToken, expiresAt: row.expiresAt } : undefined;
    },
    async saveComponentToken(token) {
      await db
        .insert(wechatComponentState)
        .values({ id: 1, accessToken: token.token, expiresAt: token.expiresAt })
        .onConflictDoUpdate({ target: wechatComponentState.id, set: { accessToken: token.token, expiresAt: token.expiresAt } });
    },
    async authorizer(appid) {
      const [row] = await db.select().from(wechatAuthorizers).where(eq(wechatAuthorizers.appid, appid));
      return row ? { token: row.accessToken, expiresAt: row.expiresAt, refreshToken: row.refreshToken } : undefined;
    },
    async saveAuthorizer(appid, token) {
      const set = { accessToken: token.token, expiresAt: token.expiresAt, refreshToken: token.refreshToken, updatedAt: new Date() };
      await db
        .insert(wechatAuthorizers)
        .values({ appid, ...set })
        .onConflictDoUpdate({ target: wechatAuthorizers.appid, set });
    },
  };
}

/** Keeps the latest pushed component_verify_ticket. */
export async function saveTicket(db: Executor, ticket: string): Promise<void> {
  await db
    .insert(wechatComponentState)
    .values({ id: 1, ticket, ticketAt: new Date() })
    .onConflictDoUpdate({ target: wechatComponentState.id, set: { ticket, ticketAt: new Date() } });
}
