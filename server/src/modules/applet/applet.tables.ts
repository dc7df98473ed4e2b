// Tables the applet module owns: the platform's own tokens (one row), each authoriser's tokens by appid, each site's
// mini-program, the authorisation requests in flight (state stored hashed), and the fleet releases with one row per
// site whose status is the release's whole memory (a restart resumes from it).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  AppletAuditStatusValues,
  AppletRegisterStatusValues,
  FleetItemStatusValues,
  FleetReleaseStatusValues,
} from '../../../../sdk/generated/enums';
import { at, bytea, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn } from '../site/site.tables';

/** The one third-party platform: the latest pushed ticket and the component_access_token. */
export const wechatComponentState = pgTable('wechat_component_state', {
  id: integer('id').primaryKey().default(1),
  ticket: text('ticket'),
  ticketAt: at('ticket_at'),
  accessToken: text('access_token'),
  expiresAt: at('expires_at'),
});

/** Tokens WeChat gave for one authoriser (mini-program or official account), by appid. */
export const wechatAuthorizers = pgTable('wechat_authorizers', {
  appid: varchar('appid', { length: 32 }).primaryKey(),
  accessToken: text('access_token').notNull(),
  expiresAt: at('expires_at').notNull(),
  refreshToken: text('refresh_token').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export interface StoredAppletError {
  errcode: number;
  errmsg: string;
  explanation: string;
  at: string;
}

/** A site's mini-program; a site never reads another site's row, so one site's authorisation never serves another. */
export const applets = pgTable(
  'applets',
  {
    siteId: siteIdColumn().primaryKey(),
    appid: varchar('appid', { length: 32 }),
    /** gh_… original id: how the message pushes name the account. */
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    registerStatus: varchar('register_status', { length: 16 }).notNull().default('unregistered'),
    registerKind: varchar('register_kind', { length: 12 }),
    // biome-ignore lint/suspicious/noExplicitAny: the registration task as shown (AppletRegisterTask) plus the fields a push is matched on
    registerTask: jsonb('register_task').$type<Record<string, any> | null>(),
    nickname: varchar('nickname', { length: 60 }).notNull().default(''),
    headImage: varchar('head_image', { length: 512 }).notNull().default(''),
    signature: varchar('signature', { length: 240 }).notNull().default(''),
    principalName: varchar('principal_name', { length: 200 }).notNull().default(''),
    nicknameAudit: jsonb('nickname_audit').$type<{ nickname: string; status: string; reason: string; auditId?: string }>(),
    funcInfo: jsonb('func_info').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    committedVersion: varchar('committed_version', { length: 64 }),
    releasedVersion: varchar('released_version', { length: 64 }),
    previousVersion: varchar('previous_version', { length: 64 }),
    auditVersion: varchar('audit_version', { length: 64 }),
    auditStatus: varchar('audit_status', { length: 12 }).notNull().default('none'),
    auditid: integer('auditid'),
    auditReason: varchar('audit_reason', { length: 500 }).notNull().default(''),
    lastError: jsonb('last_error').$type<StoredAppletError | null>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applets_appid_key').on(t.appid),
    index('applets_user_name_idx').on(t.userName),
    enumCheck('applets_register_status_check', t.registerStatus, AppletRegisterStatusValues),
    enumCheck('applets_audit_status_check', t.auditStatus, AppletAuditStatusValues),
  ],
);

/** An authorisation (or qualification reuse) started from a console, until /applet-redirect finishes it once. */
export const appletAuthStates = pgTable('applet_auth_states', {
  stateHash: bytea('state_hash').primaryKey(),
  /** 'console' or 'saas': which console's /applet-redirect may finish it. */
  console: varchar('console', { length: 8 }).notNull(),
  purpose: varchar('purpose', { length: 12 }).notNull(),
  siteId: id('site_id').notNull(),
  actorId: id('actor_id').notNull(),
  returnPath: varchar('return_path', { length: 200 }).notNull(),
  officialAccountAppid: varchar('official_account_appid', { length: 32 }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const fleetReleases = pgTable(
  'fleet_releases',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id').notNull(),
    userVersion: varchar('user_version', { length: 64 }).notNull(),
    userDesc: varchar('user_desc', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('running'),
    createdBy: id('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /**
     * A step pass holds the release until then (renewed per site, cleared when it ends): WeChat is called before a
     * site's row moves, so two passes at once (a push's job, the minute task, a second server) would submit or
     * release a site twice. A pass that died with its process is taken over once this has passed.
     */
    steppingUntil: at('stepping_until'),
  },
  (t) => [enumCheck('fleet_releases_status_check', t.status, FleetReleaseStatusValues)],
);

export const fleetReleaseItems = pgTable(
  'fleet_release_items',
  {
    releaseId: id('release_id')
      .notNull()
      .references(() => fleetReleases.id, { onDelete: 'cascade' }),
    siteId: siteIdColumn(),
    appid: varchar('appid', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    auditid: integer('auditid'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    errcode: integer('errcode'),
    explanation: varchar('explanation', { length: 200 }).notNull().default(''),
    previousVersion: varchar('previous_version', { length: 64 }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.siteId] }), enumCheck('fleet_release_items_status_check', t.status, FleetItemStatusValues)],
);
