import { defineModule } from '../module';
import { seedDemoRevisions } from './demo-revisions';
import { eraseMemberPosts } from './member-erasure';
import { postPersonalData } from './personal-data';
import * as tables from './post.tables';
import { postHandlers } from './post-handlers';
import { purgeOldRecycleBin } from './recycle-purge';
import { eraseMemberRevisions } from './revisions';
import { checkSearchIndexes } from './search-index-health';
import { countSectionPosts, moveSectionPosts } from './section-content';

export const postModule = defineModule({
  name: 'post',
  handlers: { post: postHandlers },
  tables,
  tasks: [
    {
      name: 'recycleBinPurge',
      label: '清空回收站中超过保留期的帖子与评论',
      cron: '0 4 * * *',
      enabledByDefault: true,
      retryLimit: 2,
      expireInSeconds: 3600,
      run: ({ db, config }) => purgeOldRecycleBin(db, config.recycleRetentionDays),
    },
    {
      name: 'searchIndexHealth',
      label: '检查搜索索引',
      cron: '15 * * * *',
      enabledByDefault: true,
      retryLimit: 1,
      run: (deps) => checkSearchIndexes(deps),
    },
  ],
  personalData: postPersonalData,
  demoSeed: seedDemoRevisions,
  erasure: {
    stage: 'content',
    async erase(tx, member) {
      await eraseMemberRevisions(tx, member);
      return eraseMemberPosts(tx, member);
    },
  },
  sectionContent: {
    async blocksDelete(tx, siteId, sectionId) {
      const n = await countSectionPosts(tx, siteId, sectionId);
      return n > 0 ? `版块里还有 ${n} 篇帖子（含回收站），请先把内容移到别的版块或合并版块` : undefined;
    },
    move: moveSectionPosts,
  },
});
