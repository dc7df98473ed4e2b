// Member labels (成员标签): the site's labels with their member counts, and setting them on members in bulk.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { siteUsers } from '../site/site.tables';
import { memberLabels, memberLabelUsers } from './member.tables';

export type MemberLabel = Schema<'MemberLabel'>;
export type MemberLabelRef = Schema<'MemberLabelRef'>;

export const MAX_LABELS = 50;
const LABEL_NOT_FOUND = '标签不存在';
const MEMBER_NOT_FOUND = '成员不存在';
const NAME_TAKEN = '已有同名标签';

const labelColumns = {
  id: memberLabels.id,
  name: memberLabels.name,
  color: memberLabels.color,
  description: memberLabels.description,
  createdAt: memberLabels.createdAt,
  memberCount: sql<number>`(select count(*) from ${memberLabelUsers}
    where ${memberLabelUsers.siteId} = ${memberLabels.siteId} and ${memberLabelUsers.labelId} = ${memberLabels.id})`.mapWith(Number),
};

type LabelRow = { id: number; name: string; color: string; description: string; createdAt: Date; memberCount: number };
const toLabel = (r: LabelRow): MemberLabel => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

export async function listLabels(db: Executor, siteId: number): Promise<MemberLabel[]> {
  const rows = await db
    .select(labelColumns)
    .from(memberLabels)
    .where(eq(memberLabels.siteId, siteId))
    .orderBy(asc(memberLabels.id))
    .limit(MAX_LABELS);
  return rows.map(toLabel);
}

/** The label, or 404 (another site's label answers like a missing one). */
export async function findLabel(db: Executor, siteId: number, id: number): Promise<MemberLabel> {
  const [row] = await db
    .select(labelColumns)
    .from(memberLabels)
    .where(and(eq(memberLabels.siteId, siteId), eq(memberLabels.id, id)));
  if (!row) throw notFound(LABEL_NOT_FOUND);
  return toLabel(row);
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'member_labels_name_key')) throw conflict(NAME_TAKEN);
    throw error;
  }
}

export async function createLabel(tx: Executor, siteId: number, input: OperationBody<'createMemberLabel'>): Promise<MemberLabel> {
  const name = input.name.trim();
  if (!name) throw badRequest('请填写标签名称');
  // Counting under the site's lock keeps two concurrent creations from passing the limit together.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member_labels'), ${siteId}::int)`);
  const [{ n }] = await tx.select({ n: count() }).from(memberLabels).where(eq(memberLabels.siteId, siteId));
  if (n >= MAX_LABELS) throw conflict(`每个站点最多 ${MAX_LABELS} 个标签`);
  const [row] = await saving(() =>
    tx
      .insert(memberLabels)
      .values({ siteId, name, color: input.color.toUpperCase(), description: (input.description ?? '').trim() })
      .returning({ id: memberLabels.id }),
  );
  return findLabel(tx, siteId, row.id);
}

export async function updateLabel(
  tx: Executor,
  siteId: number,
  input: OperationBody<'updateMemberLabel'>,
): Promise<{ before: MemberLabel; after: MemberLabel }> {
  const before = await findLabel(tx, siteId, input.id);
  const set: Partial<typeof memberLabels.$inferInsert> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw badRequest('请填写标签名称');
    set.name = name;
  }
  if (input.color !== undefined) set.color = input.color.toUpperCase();
  if (input.description !== undefined) set.description = input.description.trim();
  if (Object.keys(set).length)
    await saving(() =>
      tx
        .update(memberLabels)
        .set(set)
        .where(and(eq(memberLabels.siteId, siteId), eq(memberLabels.id, input.id))),
    );
  return { before, after: await findLabel(tx, siteId, input.id) };
}

export async function deleteLabel(tx: Executor, siteId: number, id: number): Promise<MemberLabel> {
  const before = await findLabel(tx, siteId, id);
  await tx.delete(memberLabels).where(and(eq(memberLabels.siteId, siteId), eq(memberLabels.id, id)));
  return before;
}

/** Each member's labels, by member id. */
export async function labelsOf(db: Executor, siteId: number, userIds: number[]): Promise<Map<number, MemberLabelRef[]>> {
  const out = new Map<number, MemberLabelRef[]>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: memberLabelUsers.userId, id: memberLabels.id, name: memberLabels.name, color: memberLabels.color })
    .from(memberLabelUsers)
    .innerJoin(memberLabels, and(eq(memberLabels.siteId, memberLabelUsers.siteId), eq(memberLabels.id, memberLabelUsers.labelId)))
    .where(and(eq(memberLabelUsers.siteId, siteId), inArray(memberLabelUsers.userId, userIds)))
    .orderBy(asc(memberLabels.id));
  for (const { userId, ...label } of rows) out.set(userId, [...(out.get(userId) ?? []), label]);
  return out;
}

/** The members, locked; 404 when any is not this site's member (or is its anonymous user). */
export async function lockMembers(tx: Executor, siteId: number, userIds: number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const rows = await tx
    .select({
      id: siteUsers.id,
      userName: siteUsers.userName,
      account: siteUsers.account,
      userType: siteUsers.userType,
      roles: siteUsers.roles,
      isAnonymous: siteUsers.isAnonymous,
      saasAccountId: siteUsers.saasAccountId,
      rankId: siteUsers.rankId,
    })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.id, ids)))
    .orderBy(asc(siteUsers.id))
    .for('update');
  if (rows.length !== ids.length || rows.some((r) => r.isAnonymous)) throw notFound(MEMBER_NOT_FOUND);
  return rows;
}

/** Takes every label off one member (their account erased). */
export async function removeMemberLabels(tx: Executor, siteId: number, userId: number) {
  await tx.delete(memberLabelUsers).where(and(eq(memberLabelUsers.siteId, siteId), eq(memberLabelUsers.userId, userId)));
}

/**
 * Adds, removes or sets labels on members in one transaction; answers each member's labels before and after.
 * Unknown labels (or another site's) answer 404 like missing ones; add and remove need at least one label.
 */
export async function assignLabels(tx: Executor, siteId: number, input: OperationBody<'setSiteUserLabels'>) {
  const userIds = (await lockMembers(tx, siteId, input.userIds)).map((m) => m.id);
  const labelIds = [...new Set(input.labelIds)];
  if (input.mode !== 'set' && !labelIds.length) throw badRequest('请选择标签');
  if (labelIds.length) {
    const found = await tx
      .select({ id: memberLabels.id })
      .from(memberLabels)
      .where(and(eq(memberLabels.siteId, siteId), inArray(memberLabels.id, labelIds)));
    if (found.length !== labelIds.length) throw notFound(LABEL_NOT_FOUND);
  }
  const before = await labelsOf(tx, siteId, userIds);
  const mine = and(eq(memberLabelUsers.siteId, siteId), inArray(memberLabelUsers.userId, userIds));
  if (input.mode === 'remove') await tx.delete(memberLabelUsers).where(and(mine, inArray(memberLabelUsers.labelId, labelIds)));
  if (input.mode === 'set') await tx.delete(memberLabelUsers).where(mine);
  if (input.mode !== 'remove' && labelIds.length)
    await tx
      .insert(memberLabelUsers)
      .values(userIds.flatMap((userId) => labelIds.map((labelId) => ({ siteId, userId, labelId }))))
      .onConflictDoNothing();
  const after = await labelsOf(tx, siteId, userIds);
  const names = (m: Map<number, MemberLabelRef[]>) => Object.fromEntries(userIds.map((id) => [id, (m.get(id) ?? []).map((l) => l.name)]));
  return { count: userIds.length, before: names(before), after: names(after) };
}
