import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { Switch } from '../../../../sdk';
import { paging } from '../../db/paged-list';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { lockSite } from '../site/site-repository';
import * as repo from './medal-repository';

export const MAX_MEDALS_PER_SITE = 200;
const DEFAULT_COLOR = '#E6A23C';
const NOT_FOUND = '勋章不存在';
const NAME_TAKEN = '勋章名称已存在，请换一个名称';

const view = (row: repo.MedalRow): Schema<'Medal'> => ({ ...row, createdAt: row.createdAt.toISOString() });

export type MedalService = ReturnType<typeof createMedalService>;

export function createMedalService({ db }: ModuleDeps) {
  /** Two writers racing past the friendly check still meet the unique index; answer them the same way. */
  function translateUnique(error: unknown): never {
    if (isUniqueViolation(error, 'medals_name_key')) throw conflict(NAME_TAKEN);
    throw error;
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
      };
      const id = await db
        .transaction(async (tx) => {
          await lockSite(tx, siteId);
          if ((await repo.countMedals(tx, siteId)) >= MAX_MEDALS_PER_SITE) throw conflict(`每个站点最多 ${MAX_MEDALS_PER_SITE} 个勋章`);
          if (await repo.nameTaken(tx, siteId, values.name)) throw conflict(NAME_TAKEN);
          return repo.insertMedal(tx, siteId, values);
        })
        .catch(translateUnique);
      return get(siteId, id);
    },

    async update(siteId: number, { id, ...changes }: OperationBody<'updateMedal'>) {
      const values = {
        ...changes,
        ...(changes.name !== undefined && { name: changes.name.trim() }),
        ...(changes.description !== undefined && { description: changes.description.trim() }),
        ...(changes.color !== undefined && { color: changes.color.toUpperCase() }),
      };
      await db
        .transaction(async (tx) => {
          if (values.name !== undefined && (await repo.nameTaken(tx, siteId, values.name, id))) throw conflict(NAME_TAKEN);
          if (!(await repo.updateMedal(tx, siteId, id, values))) throw notFound(NOT_FOUND);
        })
        .catch(translateUnique);
      return get(siteId, id);
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
  };
}
