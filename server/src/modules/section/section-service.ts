import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { SectionPostPermission, Switch } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { lockSite } from '../site/site-repository';
import { isSiteUploadUrl } from '../upload/upload-url';
import * as repo from './section-repository';

export const MAX_SECTIONS_PER_SITE = 100;
export const MAX_CATEGORIES_PER_SITE = 50;
const SECTION_SEARCH_LIMIT = 50;
const NOT_FOUND = '版块不存在';
const CATEGORY_NOT_FOUND = '分区不存在';
const NAME_TAKEN = '版块名称已存在，请换一个名称';
const CATEGORY_NAME_TAKEN = '分区名称已存在，请换一个名称';

/**
 * New sort values for rows listed in a new order: the rows' own values, ascending, handed out in that order; equal
 * values are spread out so the order given sticks. Undefined when they would pass the ceiling.
 */
export function reassignSorts(current: readonly { sort: number }[], ceiling = 100000): number[] | undefined {
  const slots = current.map((row) => row.sort);
  for (let i = 1; i < slots.length; i++) if (slots[i] <= slots[i - 1]) slots[i] = slots[i - 1] + 1;
  return slots.length > 0 && slots[slots.length - 1] > ceiling ? undefined : slots;
}

export type SectionService = ReturnType<typeof createSectionService>;

