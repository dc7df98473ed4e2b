// Tables the console-auth module owns: handoffs from the SaaS centre into a site console. Who else may use them:
// the layering rule, server/README.md.
import { index, pgTable } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from '../../db/columns';
import { accounts } from '../account/account.tables';
import { siteIdColumn } from '../site/site.tables';

/**
 * One-time codes that sign a site's owner in to its console from the centre. Only hashes are kept; a code is bound to
 * its site and to the challenge (the hash of a secret the browser that asked keeps), and is deleted when claimed.
 */
export const consoleHandoffs = pgTable(
  'console_handoffs',
  {
    codeHash: bytea('code_hash').primaryKey(),
    siteId: siteIdColumn(),
    accountId: id('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    challenge: bytea('challenge').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('console_handoffs_expires_idx').on(t.expiresAt)],
);
