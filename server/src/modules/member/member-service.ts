import type { OperationQuery, Schema } from '../../../../sdk';
import { paging } from '../../db/paged-list';
import type { ModuleDeps } from '../deps';
import { listSiteUsers } from '../site/site-user-repository';

export function createMemberService({ db }: ModuleDeps) {
  return {
    /** The site's members as a site console lists them: the site module's list, scoped to this site. */
    async list(siteId: number, query: OperationQuery<'getConsoleUserList'>): Promise<Schema<'MemberPage'>> {
      const { list, total } = await listSiteUsers(db, { ...paging(query), siteId, keyword: query.keyword });
      return {
        list: list.map(({ id, account, userName, mobile, status, points, rankName, createdAt }) => ({
          id,
          account,
          userName,
          mobile,
          status,
          points,
          rankName,
          createdAt,
        })),
        total,
      };
    },
  };
}
