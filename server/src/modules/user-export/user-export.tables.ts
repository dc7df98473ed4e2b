// Tables the user-export module owns: member data exports (the request, its progress and the finished file), the
// members' own personal-information requests (PIPL: a download of their data, the erasure of their account) and the
// short-lived single-use download tickets every private file of the consoles is fetched with (/downloads/<token>).
// Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { Schema } from '../../../../sdk';
import {
  PrivacyRequestKindValues,
  UserExportFormatValues,
  UserExportMobileValues,
  UserExportStatusValues,
} from '../../../../sdk/generated/enums';
import { at, bytea, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn } from '../site/site.tables';

export const userExports = pgTable(
  'user_exports',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    size: integer('size').notNull().default(0),
    format: varchar('format', { length: 8 }).notNull(),
    fields: text('fields').array().notNull(),
    mobile: varchar('mobile', { length: 8 }).notNull().default('masked'),
    filters: jsonb('filters').$type<Schema<'UserExportFilters'>>().notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull().default(''),
    error: varchar('error', { length: 500 }).notNull().default(''),
    /** Who asked: plain id and the name at the time, so the record outlives the administrator. */
    requesterId: id('requester_id'),
    requesterName: varchar('requester_name', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
    /** Set when the job claims the export and after each page it writes: a running export whose mark grows old lost its server. */
    progressAt: at('progress_at'),
    finishedAt: at('finished_at'),
    /** The finished file, private: served only through a download ticket (never under /files). */
    file: bytea('file'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('user_exports_created_idx').on(t.siteId, t.createdAt),
    enumCheck('user_exports_status_check', t.status, UserExportStatusValues),
    enumCheck('user_exports_format_check', t.format, UserExportFormatValues),
    enumCheck('user_exports_mobile_check', t.mobile, UserExportMobileValues),
  ],
);

/** A member's request under PIPL and its completion record; kept after an erasure (id and the name at the time). */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 8 }).notNull(),
    userId: id('user_id').notNull(),
    userName: varchar('user_name', { length: 32 }).notNull().default(''),
    format: varchar('format', { length: 8 }).notNull().default(''),
    content: varchar('content', { length: 8 }).notNull().default(''),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('privacy_requests_created_idx').on(t.siteId, t.createdAt),
    enumCheck('privacy_requests_kind_check', t.kind, PrivacyRequestKindValues),
  ],
);

/** What a ticket opens: a finished member export, an operation-log export by filter, or a member's own data. */
export type DownloadTarget =
  | { kind: 'userExport'; exportId: number }
  | { kind: 'operationLog'; chainId: number; filter: Schema<'OperationLogExportInput'> }
  | { kind: 'personalData'; userId: number; format: Schema<'MyDataFormat'> }
  | { kind: 'attachment'; siteId: number; attachmentId: number };

/** A single-use, short-lived download: only the token's SHA-256 is stored; site_id 0 for the platform's files. */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    siteId: id('site_id').notNull(),
    target: jsonb('target').$type<DownloadTarget>().notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('download_tickets_expires_idx').on(t.expiresAt)],
);

export const DOWNLOAD_TICKET_SECONDS = 300;
export const downloadTicketExpiry = () => sql`now() + make_interval(secs => ${DOWNLOAD_TICKET_SECONDS})`;
