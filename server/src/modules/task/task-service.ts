// The SaaS task page: the registry's tasks with their schedule, switch, last and next run, and each run's record.
import { desc, eq } from 'drizzle-orm';
import type { OperationBody, OperationQuery } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { countRows, pagedList, paging, totalColumn } from '../../db/paged-list';
import { notFound } from '../../http/errors';
import { taskRuns } from '../../jobs/jobs.tables';
import type { ModuleDeps } from '../deps';

type Outcome = 'running' | 'success' | 'failed';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createTaskService({ db, jobs }: Pick<ModuleDeps, 'db' | 'jobs'>) {
  const task = (name: string) => {
    const found = jobs.tasks.find((t) => t.name === name);
    if (!found) throw notFound('任务不存在');
    return found;
  };

  async function describe(name: string, last?: typeof taskRuns.$inferSelect) {
    const t = task(name);
    const enabled = await jobs.isEnabled(name);
    return {
      name: t.name,
      label: t.label,
      schedule: t.cron,
      enabled,
      retryLimit: t.retryLimit,
      lastRunAt: iso(last?.startedAt ?? null),
      lastFinishedAt: iso(last?.finishedAt ?? null),
      nextRunAt: iso(jobs.nextRun(t, enabled)),
      lastDurationMs: last?.durationMs ?? null,
      lastOutcome: (last?.outcome ?? null) as Outcome | null,
      lastError: last?.outcome === 'failed' ? last.error : '',
    };
  }

  async function lastRuns() {
    const rows = await db
      .selectDistinctOn([taskRuns.name])
      .from(taskRuns)
      .orderBy(taskRuns.name, desc(taskRuns.startedAt), desc(taskRuns.id));
    return new Map(rows.map((row) => [row.name, row]));
  }

  return {
    async list() {
      const last = await lastRuns();
      const list = [];
      for (const t of jobs.tasks) list.push(await describe(t.name, last.get(t.name)));
      return { list, total: list.length };
    },
    async run(principal: SaasPrincipal, body: OperationBody<'runTask'>, request: RequestInfo) {
      const t = task(body.name);
      const jobId = await jobs.runNow(t.name);
      await recordSecurityEvent(db, request, {
        realm: 'saas',
        action: 'taskRunRequested',
        actorAccountId: principal.accountId,
        targetType: 'task',
        targetId: t.name,
        detail: { name: t.name, jobId },
      });
      return { name: t.name, jobId };
    },
    async setEnabled(principal: SaasPrincipal, body: OperationBody<'setTaskEnabled'>, request: RequestInfo) {
      const t = task(body.name);
      await jobs.setEnabled(t.name, body.enabled);
      await recordSecurityEvent(db, request, {
        realm: 'saas',
        action: 'taskEnabledChanged',
        actorAccountId: principal.accountId,
        targetType: 'task',
        targetId: t.name,
        detail: { name: t.name, enabled: body.enabled },
      });
      return describe(t.name, (await lastRuns()).get(t.name));
    },
    async runs(query: OperationQuery<'getTaskRunList'>) {
      if (query.name) task(query.name);
      const where = query.name ? eq(taskRuns.name, query.name) : undefined;
      const count = db.select({ n: countRows() }).from(taskRuns).where(where);
      const page = await pagedList(
        paging(query),
        ({ limit, offset }) =>
          db
            .select({
              id: taskRuns.id,
              name: taskRuns.name,
              trigger: taskRuns.trigger,
              attempt: taskRuns.attempt,
              startedAt: taskRuns.startedAt,
              finishedAt: taskRuns.finishedAt,
              durationMs: taskRuns.durationMs,
              outcome: taskRuns.outcome,
              error: taskRuns.error,
              total: totalColumn(count),
            })
            .from(taskRuns)
            .where(where)
            .orderBy(desc(taskRuns.startedAt), desc(taskRuns.id))
            .limit(limit)
            .offset(offset),
        () => count,
      );
      return {
        ...page,
        list: page.list.map((row) => ({
          ...row,
          label: jobs.tasks.find((t) => t.name === row.name)?.label ?? row.name,
          trigger: row.trigger as 'schedule' | 'manual',
          outcome: row.outcome as Outcome,
          startedAt: iso(row.startedAt)!,
          finishedAt: iso(row.finishedAt),
        })),
      };
    },
  };
}
