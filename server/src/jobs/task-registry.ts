// Every piece of background work, as data. Adding a task is one entry here: a name (the queue's name, letters and
// digits), its Chinese label for the task page, a cron schedule in Beijing time, whether it runs on its schedule
// until an operator says otherwise, and what it does with the module dependencies. The job queue (job-queue.ts)
// schedules, runs, retries and records it; the SaaS task page and `commctl tasks` list it.
import { lt, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../modules/deps';
import { awardAutomaticMedals } from '../modules/medal/medal-award';
import { cancelTimedOutOrders } from '../modules/order/order-repository';
import { settleDueQuestions } from '../modules/question/question-bounty';
import { sweepAuthTables } from '../modules/saas-auth/auth-sweeper';
import { purgeDeletedSiteFiles } from '../modules/upload/site-files';
import { sweepExports } from '../modules/user-export/export-sweeper';
import { closeStaleWorkOrders } from '../modules/work-order/work-order-auto-close';
import { taskRuns } from './jobs.tables';
import { refreshAllRanks } from './rank-refresh';
import { purgeOldRecycleBin } from './recycle-purge';
import { checkSearchIndexes } from './search-index-health';

export interface TaskDefinition {
  name: string;
  label: string;
  /** Five-field cron, evaluated in Beijing time (Asia/Shanghai). */
  cron: string;
  enabledByDefault: boolean;
  /** Tries after a failure (pg-boss retries with a growing delay from `retryDelaySeconds`). */
  retryLimit: number;
  retryDelaySeconds?: number;
  /** A run still going after this long is given up on (and retried). */
  expireInSeconds?: number;
  run(deps: ModuleDeps): Promise<unknown>;
}

/** Days a run stays in the task page's history. */
export const TASK_RUN_RETENTION_DAYS = 90;

export const taskRegistry: readonly TaskDefinition[] = [
  {
    name: 'orderTimeoutSweep',
    label: '关闭超时未支付的订单',
    cron: '* * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    // Reads already show an order past its deadline as timed out; this writes it down.
    run: ({ db }) => cancelTimedOutOrders(db),
  },
  {
    name: 'expiredRowsCleanup',
    label: '清理过期会话、验证码与限流记录',
    cron: '*/10 * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    async run({ db, config }) {
      await sweepAuthTables(db, config);
      await db.delete(taskRuns).where(lt(taskRuns.startedAt, sql`now() - make_interval(days => ${TASK_RUN_RETENTION_DAYS})`));
    },
  },
  {
    name: 'statisticsRollup',
    label: '汇总流量统计',
    cron: '* * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    // Today's figures are rolled up every minute (the consoles show them live within a minute), yesterday's again in
    // the first hour of a day so that the visits flushed just after midnight land on the right day.
    run: (deps) => deps.statistics.rollUp(),
  },
  {
    name: 'rankRefresh',
    label: '刷新会员等级',
    cron: '30 3 * * *',
    enabledByDefault: true,
    retryLimit: 2,
    expireInSeconds: 3600,
    run: ({ db }) => refreshAllRanks(db),
  },
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
  {
    name: 'questionSettlement',
    label: '结算到期的悬赏问题',
    cron: '*/10 * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    // Each question is settled once (a conditional claim), so a retry or a second server never pays twice.
    run: (deps) => settleDueQuestions(deps, new Date()),
  },
  {
    name: 'awardAutomaticMedals',
    label: '按规则自动授予勋章',
    cron: '20 * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    expireInSeconds: 3600,
    // One insert … select per medal, on conflict do nothing: a retry or a second server awards nobody twice.
    run: (deps) => awardAutomaticMedals(deps),
  },
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
  {
    name: 'notificationDelivery',
    label: '发送排队的短信与微信订阅消息通知',
    cron: '* * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    // Each send is claimed before it goes out, so a retry or a second server never sends one twice.
    run: (deps) => deps.deliveries.run(),
  },
  {
    name: 'workOrderAutoClose',
    label: '自动关闭已解决且无人回复的工单',
    cron: '25 * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    // Each order is closed by one conditional update, so a retry or a second server closes it once.
    run: (deps) => closeStaleWorkOrders(deps),
  },
  {
    name: 'exportSweep',
    label: '清理过期下载链接与中断的导出',
    cron: '*/5 * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    // One delete and one conditional update: a retry or a second server changes nothing twice.
    run: ({ db }) => sweepExports(db),
  },
];

export function findTask(name: string): TaskDefinition | undefined {
  return taskRegistry.find((task) => task.name === name);
}
