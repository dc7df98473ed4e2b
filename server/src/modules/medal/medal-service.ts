import { and, eq, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { MedalAutoAward, MedalRuleKind, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { pointCategories } from '../point/point.tables';
import { lockSite } from '../site/site-repository';
import { awardMedalByRule } from './medal-award';
import * as library from './medal-library-repository';
import * as repo from './medal-repository';
import { countRule, type MedalRule, normalizeRule } from './medal-rules';

export const MAX_MEDALS_PER_SITE = 200;
const DEFAULT_COLOR = '#E6A23C';
const NOT_FOUND = '勋章不存在';
const NAME_TAKEN = '勋章名称已存在，请换一个名称';

const NEED_RULE = '开启自动授予前请先设置规则';
const LIBRARY_NOT_FOUND = '平台勋章不存在';
const LIBRARY_NAME_TAKEN = '勋章库里已有同名勋章，请换一个名称';
export const MAX_LIBRARY_MEDALS = 200;

const view = (row: repo.MedalRow): Schema<'Medal'> => ({ ...row, createdAt: row.createdAt.toISOString() });
const libraryView = (row: library.LibraryMedalRow): Schema<'LibraryMedal'> => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A library rule as stored: points need a category code, a rank cannot be named (ranks are each site's own). */
function normalizeLibraryRule(rule: Schema<'LibraryMedalRule'>): Schema<'LibraryMedalRule'> {
  if (rule.kind === MedalRuleKind.rank) throw badRequest('平台勋章的规则不能按等级（各站的等级不同）');
  if (rule.kind === MedalRuleKind.points) {
    if (!rule.pointCategoryCode) throw badRequest('请选择积分类型');
    return { kind: rule.kind, threshold: rule.threshold, pointCategoryCode: rule.pointCategoryCode };
  }
  return { kind: rule.kind, threshold: rule.threshold };
}

/** A library rule on a site: its points rule on the site's category of that code, none when the site lacks it. */
async function siteRuleOf(tx: Executor, siteId: number, rule: Schema<'LibraryMedalRule'> | null): Promise<MedalRule | null> {
  if (!rule) return null;
  if (rule.kind !== MedalRuleKind.points) return { kind: rule.kind, threshold: rule.threshold };
  const [category] = await tx
    .select({ id: pointCategories.id })
    .from(pointCategories)
    .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.code, rule.pointCategoryCode ?? '')));
  return category ? { kind: rule.kind, threshold: rule.threshold, pointCategoryId: category.id } : null;
}

export type MedalService = ReturnType<typeof createMedalService>;

