// What a server module is: one manifest (`<area>/manifest.ts`, `export const xModule = defineModule({...})`) saying
// everything the rest of the server needs from it. The list in ./index.ts gathers the manifests; the contract's
// handlers, the schema's tables, the job queue, the badge services, app.ts's extra routes and member erasure read them
// from there, so adding an area edits its own folder and that one list.

import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiTag, OperationsOfTag, Schema } from '../../../sdk';
import type { ConsoleRole, SaasRole } from '../auth/principal';
import type { Handlers, RequestInfo } from '../context';
import type { Executor, Transaction } from '../db/database';
import type { MemberPagePart, MemberPageRequest } from '../http/member-page-parts';
import type { JobDefinition } from '../jobs/job-registry';
import type { TaskDefinition } from '../jobs/task-registry';
import type { ModuleDeps } from './deps';
import type { ImageStorage } from './upload/storage/image-storage';
import type { DownloadTarget } from './user-export/user-export.tables';

/** One handlers factory per contract tag the module serves; each complete for its tag by type. */
export type HandlerFactories<T extends ApiTag> = { [K in T]: (deps: ModuleDeps) => Handlers<OperationsOfTag<K>> };

/** A badge in the site console's menu (getConsoleMessageCount): who sees it, and what arrived since a time. */
export interface ConsoleBadge {
  roles: readonly ConsoleRole[];
  count(db: Executor, siteId: number, since: Date): Promise<number>;
}

/**
 * A badge in the SaaS console's menu (getSaasMessageCount): who sees it (the roles of the operation behind its page),
 * and what arrived since a time (a date, or an SQL expression for "never opened").
 */
export interface SaasBadge {
  roles: readonly SaasRole[];
  count(db: Executor, since: Date | SQL): Promise<number>;
}

/** The member whose account is being erased, in the erasure's transaction. */
export interface ErasedMember {
  siteId: number;
  siteUserId: number;
  /** The name at the time (content transitions record who acted). */
  userName: string;
  /** The rank the member held, if any. */
  rankId: number | null;
  /** The site's anonymous user: what the member wrote and that stays becomes theirs. */
  anonymousId: number;
  /** The member's choice: their content kept under the anonymous user, or removed. */
  content: 'keep' | 'remove';
  request: Pick<RequestInfo, 'ip' | 'userAgent'>;
}

/** What a module's erasure did, for the member's summary (the summary adds up every module's). */
export interface ErasureTally {
  posts?: number;
  comments?: number;
  questions?: number;
  answers?: number;
  cancelledOrders?: number;
}

/**
 * A module's part of a member's erasure (PIPL), in the erasure's transaction, on its own tables only. Stages run in
 * order — `content` (what the member wrote moves or goes), `activity` (likes, medals, labels, orders, rank), `ledger`
 * (points and notifications, last because the stages before may write them) — and within a stage in the list's order.
 */
export interface MemberErasure {
  stage: 'content' | 'activity' | 'ledger';
  /** Answers an ErasureTally for the member's summary, or nothing. */
  erase(tx: Transaction, member: ErasedMember, deps: ModuleDeps): Promise<unknown>;
}

/** A site just created, in its transaction: its row, its anonymous user and its owner exist. */
export interface ProvisionedSite {
  siteId: number;
  name: string;
  /** The owner's site user. */
  ownerId: number;
}

/** What a module keeps in a site's sections (posts …): the section module asks it before a delete and moves it on a merge. */
export interface SectionContent {
  /** Why the section cannot be deleted yet (the module still holds content in it), or undefined when it may be. */
  blocksDelete?(tx: Executor, siteId: number, sectionId: number): Promise<string | undefined>;
  /** Moves the module's content of section `fromId` to `toId` (both rows locked by the caller); answers how much moved. */
  move?(tx: Executor, siteId: number, fromId: number, toId: number): Promise<number>;
}

/**
 * Makes the file behind a one-time download link (download-tickets.ts, /downloads/:token) of a kind the module owns,
 * when the link is used.
 */
export type DownloadMaker<K extends DownloadTarget['kind']> = (
  deps: ModuleDeps,
  target: Extract<DownloadTarget, { kind: K }>,
) => Readable | Buffer | Promise<Readable | Buffer>;

/** A demo site being seeded (seed/demo-seed.ts): what a module's demo step may build on. */
export interface DemoSite {
  siteId: number;
  slug: string;
  /** The site's administrator (every console role) and its members. */
  adminId: number;
  memberIds: readonly number[];
  /** The demo's licence type (LicenseType) and whether its licence is still running. */
  licenseType: number;
  licensed: boolean;
  /** The demo's one password hash (demo123456), for any sign-in the step creates. */
  passwordHash: string;
  /** Deterministic numbers below `max`: every fresh install shows the same demo. */
  rand(max: number): number;
  /** The landscapes the seed stored as this site's uploads, with their captions (none when it seeds no images). */
  pictures: readonly { url: string; caption: string }[];
  /** The upload storage, when the seed stores files (none in tests that seed without images). */
  files?: ImageStorage;
}