export function createSectionService({ db, config, modules }: ModuleDeps) {
  // What other modules keep in sections (their manifests' sectionContent): a section holding any of it is not deleted,
  // and a move takes all of it along.
  const contents = modules.flatMap((module) => (module.sectionContent ? [module.sectionContent] : []));
  async function blocksDelete(tx: Executor, siteId: number, sectionId: number) {
    for (const content of contents) {
      const reason = await content.blocksDelete?.(tx, siteId, sectionId);
      if (reason) return reason;
    }
    return undefined;
  }

  /** A section's icon is an image uploaded to this site (uploadImage, purpose section), or none. */
  function checkIcon(siteId: number, icon: string | undefined) {
    if (icon && !isSiteUploadUrl(config, siteId, icon)) throw badRequest('版块图标须是上传到本站的图片');
  }

  function translateUnique(error: unknown): never {
    if (isUniqueViolation(error, 'sections_name_key')) throw conflict(NAME_TAKEN);
    if (isUniqueViolation(error, 'categories_name_key')) throw conflict(CATEGORY_NAME_TAKEN);
    throw error;
  }

  async function withModerators(db: Executor, siteId: number, rows: repo.SectionRow[]): Promise<Schema<'SectionDetail'>[]> {
    const moderators = await repo.moderatorsOf(
      db,
      siteId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, moderators: moderators.get(row.id) ?? [] }) as Schema<'SectionDetail'>);
  }

  async function get(siteId: number, id: number) {
    const row = await repo.findSection(db, siteId, id);
    if (!row) throw notFound(NOT_FOUND);
    const [section] = await withModerators(db, siteId, [row]);
    return section;
  }

  /** Another site's category, rank or member answers exactly like a missing one. */
  async function checkReferences(
    tx: Executor,
    siteId: number,
    refs: { categoryId?: number | null; minRankId?: number | null; moderatorIds?: readonly number[] },
  ) {
    if (refs.categoryId != null && !(await repo.lockCategory(tx, siteId, refs.categoryId))) throw notFound(CATEGORY_NOT_FOUND);
    if (refs.minRankId != null && !(await repo.rankExists(tx, siteId, refs.minRankId))) throw notFound('用户等级不存在');
    if (refs.moderatorIds?.length && (await repo.countMembers(tx, siteId, refs.moderatorIds)) !== refs.moderatorIds.length) {
      throw notFound('用户不存在');
    }
  }

  /** "Members of a rank or above" needs its rank; the other permissions keep none. */
  function rankFor(postPermission: number, minRankId: number | null | undefined) {
    if (postPermission !== SectionPostPermission.rank) return null;
    if (minRankId == null) throw badRequest('请选择可发帖的最低等级');
    return minRankId;
  }

  return {
    async list(siteId: number, query: OperationQuery<'getSectionList'>) {
      const keyword = query.keyword?.trim();
      const { list, total } = await repo.listSections(db, siteId, {
        ...paging(query),
        namePattern: keyword ? containsPattern(keyword) : undefined,
        categoryId: query.categoryId,
        status: query.status,
      });
      return { list: await withModerators(db, siteId, list), total };
    },

    async create(siteId: number, body: OperationBody<'createSection'>) {
      checkIcon(siteId, body.icon);
      const postPermission = body.postPermission ?? SectionPostPermission.everyone;
      const id = await db
        .transaction(async (tx) => {
          await lockSite(tx, siteId);
          if ((await repo.countSections(tx, siteId)) >= MAX_SECTIONS_PER_SITE)
            throw conflict(`每个站点最多 ${MAX_SECTIONS_PER_SITE} 个版块`);
          const name = body.name.trim();
          if (await repo.sectionNameTaken(tx, siteId, name)) throw conflict(NAME_TAKEN);
          // A rank given is checked even where the permission ignores it: another site's id answers like a missing one.
          await checkReferences(tx, siteId, {
            categoryId: body.categoryId || null,
            minRankId: body.minRankId,
            moderatorIds: body.moderatorIds,
          });
          const minRankId = rankFor(postPermission, body.minRankId);
          const sectionId = await repo.insertSection(tx, siteId, {
            name,
            description: body.description?.trim() ?? '',
            icon: body.icon ?? '',
            categoryId: body.categoryId || null,
            postPermission,
            minRankId,
            reviewFirst: body.reviewFirst ?? false,
            status: body.status ?? Switch.on,
            sort: body.sort ?? (await repo.nextSort(tx, siteId)),
          });
          await repo.replaceModerators(tx, siteId, sectionId, body.moderatorIds ?? []);
          return sectionId;
        })
        .catch(translateUnique);
      return get(siteId, id);
    },

    async update(siteId: number, { id, moderatorIds, ...changes }: OperationBody<'updateSection'>) {
      checkIcon(siteId, changes.icon);
      await db
        .transaction(async (tx) => {
          const current = await repo.findSection(tx, siteId, id);
          if (!current) throw notFound(NOT_FOUND);
          const values: Partial<repo.SectionValues> = {
            ...changes,
            ...(changes.categoryId !== undefined && { categoryId: changes.categoryId || null }),
          };
          if (changes.name !== undefined) {
            values.name = changes.name.trim();
            if (await repo.sectionNameTaken(tx, siteId, values.name, id)) throw conflict(NAME_TAKEN);
          }
          if (changes.description !== undefined) values.description = changes.description.trim();
          if (changes.postPermission !== undefined || changes.minRankId !== undefined) {
            const permission = changes.postPermission ?? current.postPermission;
            values.minRankId = rankFor(permission, changes.minRankId !== undefined ? changes.minRankId : current.minRankId);
          }
          await checkReferences(tx, siteId, {
            categoryId: values.categoryId,
            minRankId: changes.minRankId,
            moderatorIds,
          });
          if (Object.keys(values).length > 0) await repo.updateSection(tx, siteId, id, values);
          if (moderatorIds !== undefined) await repo.replaceModerators(tx, siteId, id, moderatorIds);
        })
        .catch(translateUnique);
      return get(siteId, id);
    },

    /** The given sections trade their sort values among themselves, in the order given; the others keep theirs. */
    async sort(siteId: number, { sectionIds }: OperationBody<'sortSections'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lockSorts(tx, siteId, sectionIds);
        if (current.length !== sectionIds.length) throw notFound(NOT_FOUND);
        const slots = reassignSorts(current);
        if (!slots) throw conflict('排序值已用尽，请先调整版块的排序值');
        for (const [i, sectionId] of sectionIds.entries()) await repo.setSort(tx, siteId, sectionId, slots[i]);
      });
    },

    /** The same for categories. */
    async sortCategories(siteId: number, { categoryIds }: OperationBody<'sortSectionCategories'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lockCategorySorts(tx, siteId, categoryIds);
        if (current.length !== categoryIds.length) throw notFound(CATEGORY_NOT_FOUND);
        const slots = reassignSorts(current);
        if (!slots) throw conflict('排序值已用尽，请先调整分区的排序值');
        for (const [i, categoryId] of categoryIds.entries()) await repo.setCategorySort(tx, siteId, categoryId, slots[i]);
      });
    },

    /**
     * Moves every post of one section to another of the site's, in one transaction with the counts and one audit
     * event; `merge` then deletes the section moved from (its moderators with it).
     */
    async moveContent(principal: ConsolePrincipal, body: OperationBody<'moveSectionContent'>, from: RequestInfo) {
      const { siteId } = principal;
      if (body.fromId === body.toId) throw badRequest('原版块和目标版块不能相同');
      return db.transaction(async (tx) => {
        // Both rows locked in id order: posts being written into either wait (their foreign key check), and two
        // moves between the same sections cannot deadlock.
        const locked = await repo.lockSorts(tx, siteId, [body.fromId, body.toId]);
        if (locked.length !== 2) throw notFound(NOT_FOUND);
        let movedPosts = 0;
        for (const content of contents) movedPosts += (await content.move?.(tx, siteId, body.fromId, body.toId)) ?? 0;
        const merged = body.mode === 'merge';
        if (merged) {
          const reason = await blocksDelete(tx, siteId, body.fromId);
          if (reason) throw conflict(`还不能合并：${reason}`);
          await repo.deleteSection(tx, siteId, body.fromId);
        }
        await recordSecurityEvent(tx, from, {
          realm: 'console',
          action: merged ? 'sectionMerged' : 'sectionContentMoved',
          siteId,
          actorSiteUserId: principal.siteUserId,
          targetType: 'section',
          targetId: body.fromId,
          detail: { to: body.toId, movedPosts },
        });
        return { movedPosts, merged };
      });
    },

    async remove(siteId: number, id: number) {
      await db.transaction(async (tx) => {
        if (!(await repo.findSection(tx, siteId, id))) throw notFound(NOT_FOUND);
        const reason = await blocksDelete(tx, siteId, id);
        if (reason) throw conflict(reason);
        await repo.deleteSection(tx, siteId, id);
      });
    },

    search(siteId: number, subject: string | undefined): Promise<Schema<'Section'>[]> {
      const text = subject?.trim();
      return repo.searchSections(db, siteId, text ? containsPattern(text) : undefined, SECTION_SEARCH_LIMIT);
    },

    async categories(siteId: number) {
      const list = await repo.listCategories(db, siteId, MAX_CATEGORIES_PER_SITE);
      return { list, total: list.length };
    },

    async createCategory(siteId: number, body: OperationBody<'createSectionCategory'>) {
      const id = await db
        .transaction(async (tx) => {
          await lockSite(tx, siteId);
          if ((await repo.countCategories(tx, siteId)) >= MAX_CATEGORIES_PER_SITE) {
            throw conflict(`每个站点最多 ${MAX_CATEGORIES_PER_SITE} 个版块分区`);
          }
          const name = body.name.trim();
          if (await repo.categoryNameTaken(tx, siteId, name)) throw conflict(CATEGORY_NAME_TAKEN);
          return repo.insertCategory(tx, siteId, { name, sort: body.sort ?? (await repo.nextCategorySort(tx, siteId)) });
        })
        .catch(translateUnique);
      return (await repo.findCategory(db, siteId, id)) as Schema<'SectionCategory'>;
    },

    async updateCategory(siteId: number, { id, ...changes }: OperationBody<'updateSectionCategory'>) {
      const values = { ...changes, ...(changes.name !== undefined && { name: changes.name.trim() }) };
      await db
        .transaction(async (tx) => {
          if (values.name !== undefined && (await repo.categoryNameTaken(tx, siteId, values.name, id))) throw conflict(CATEGORY_NAME_TAKEN);
          if (!(await repo.updateCategory(tx, siteId, id, values))) throw notFound(CATEGORY_NOT_FOUND);
        })
        .catch(translateUnique);
      return (await repo.findCategory(db, siteId, id)) as Schema<'SectionCategory'>;
    },

    async removeCategory(siteId: number, id: number) {
      await db.transaction(async (tx) => {
        if (!(await repo.lockCategory(tx, siteId, id))) throw notFound(CATEGORY_NOT_FOUND);
        const used = await repo.findCategory(tx, siteId, id);
        if (used && used.sectionCount > 0) throw conflict(`还有 ${used.sectionCount} 个版块归入该分区，请先把它们移到别的分区`);
        await repo.deleteCategory(tx, siteId, id);
      });
    },
  };
}
