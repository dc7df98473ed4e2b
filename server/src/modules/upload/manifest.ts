import { defineModule } from '../module';
import { purgeDeletedSiteFiles, removeDeletedSiteFiles } from './site-files';
import * as tables from './upload.tables';
import { uploadHandlers } from './upload-handlers';

export const uploadModule = defineModule({
  name: 'upload',
  handlers: { upload: uploadHandlers },
  tables,
  tasks: [
    {
      name: 'deletedSiteFilesPurge',
      label: '删除已注销站点的上传文件',
      cron: '45 4 * * *',
      enabledByDefault: true,
      retryLimit: 2,
      expireInSeconds: 3600,
      // deleteSite removes a site's files after its commit; this catches the ones a failure there left behind.
      run: (deps) => purgeDeletedSiteFiles(deps),
    },
  ],
  // A failure is logged; the deletedSiteFilesPurge task retries.
  siteDeleted: (deps, siteId) => removeDeletedSiteFiles(deps, siteId),
});