/** One list of a member's own data (PIPL right of access): a key in the JSON file, a sheet in the xlsx. */
export interface PersonalDataPart {
  /** The list's key in the JSON file. */
  key: string;
  /** The xlsx sheet's name, and its column headers by field. */
  sheet: string;
  headers: Record<string, string>;
  /** Where the sheet sits in the file, after the profile (lower first). */
  position: number;
  /** The member's rows, newest first, at most `limit`; dates already formatted. */
  rows(db: Executor, siteId: number, userId: number, limit: number): Promise<Record<string, string | number>[]>;
}

/** A module's manifest; bare `ServerModule` is any module (whatever tags it serves). */
export interface ServerModule<T extends ApiTag = never> {
  /** The folder's name under server/src/modules. */
  name: string;
  handlers: HandlerFactories<T>;
  /** The module's `*.tables.ts`, imported whole (`import * as tables from './x.tables'`). */
  tables?: Record<string, unknown>;
  /** Scheduled background work (the task page lists it). */
  tasks?: readonly TaskDefinition[];
  /** One-off jobs a request puts on the queue (`deps.jobs.send(name, data)`). */
  jobs?: readonly JobDefinition[];
  consoleBadges?: Partial<Record<Schema<'ConsoleMessageType'>, ConsoleBadge>>;
  saasBadges?: Partial<Record<Schema<'SaasMessageType'>, SaasBadge>>;
  /** HTTP routes outside the contract (downloads, webhooks), added after the contract's operations. */
  routes?(app: FastifyInstance, deps: ModuleDeps): void;
  sectionContent?: SectionContent;
  /** The download-link kinds whose files the module makes. */
  downloads?: { [K in DownloadTarget['kind']]?: DownloadMaker<K> };
  /** After a site's deletion committed (its rows are gone): what the module keeps outside the database (files). */
  siteDeleted?(deps: ModuleDeps, siteId: number): Promise<void>;
  /** After a billed SMS of a site (sms-provider.ts); a failure is logged, the send stands. */
  smsBilled?(db: Executor, siteId: number): Promise<unknown>;
  /** Writes the module's defaults for a new site (settings, ranks, points, sections …), in the creation's transaction. */
  provisionSite?(tx: Executor, site: ProvisionedSite): Promise<void>;
  /** Demo data for each demo site, after the site's members, sections and posts exist (`npm start` on an empty database). */
  demoSeed?(tx: Executor, site: DemoSite): Promise<void>;
  /**
   * What the module adds to a post's detail (getPost) for the signed-in member reading it (the follow module: whether
   * they bookmarked and watch the post); asked after the post's access check, only for a signed-in viewer.
   */
  postViewer?(db: Executor, siteId: number, postId: number, viewerId: number): Promise<Partial<Schema<'PostDetail'>>>;
  /**
   * A post's `attachmentIds` as the author sent them with createPost or updatePost, in the post's write transaction
   * (the attachment module links them; on an update they are the post's whole list). Throws to refuse the post.
   */
  postAttachments?(
    tx: Executor,
    post: { siteId: number; postId: number; authorId: number; created: boolean },
    attachmentIds: readonly number[],
  ): Promise<void>;
  /** The module's lists in a member's own-data file (user-export reads them). */
  personalData?: readonly PersonalDataPart[];
  /** The module's part of a member's erasure. */
  erasure?: MemberErasure;
  /**
   * What the module writes into each server-written page of the member site (its navigation, footer links, theme,
   * structured data): for search engines, link previews and a first paint without a flash; the app takes over on mount.
   */
  memberPage?(deps: ModuleDeps, page: MemberPageRequest): Promise<MemberPagePart | undefined>;
}

/** Checks a manifest against ServerModule and keeps its exact tags (so the list can tell a tag without handlers). */
export function defineModule<const T extends ApiTag = never>(module: ServerModule<T>): ServerModule<T> {
  return module;
}

type BadgeKey = 'consoleBadges' | 'saasBadges';
type AllBadges<K extends BadgeKey> = Required<NonNullable<ServerModule[K]>>;

/** One kind of badge from every manifest; throws (at start-up) when a type has no counter or two. */
export function gatherBadges<K extends BadgeKey>(
  modules: readonly ServerModule[],
  key: K,
  types: readonly (keyof AllBadges<K>)[],
): AllBadges<K> {
  const all: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [type, badge] of Object.entries(module[key] ?? {})) {
      if (all[type]) throw new Error(`two modules count the ${key} badge ${type}`);
      all[type] = badge;
    }
  }
  const missing = types.filter((type) => !all[type as string]);
  if (missing.length) throw new Error(`no module counts the ${key} badge ${missing.join(', ')}`);
  return all as AllBadges<K>;
}
