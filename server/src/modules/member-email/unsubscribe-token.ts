// One-click unsubscribe links (RFC 8058): `{siteId}.{userId}.{what}.{HMAC}` where `what` is `digest` or a notification
// kind. The HMAC-SHA256 key is one random row of email_link_keys, made the first time it is needed and shared by every
// server, so a link keeps working across restarts; nothing in the token is secret but the signature.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MemberNotificationKindValues } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { emailLinkKeys } from './member-email.tables';

export type UnsubscribeWhat = 'digest' | (typeof MemberNotificationKindValues)[number];

export interface UnsubscribeTarget {
  siteId: number;
  userId: number;
  what: UnsubscribeWhat;
}

let cached: { db: Executor; key: Buffer } | undefined;

async function linkKey(db: Executor): Promise<Buffer> {
  if (cached?.db === db) return cached.key;
  await db
    .insert(emailLinkKeys)
    .values({ id: 1, key: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(emailLinkKeys).where(eq(emailLinkKeys.id, 1));
  const key = Buffer.from(row.key, 'base64url');
  cached = { db, key };
  return key;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

export async function signUnsubscribe(db: Executor, target: UnsubscribeTarget): Promise<string> {
  const payload = `${target.siteId}.${target.userId}.${target.what}`;
  return `${payload}.${mac(await linkKey(db), payload)}`;
}

/** The target of a genuine token, or undefined for anything else (tampered, truncated, unknown kind). */
export async function readUnsubscribe(db: Executor, token: string): Promise<UnsubscribeTarget | undefined> {
  const match = /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([A-Za-z]{1,32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, site, user, what, signature] = match;
  if (what !== 'digest' && !(MemberNotificationKindValues as readonly string[]).includes(what)) return undefined;
  const expected = Buffer.from(mac(await linkKey(db), `${site}.${user}.${what}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const siteId = Number(site);
  const userId = Number(user);
  if (!Number.isSafeInteger(siteId) || !Number.isSafeInteger(userId)) return undefined;
  return { siteId, userId, what: what as UnsubscribeWhat };
}
