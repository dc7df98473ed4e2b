import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import { impeachItem } from '#shared/impeach/fixtures';
import { callsOf, dialogButton, findDialog, renderSignedIn } from '../../shared/test/renderSignedIn';
import { ManageImpeachPage } from './ManageImpeachPage';

describe('举报处理 (SaaS)', { timeout: 30_000 }, () => {
  it('lists every site’s reports with the site’s name and handles a batch per site on the sites’ behalf', async () => {
    const { calls, user } = renderSignedIn(<ManageImpeachPage />, {
      roles: ['Report'],
      replies: {
        getSaasImpeachList: ok({
          list: [
            { ...impeachItem(), siteId: 1, siteName: '青禾读书会' },
            { ...impeachItem({ id: 40, targetId: 77, title: '兼职刷单日结' }), siteId: 2, siteName: '西湖跑团' },
          ],
          total: 2,
        }),
        handleSaasImpeach: ok({ changed: 1, skipped: 0 }, '已处理 1 个被举报对象'),
      },
    });
    const table = within(await findLoadedTable('举报'));
    expect(await table.findByText('青禾读书会')).toBeInTheDocument();
    expect(table.getByText('西湖跑团')).toBeInTheDocument();
    expect(table.getAllByText(/^已等待 /)).toHaveLength(2);
    await user.click(table.getByRole('checkbox', { name: '选择本页全部' }));
    await user.click(screen.getByRole('button', { name: '保留', hidden: true }));
    const dialog = await findDialog('保留被举报的内容');
    await user.click(dialogButton(dialog, '保留'));
    await waitFor(() => expect(callsOf(calls, 'handleSaasImpeach')).toHaveLength(2));
    expect(callsOf(calls, 'handleSaasImpeach').map((c) => c.body)).toEqual([
      { siteId: 1, ids: [31], action: 'keep' },
      { siteId: 2, ids: [40], action: 'keep' },
    ]);
    expect(await screen.findByText('已处理 2 个被举报对象')).toBeInTheDocument();
  });
});
