// Where an email's links go and who it speaks for: the site's name and origin (its primary host, https unless the
// demo's loopback SMTP says http and a port), and the member's name and address.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { ModuleDeps } from '../deps';
import { siteUsers } from '../site/site.tables';
import type { EmailSite } from './email-text';
import { signUnsubscribe, type UnsubscribeTarget } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/email/unsubscribe';

export async function emailSiteOf(deps: Pick<ModuleDeps, 'sites' | 'mailer'>, siteId: number): Promise<EmailSite | undefined> {
  const site = await deps.sites.byId(siteId);
  if (!site) return undefined;
  const settings = deps.mailer.settings;
  const scheme = settings?.linkScheme ?? 'https';
  return { name: site.name, origin: `${scheme}://${deps.sites.hostOf(site)}${settings?.linkPortSuffix ?? ''}` };
}

export async function memberNameOf(db: Executor, siteId: number, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ userName: siteUsers.userName, account: siteUsers.account })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row ? row.userName || row.account : undefined;
}

export async function unsubscribeUrl(db: Executor, site: EmailSite, target: UnsubscribeTarget): Promise<string> {
  return `${site.origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(await signUnsubscribe(db, target))}`;
}

/** RFC 8058: the link, and that a POST to it unsubscribes in one click. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
