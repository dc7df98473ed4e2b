import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { callsOf, renderSignedIn } from '../../shared/test/renderSignedIn';
import { ManageTaskPage } from './ManageTaskPage';

const task: Schema<'Task'> = {
  name: 'statisticsRollup',
  label: '汇总流量统计',
  schedule: '* * * * *',
  enabled: true,
  retryLimit: 2,
  lastRunAt: '2026-11-24T08:00:00.000Z',
  lastFinishedAt: '2026-11-24T08:00:00.120Z',
  nextRunAt: '2026-11-24T08:01:00.000Z',
  lastDurationMs: 120,
  lastOutcome: 'failed',
  lastError: '数据库不可用',
};

describe('后台任务', { timeout: 30_000 }, () => {
  it('lists the tasks with schedule, outcome and error, runs one now and switches one off', async () => {
    const { calls, user } = renderSignedIn(<ManageTaskPage />, {
      roles: ['SiteSetting'],
      replies: {
        getTaskList: ok({ list: [task], total: 1 }),
        getTaskRunList: ok({
          list: [
            {
              id: 1,
              name: 'statisticsRollup',
              label: '汇总流量统计',
              trigger: 'schedule',
              attempt: 2,
              startedAt: task.lastRunAt!,
              finishedAt: task.lastFinishedAt,
              durationMs: 120,
              outcome: 'failed',
              error: '数据库不可用',
            },
          ],
          total: 1,
        }),
        runTask: ok({ name: 'statisticsRollup', jobId: 'abc' }, '已开始执行，结果见执行记录'),
        setTaskEnabled: ok({ ...task, enabled: false, nextRunAt: null }, '已停用'),
      },
    });
    const table = await findLoadedTable('后台任务');
    expect(await within(table).findByText('汇总流量统计')).toBeInTheDocument();
    expect(within(table).getByText('每分钟')).toBeInTheDocument();
    expect(within(table).getByText('120 毫秒')).toBeInTheDocument();
    expect(within(table).getByText('数据库不可用')).toBeInTheDocument();
    const runs = await findLoadedTable('执行记录');
    expect(await within(runs).findByText('重试第 1 次')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '立即执行' }));
    await waitFor(() => expect(callsOf(calls, 'runTask')).toHaveLength(1));
    expect(callsOf(calls, 'runTask')[0].body).toEqual({ name: 'statisticsRollup' });
    await user.click(within(table).getByRole('switch', { name: '汇总流量统计按计划执行' }));
    await waitFor(() => expect(callsOf(calls, 'setTaskEnabled')).toHaveLength(1));
    expect(callsOf(calls, 'setTaskEnabled')[0].body).toEqual({ name: 'statisticsRollup', enabled: false });
  });
});