export function createMedalService({ db }: ModuleDeps) {
  /** Two writers racing past the friendly check still meet the unique index; answer them the same way. */
  function translateUnique(error: unknown): never {
    if (isUniqueViolation(error, 'medals_name_key')) throw conflict(NAME_TAKEN);
    throw error;
  }

  /** A medal that is on and automatic gets its rule's members at once, in the transaction that switched it on. */
  async function awardIfAutomatic(
    tx: Executor,
    siteId: number,
    medal: { id: number; name: string; status: number; autoAward: number; rule: MedalRule | null },
  ) {
    if (medal.status !== Switch.on || medal.autoAward !== MedalAutoAward.on || !medal.rule) return 0;
    return (await awardMedalByRule(tx, siteId, { id: medal.id, name: medal.name, rule: medal.rule })).length;
  }

  function translateLibraryUnique(error: unknown): never {
    if (isUniqueViolation(error, 'library_medals_name_key')) throw conflict(LIBRARY_NAME_TAKEN);
    throw error;
  }

  async function getLibrary(id: number) {
    const row = await library.findLibraryMedal(db, id);
    if (!row) throw notFound(LIBRARY_NOT_FOUND);
    return libraryView(row);
  }

  async function get(siteId: number, id: number) {
    const row = await repo.findMedal(db, siteId, id);
    if (!row) throw notFound(NOT_FOUND);
    return view(row);
  }

  return {
    async list(siteId: number, query: OperationQuery<'getMedalList'>) {
      const { list, total } = await repo.listMedals(db, siteId, { ...paging(query), keyword: query.keyword, status: query.status });
      return { list: list.map(view), total };
    },

    async create(siteId: number, body: OperationBody<'createMedal'>) {
      const values = {
        name: body.name.trim(),
        description: body.description?.trim() ?? '',
        icon: body.icon ?? '',
        color: (body.color ?? DEFAULT_COLOR).toUpperCase(),
        status: body.status ?? Switch.on,
        autoAward: body.autoAward ?? MedalAutoAward.off,
      };
      const { id, awarded } = await db
        .transaction(async (tx) => {
          const rule = body.rule ? await normalizeRule(tx, siteId, body.rule) : null;
          if (values.autoAward === MedalAutoAward.on && !rule) throw badRequest(NEED_RULE);
          await lockSite(tx, siteId);
          if ((await repo.countMedals(tx, siteId)) >= MAX_MEDALS_PER_SITE) throw conflict(`每个站点最多 ${MAX_MEDALS_PER_SITE} 个勋章`);
          if (await repo.nameTaken(tx, siteId, values.name)) throw conflict(NAME_TAKEN);
          const id = await repo.insertMedal(tx, siteId, { ...values, rule });
          const awarded = await awardIfAutomatic(tx, siteId, { id, ...values, rule });
          return { id, awarded };
        })
        .catch(translateUnique);
      return { medal: await get(siteId, id), awarded };
    },

    async update(siteId: number, { id, ...changes }: OperationBody<'updateMedal'>) {
      const values = {
        ...changes,
        ...(changes.name !== undefined && { name: changes.name.trim() }),
        ...(changes.description !== undefined && { description: changes.description.trim() }),
        ...(changes.color !== undefined && { color: changes.color.toUpperCase() }),
      };
      const awarded = await db
        .transaction(async (tx) => {
          const current = await repo.lockMedal(tx, siteId, id);
          if (!current) throw notFound(NOT_FOUND);
          const rule = changes.rule ? await normalizeRule(tx, siteId, changes.rule) : undefined;
          const after = {
            name: values.name ?? current.name,
            status: values.status ?? current.status,
            autoAward: values.autoAward ?? current.autoAward,
            rule: rule ?? current.rule,
          };
          if (after.autoAward === MedalAutoAward.on && !after.rule) throw badRequest(NEED_RULE);
          if (values.name !== undefined && (await repo.nameTaken(tx, siteId, values.name, id))) throw conflict(NAME_TAKEN);
          await repo.updateMedal(tx, siteId, id, { ...values, ...(rule && { rule }) });
          return awardIfAutomatic(tx, siteId, { id, ...after });
        })
        .catch(translateUnique);
      return { medal: await get(siteId, id), awarded };
    },

    async remove(siteId: number, id: number) {
      if (!(await repo.deleteMedal(db, siteId, id))) throw notFound(NOT_FOUND);
    },

    /** All or nothing: a member of another site (or none) anywhere in the batch refuses the whole batch. */
    async grant(siteId: number, grantedBy: number, body: OperationBody<'grantMedal'>) {
      return db.transaction(async (tx) => {
        const medal = await repo.lockMedal(tx, siteId, body.medalId);
        if (!medal) throw notFound(NOT_FOUND);
        if (medal.status !== Switch.on) throw conflict('勋章已停用，不能授予');
        if ((await repo.countMembers(tx, siteId, body.userIds)) !== body.userIds.length) throw notFound('用户不存在');
        const granted = await repo.insertHolders(tx, siteId, body.medalId, {
          userIds: body.userIds,
          grantedBy,
          reason: body.reason?.trim() ?? '',
        });
        return { granted, alreadyHeld: body.userIds.length - granted };
      });
    },

    async revoke(siteId: number, body: OperationBody<'revokeMedal'>) {
      if (!(await repo.findMedal(db, siteId, body.medalId))) throw notFound(NOT_FOUND);
      if (!(await repo.deleteHolder(db, siteId, body.medalId, body.userId))) throw notFound('该成员没有这枚勋章');
    },

    async holders(siteId: number, query: OperationQuery<'getMedalUserList'>) {
      if (!(await repo.findMedal(db, siteId, query.medalId))) throw notFound(NOT_FOUND);
      const { list, total } = await repo.listHolders(db, siteId, query.medalId, paging(query));
      return { list: list.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() })), total };
    },

    /** The dry run: who the rule admits now and how many of them lack the medal; reads only. */
    async ruleCount(siteId: number, query: OperationQuery<'getMedalRuleCount'>) {
      const { medalId, ...input } = query;
      const rule = await normalizeRule(db, siteId, input);
      if (medalId !== undefined && !(await repo.findMedal(db, siteId, medalId))) throw notFound(NOT_FOUND);
      return countRule(db, siteId, rule, medalId);
    },

    async myMedals(siteId: number, userId: number) {
      const rows = await library.memberMedals(db, siteId, userId);
      return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }));
    },

    async siteLibrary(siteId: number) {
      const rows = await library.libraryForSite(db, siteId);
      return rows.map(({ createdAt: _, ...row }) => row);
    },

    /** Copies a library medal into the site's medals, once per site; automatic awarding starts off. */
    async adopt(siteId: number, body: OperationBody<'adoptLibraryMedal'>) {
      const id = await db
        .transaction(async (tx) => {
          await lockSite(tx, siteId);
          const source = await library.findLibraryMedal(tx, body.libraryMedalId);
          if (!source) throw notFound(LIBRARY_NOT_FOUND);
          if (await library.siteAdopted(tx, siteId, source.id)) throw conflict(`本站已采用过「${source.name}」`);
          if ((await repo.countMedals(tx, siteId)) >= MAX_MEDALS_PER_SITE) throw conflict(`每个站点最多 ${MAX_MEDALS_PER_SITE} 个勋章`);
          if (await repo.nameTaken(tx, siteId, source.name)) throw conflict(`本站已有名为「${source.name}」的勋章`);
          return repo.insertMedal(tx, siteId, {
            name: source.name,
            description: source.description,
            icon: source.icon,
            color: source.color,
            status: Switch.on,
            autoAward: MedalAutoAward.off,
            rule: await siteRuleOf(tx, siteId, source.rule),
            libraryMedalId: source.id,
          });
        })
        .catch((error) => {
          if (isUniqueViolation(error, 'medals_library_key')) throw conflict('本站已采用过这枚勋章');
          return translateUnique(error);
        });
      return get(siteId, id);
    },

    async libraryList(query: OperationQuery<'getLibraryMedalList'>) {
      const { list, total } = await library.listLibrary(db, { ...paging(query), keyword: query.keyword });
      return { list: list.map(libraryView), total };
    },

    async createLibrary(body: OperationBody<'createLibraryMedal'>) {
      const values = {
        name: body.name.trim(),
        description: body.description?.trim() ?? '',
        icon: body.icon ?? '',
        color: (body.color ?? DEFAULT_COLOR).toUpperCase(),
        rule: body.rule ? normalizeLibraryRule(body.rule) : null,
      };
      const id = await db
        .transaction(async (tx) => {
          // The library has no parent row to lock: one transaction at a time counts it and adds to it.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('library_medals', 0))`);
          if ((await library.countLibrary(tx)) >= MAX_LIBRARY_MEDALS) throw conflict(`勋章库最多 ${MAX_LIBRARY_MEDALS} 个勋章`);
          if (await library.libraryNameTaken(tx, values.name)) throw conflict(LIBRARY_NAME_TAKEN);
          return library.insertLibraryMedal(tx, values);
        })
        .catch(translateLibraryUnique);
      return getLibrary(id);
    },

    async updateLibrary({ id, clearRule, rule, ...changes }: OperationBody<'updateLibraryMedal'>) {
      const values = {
        ...changes,
        ...(changes.name !== undefined && { name: changes.name.trim() }),
        ...(changes.description !== undefined && { description: changes.description.trim() }),
        ...(changes.color !== undefined && { color: changes.color.toUpperCase() }),
        ...(rule && { rule: normalizeLibraryRule(rule) }),
        ...(clearRule && { rule: null }),
      };
      await db
        .transaction(async (tx) => {
          if (values.name !== undefined && (await library.libraryNameTaken(tx, values.name, id))) throw conflict(LIBRARY_NAME_TAKEN);
          if (!(await library.updateLibraryMedal(tx, id, values))) throw notFound(LIBRARY_NOT_FOUND);
        })
        .catch(translateLibraryUnique);
      return getLibrary(id);
    },

    async removeLibrary(id: number) {
      if (!(await library.deleteLibraryMedal(db, id))) throw notFound(LIBRARY_NOT_FOUND);
    },

    async saasList(query: OperationQuery<'getSaasMedalList'>) {
      const { list, total } = await library.listSaasMedals(db, {
        ...paging(query),
        siteId: query.siteId,
        keyword: query.keyword,
        status: query.status,
      });
      return { list: list.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
    },

    /** The platform switches a site's medal off (or on again); another site's or a missing one is 404 alike. */
    async saasSetStatus(body: OperationBody<'updateSaasMedalStatus'>) {
      if (!(await repo.updateMedal(db, body.siteId, body.id, { status: body.status }))) throw notFound(NOT_FOUND);
    },
  };
}
