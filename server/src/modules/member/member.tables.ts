// Tables the member module owns: mutes and bans of a site's members, with their history (a sanction is never deleted;
// lifting one records when and by whom), and the site's member labels. Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SanctionKindValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export const memberSanctions = pgTable(
  'member_sanctions',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    userId: id('user_id').notNull(),
    /** `mute` (may read, may not write) or `ban` (may not sign in). */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Shown to the member. */
    reason: varchar('reason', { length: 200 }).notNull(),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at').notNull(),
    /** Set when lifted by hand (liftedBy the administrator) or replaced by a newer sanction of the same kind (liftedBy null). */
    liftedAt: at('lifted_at'),
    liftedBy: id('lifted_by'),
    /** Who imposed it; plain ids and the name at the time, so the record outlives the administrator. */
    actorId: id('actor_id'),
    actorName: varchar('actor_name', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('member_sanctions_user_idx').on(t.siteId, t.userId, t.endsAt),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumCheck('member_sanctions_kind_check', t.kind, SanctionKindValues),
  ],
);

/** The site's member labels (标签): a name, a colour and what it means; at most 50 a site. */
export const memberLabels = pgTable(
  'member_labels',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 16 }).notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    description: varchar('description', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex('member_labels_name_key').on(t.siteId, sql`lower(${t.name})`)],
);

/** Which member carries which label; goes with the label and with the member. */
export const memberLabelUsers = pgTable(
  'member_label_users',
  {
    siteId: siteIdColumn(),
    labelId: id('label_id').notNull(),
    userId: id('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.labelId, t.userId] }),
    index('member_label_users_user_idx').on(t.siteId, t.userId),
    foreignKey({ columns: [t.siteId, t.labelId], foreignColumns: [memberLabels.siteId, memberLabels.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);
