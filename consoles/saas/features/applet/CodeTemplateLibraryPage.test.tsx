import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { callsOf, dialogButton, findDialog, renderSignedIn } from '../../shared/test/renderSignedIn';
import { CodeTemplateLibraryPage } from './CodeTemplateLibraryPage';

const template: Schema<'CodeTemplate'> = {
  templateId: 7,
  draftId: 3,
  templateType: 'normal',
  userVersion: '1.2.0',
  userDesc: '新增积分商城',
  createTime: '2026-11-24T10:00:00.000Z',
  sourceMiniprogram: 'Commune 开发小程序',
  developer: '青禾',
};
const counts = { pending: 0, committed: 0, auditing: 1, passed: 0, rejected: 1, released: 1, failed: 0, rolledBack: 0 };
const summary = {
  id: 5,
  templateId: 7,
  userVersion: '1.2.0',
  userDesc: '',
  status: 'running' as const,
  total: 3,
  counts,
  createdAt: template.createTime,
  finishedAt: null,
};
const item = (siteId: number, siteName: string, status: Schema<'FleetItemStatus'>, reason = ''): Schema<'FleetReleaseItem'> => ({
  siteId,
  siteName,
  appid: `wx${String(siteId).padStart(16, '0')}`,
  status,
  auditid: 420000001,
  reason,
  errcode: null,
  explanation: '',
  previousVersion: '1.1.0',
  updatedAt: template.createTime,
});

describe('代码模板库', { timeout: 30_000 }, () => {
  it('shows the templates and the fleet board with the rejection reason, and releases a template to every site', async () => {
    const { calls, user } = renderSignedIn(<CodeTemplateLibraryPage />, {
      roles: ['AppletManage'],
      replies: {
        getCodeTemplateList: ok([template]),
        getFleetReleaseList: ok({ list: [summary], total: 1 }),
        getFleetRelease: ok({
          ...summary,
          items: [
            item(1, '青禾读书会', 'released'),
            item(2, '星河摄影社', 'auditing'),
            item(3, '测试社区', 'rejected', '小程序名称含“测试”等字样'),
          ],
        }),
        startFleetRelease: ok({ ...summary, id: 6 }, '已开始发布'),
      },
    });
    const table = await findLoadedTable('代码模板');
    expect(await within(table).findByText('新增积分商城')).toBeInTheDocument();
    const board = await findLoadedTable('各站点发布进度');
    expect(await within(board).findByText('小程序名称含“测试”等字样')).toBeInTheDocument();
    expect(within(board).getByText('已发布')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '发布到站点' }));
    const dialog = await findDialog('发布到站点');
    await user.click(dialogButton(dialog, '开始发布'));
    await waitFor(() => expect(callsOf(calls, 'startFleetRelease')).toHaveLength(1));
    expect(callsOf(calls, 'startFleetRelease')[0].body).toEqual({ templateId: 7, all: true });
  });
});
