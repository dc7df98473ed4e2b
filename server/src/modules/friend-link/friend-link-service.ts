import type { OperationBody, Schema } from '../../../../sdk';
import { conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { reassignSorts } from '../section/section-service';
import * as repo from './friend-link-repository';

export const MAX_FRIEND_LINKS_PER_SITE = 100;
const NOT_FOUND = '友情链接不存在';

const view = (row: repo.FriendLinkRow): Schema<'FriendLink'> => ({
  id: row.id,
  name: row.name,
  url: row.url,
  logo: row.logo,
  description: row.description,
  placement: row.placement as Schema<'FriendLinkPlacement'>,
  sort: row.sort,
  status: row.status as Schema<'Switch'>,
  createdAt: row.createdAt.toISOString(),
});

export type FriendLinkService = ReturnType<typeof createFriendLinkService>;

// The URL's scheme (http/https only, spec §5) and the logo's are the contract's patterns, checked before a handler runs.
export function createFriendLinkService({ db }: ModuleDeps) {
  return {
    async list(siteId: number) {
      return (await repo.listFriendLinks(db, siteId)).map(view);
    },

    async shown(siteId: number) {
      return (await repo.shownFriendLinks(db, siteId)) as Schema<'MemberFriendLink'>[];
    },

    async create(siteId: number, body: OperationBody<'createFriendLink'>) {
      if ((await repo.countFriendLinks(db, siteId)) >= MAX_FRIEND_LINKS_PER_SITE)
        throw conflict(`每站最多 ${MAX_FRIEND_LINKS_PER_SITE} 个友情链接`);
      const row = await repo.insertFriendLink(db, siteId, {
        name: body.name.trim(),
        url: body.url,
        logo: body.logo ?? '',
        description: body.description?.trim() ?? '',
        placement: body.placement ?? 'all',
        status: body.status ?? 1,
        sort: await repo.nextSort(db, siteId),
      });
      return view(row);
    },

    async update(siteId: number, { id, ...body }: OperationBody<'updateFriendLink'>) {
      const row = await repo.updateFriendLink(db, siteId, id, {
        name: body.name?.trim(),
        url: body.url,
        logo: body.logo,
        description: body.description?.trim(),
        placement: body.placement,
        status: body.status,
      });
      if (!row) throw notFound(NOT_FOUND);
      return view(row);
    },

    async remove(siteId: number, id: number) {
      if (!(await repo.deleteFriendLink(db, siteId, id))) throw notFound(NOT_FOUND);
    },

    async sort(siteId: number, { friendLinkIds }: OperationBody<'sortFriendLinks'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lockSorts(tx, siteId, friendLinkIds);
        if (current.length !== friendLinkIds.length) throw notFound(NOT_FOUND);
        const slots = reassignSorts(current);
        if (!slots) throw conflict('排序值已用尽，请删除一些友情链接后再排序');
        for (const [i, linkId] of friendLinkIds.entries()) await repo.setSort(tx, siteId, linkId, slots[i]);
      });
    },
  };
}
