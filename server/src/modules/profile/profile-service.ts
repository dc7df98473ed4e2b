import type { OperationQuery, Schema } from '../../../../sdk';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { readMemberHome } from './profile-repository';

const NOT_FOUND = '成员不存在';

export function createProfileService({ db }: ModuleDeps) {
  return {
    /** A member's public home; anyone this site does not show (another site's, erased, disabled) is 404 like a missing one. */
    async home(siteId: number, query: OperationQuery<'getMemberHome'>, viewerId: number | null = null): Promise<Schema<'MemberHome'>> {
      const row = await readMemberHome(db, siteId, query.id, viewerId);
      if (!row) throw notFound(NOT_FOUND);
      const iso = <T extends { createdAt: Date }>(item: T) => ({ ...item, createdAt: item.createdAt.toISOString() });
      return {
        ...row,
        joinedAt: row.joinedAt.toISOString(),
        medals: row.medals.map((m) => ({ ...m, grantedAt: m.grantedAt.toISOString() })),
        recentPosts: row.recentPosts.map(iso),
        recentAnswers: row.recentAnswers.map(iso),
      };
    },
  };
}
