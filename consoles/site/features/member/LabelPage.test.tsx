import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { LabelPage } from './LabelPage';

describe('标签管理', { timeout: 30_000 }, () => {
  it('lists labels with their member counts and adds one', async () => {
    const { store, sent } = siteTestStore({
      getMemberLabelList: ok({
        list: [
          {
            id: 1,
            name: '核心书友',
            color: '#409EFF',
            description: '线下读书会常客',
            memberCount: 8,
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        ],
      }),
      createMemberLabel: ok(
        { id: 2, name: '新人', color: '#67C23A', description: '', memberCount: 0, createdAt: '2026-11-24T10:00:00.000Z' },
        '标签已新增',
      ),
    });
    renderPage(<LabelPage />, { config: siteConfig, store, path: '/user/manageLabel' });
    const table = within(await findLoadedTable('标签'));
    expect(await table.findByText('核心书友')).toBeInTheDocument();
    expect(table.getByText('8')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新增标签' }));
    const dialog = within(await findDialog('新增标签'));
    await user.click(dialog.getByRole('button', { name: '确定', hidden: true }));
    expect(await dialog.findByText('请填写标签名称')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /名称/, hidden: true }), '新人');
    await user.click(dialog.getByRole('button', { name: '确定', hidden: true }));
    await vi.waitFor(() => expect(sent('createMemberLabel')[0]?.body).toEqual({ name: '新人', color: '#409EFF', description: '' }));
  });
});
