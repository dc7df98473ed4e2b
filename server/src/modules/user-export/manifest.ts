import { defineModule } from '../module';
import { serveDownloads } from './download-tickets';
import { sweepExports } from './export-sweeper';
import * as tables from './user-export.tables';
import { userExportHandlers } from './user-export-handlers';
import { runUserExport, USER_EXPORT_JOB } from './user-export-job';

export const userExportModule = defineModule({
  name: 'user-export',
  handlers: { userExport: userExportHandlers },
  tables,
  tasks: [
    {
      name: 'exportSweep',
      label: '清理过期下载链接与中断的导出',
      cron: '*/5 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      // One delete and one conditional update: a retry or a second server changes nothing twice.
      run: ({ db }) => sweepExports(db),
    },
  ],
  jobs: [
    {
      name: USER_EXPORT_JOB,
      // The job marks its export failed itself; a retry would find it no longer queued.
      retryLimit: 0,
      expireInSeconds: 3600,
      run: (deps, data: { siteId: number; exportId: number }) => runUserExport(deps, data),
    },
  ],
  // The one-time links of finished exports (/downloads/:token).
  routes: serveDownloads,
});
