// SQL on the navigation tables: a site's items with what their targets and ranks are now (a read that joins the
// section, post and rank tables for one screen), and a position's whole replacement.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ContentStatus, type Schema, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { posts } from '../post/post.tables';
import { sections } from '../section/section.tables';
import { siteSettings } from '../site-console/site-console.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { navigationItems } from './navigation.tables';
import type { ItemInput, Position } from './navigation-links';

export interface ItemRow {
  id: number;
  position: Position;
  parentId: number | null;
  name: string;
  targetKind: Schema<'NavigationTargetKind'>;
  targetId: number | null;
  url: string;
  icon: Schema<'NavigationIcon'> | null;
  openInNewWindow: boolean;
  visibility: Schema<'NavigationVisibility'>;
  rankId: number | null;
  enabled: boolean;
  /** The section's name or the post's title; '' when neither (or it is gone). */
  targetName: string;
  /** The target is a section shown on the member site or a published post (or the kind has no target). */
  targetLive: boolean;
  rankName: string;
  rankPoints: number | null;
}

/** A site's items in display order (first-level items and sub-items each by `sort`), optionally of one position. */
export async function findItems(db: Executor, siteId: number, position?: Position): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: navigationItems.id,
      position: navigationItems.position,
      parentId: navigationItems.parentId,
      name: navigationItems.name,
      targetKind: navigationItems.targetKind,
      targetId: navigationItems.targetId,
      url: navigationItems.url,
      icon: navigationItems.icon,
      openInNewWindow: navigationItems.openInNewWindow,
      visibility: navigationItems.visibility,
      rankId: navigationItems.rankId,
      enabled: navigationItems.enabled,
      targetName: sql<string>`coalesce(${sections.name}, ${posts.title}, '')`,
      targetLive: sql<boolean>`case ${navigationItems.targetKind}
        when 'section' then coalesce(${sections.status} = ${Switch.on}, false)
        when 'post' then coalesce(${posts.status} = ${ContentStatus.published}, false)
        else true end`,
      rankName: sql<string>`coalesce(${userRanks.name}, '')`,
      rankPoints: userRanks.minPoints,
    })
    .from(navigationItems)
    .leftJoin(
      sections,
      and(
        eq(navigationItems.targetKind, 'section'),
        eq(sections.siteId, navigationItems.siteId),
        eq(sections.id, navigationItems.targetId),
      ),
    )
    .leftJoin(
      posts,
      and(eq(navigationItems.targetKind, 'post'), eq(posts.siteId, navigationItems.siteId), eq(posts.id, navigationItems.targetId)),
    )
    .leftJoin(userRanks, and(eq(userRanks.siteId, navigationItems.siteId), eq(userRanks.id, navigationItems.rankId)))
    .where(and(eq(navigationItems.siteId, siteId), position ? eq(navigationItems.position, position) : undefined))
    .orderBy(asc(navigationItems.position), asc(navigationItems.sort), asc(navigationItems.id));
  return rows as ItemRow[];
}

/** Which of the ids are this site's sections, posts (not deleted) and ranks; another site's ids are simply absent. */
export async function findExisting(db: Executor, siteId: number, ids: { sections: number[]; posts: number[]; ranks: number[] }) {
  const pick = async (list: number[], query: () => Promise<{ id: number }[]>) =>
    list.length ? new Set((await query()).map((r) => r.id)) : new Set<number>();
  return {
    sections: await pick(ids.sections, () =>
      db
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.siteId, siteId), inArray(sections.id, ids.sections))),
    ),
    posts: await pick(ids.posts, () =>
      db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.siteId, siteId), inArray(posts.id, ids.posts), sql`${posts.status} <> ${ContentStatus.deleted}`)),
    ),
    ranks: await pick(ids.ranks, () =>
      db
        .select({ id: userRanks.id })
        .from(userRanks)
        .where(and(eq(userRanks.siteId, siteId), inArray(userRanks.id, ids.ranks))),
    ),
  };
}

/** An item as stored: the input with its kind's fields only (checked by the service). */
export type StoredItem = Required<Omit<ItemInput, 'children'>> & { children?: StoredItem[] };

/** Replaces a position's items with these, in this order (in the caller's transaction). */
export async function replaceItems(tx: Executor, siteId: number, position: Position, items: readonly StoredItem[]) {
  await tx.delete(navigationItems).where(and(eq(navigationItems.siteId, siteId), eq(navigationItems.position, position)));
  if (!items.length) return;
  const row = (item: StoredItem, sort: number, parentId: number | null) => {
    const { children: _children, ...fields } = item;
    return { ...fields, siteId, position, sort, parentId };
  };
  const parents = await tx
    .insert(navigationItems)
    .values(items.map((item, i) => row(item, i, null)))
    .returning({ id: navigationItems.id, sort: navigationItems.sort });
  const idOf = new Map(parents.map((p) => [p.sort, p.id]));
  const children = items.flatMap((item, i) => (item.children ?? []).map((child, j) => row(child, j, idOf.get(i) ?? null)));
  if (children.length) await tx.insert(navigationItems).values(children);
}

/** The site's question and mall switches: an item opening a switched-off feature is not shown. */
export function findFeatureSwitches(db: Executor, siteId: number) {
  return db
    .select({ question: siteSettings.questionFunctionStatus, mall: siteSettings.mallFunctionStatus })
    .from(siteSettings)
    .where(eq(siteSettings.siteId, siteId));
}

/** What the item dialog offers: the site's sections and ranks, and up to 10 published posts by title or id, newest first. */
export async function findTargetOptions(db: Executor, siteId: number, keyword: string) {
  const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : null;
  const words = keyword
    ? sql`(${posts.title} ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}${id ? sql` or ${posts.id} = ${id}` : sql``})`
    : sql`true`;
  const [sectionRows, rankRows, postRows] = await Promise.all([
    db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(eq(sections.siteId, siteId))
      .orderBy(asc(sections.sort), asc(sections.id)),
    db
      .select({ id: userRanks.id, name: userRanks.name })
      .from(userRanks)
      .where(eq(userRanks.siteId, siteId))
      .orderBy(asc(userRanks.minPoints)),
    db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(and(eq(posts.siteId, siteId), eq(posts.status, ContentStatus.published), words))
      .orderBy(sql`${posts.id} desc`)
      .limit(10),
  ]);
  return { sections: sectionRows, ranks: rankRows, posts: postRows };
}
