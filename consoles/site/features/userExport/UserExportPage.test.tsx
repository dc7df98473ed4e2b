import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { UserExportPage } from './UserExportPage';

const record = (over: Partial<Schema<'UserExport'>>): Schema<'UserExport'> => ({
  id: 3,
  status: 'done',
  progress: 100,
  rows: 500,
  size: 28640,
  format: 'xlsx',
  fields: ['id', 'userName', 'mobile'],
  mobile: 'masked',
  filters: { state: 'normal' },
  fileName: '成员数据-20261121-1000.xlsx',
  error: '',
  requesterId: 1,
  requesterName: '站长',
  createdAt: '2026-11-21T10:00:00.000Z',
  finishedAt: '2026-11-21T10:00:04.000Z',
  ...over,
});

describe('用户数据导出', { timeout: 30_000 }, () => {
  it('starts an export with the filters and fields chosen, shows its progress and the history and the PIPL requests', async () => {
    const { store, sent } = siteTestStore({
      getUserRankList: ok({ list: [{ id: 2, name: '资深书友' }], total: 1 }),
      getUserExportList: ok({ list: [record({})], total: 1 }),
      getPrivacyRequestList: ok({
        list: [
          {
            id: 5,
            kind: 'erasure',
            userId: 12,
            userName: '林间读书人',
            format: '',
            content: 'keep',
            summary: '账号已注销：资料已清空',
            createdAt: '2026-11-21T10:00:00.000Z',
            completedAt: '2026-11-21T10:00:01.000Z',
          },
        ],
        total: 1,
      }),
      createUserExport: ok(record({ id: 4, status: 'queued', progress: 0, rows: 0, size: 0 }), '已开始导出'),
      getUserExport: ok(record({ id: 4, status: 'running', progress: 40, rows: 200, size: 0 })),
    });
    renderPage(<UserExportPage />, { config: siteConfig, store, path: '/user/mangeUserDataExport' });
    const user = userEvent.setup();

    const history = within(await findLoadedTable('导出记录'));
    expect(await history.findByText('状态：正常')).toBeInTheDocument();
    expect(history.getByText('编号、昵称、手机号（打码）')).toBeInTheDocument();
    expect(history.getByText('Excel · 28.0 KB')).toBeInTheDocument();
    const requests = within(await findLoadedTable('个人信息请求'));
    expect(await requests.findByText('林间读书人（编号 12）')).toBeInTheDocument();
    expect(requests.getByText('保留为匿名')).toBeInTheDocument();

    await user.type(screen.getByLabelText('关键词'), '读书');
    await user.click(screen.getAllByRole('checkbox').find((box) => box.parentElement?.textContent === '状态')!);
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: '开始导出' }));
    await vi.waitFor(() => expect(sent('createUserExport')).toHaveLength(1));
    expect(sent('createUserExport')[0]!.body).toEqual({
      filters: { keyword: '读书' },
      fields: ['id', 'account', 'userName', 'mobile', 'rank', 'points', 'createdAt', 'lastLoginAt'],
      mobile: 'masked',
      format: 'csv',
    });
    expect(await screen.findByText('进度 40%')).toBeInTheDocument();
    expect(screen.getByText('已写入 200 位成员')).toBeInTheDocument();
  });

  it('says so when no field is ticked', async () => {
    const { store, sent } = siteTestStore({
      getUserRankList: ok({ list: [], total: 0 }),
      getUserExportList: ok({ list: [], total: 0 }),
      getPrivacyRequestList: ok({ list: [], total: 0 }),
    });
    renderPage(<UserExportPage />, { config: siteConfig, store, path: '/user/mangeUserDataExport' });
    const user = userEvent.setup();
    for (const box of screen.getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: '开始导出' }));
    expect(await screen.findByText('请至少选择一个字段')).toBeInTheDocument();
    expect(sent('createUserExport')).toHaveLength(0);
  });
});
