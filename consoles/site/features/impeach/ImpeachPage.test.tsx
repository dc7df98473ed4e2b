import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import { impeachItem } from '#shared/impeach/fixtures';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { ImpeachPage } from './ImpeachPage';

const hidden = { hidden: true } as const;
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const reasons = ok({
  list: [
    { name: '垃圾广告', takesText: false },
    { name: '其他', takesText: true },
  ],
});

describe('举报管理', { timeout: 30_000 }, () => {
  it('lists reported objects with their reasons and reporters, and hides the selected with a note', async () => {
    const { store, sent } = siteTestStore({
      getImpeachList: (request) =>
        ok({
          list:
            query(request).state === 'resolved'
              ? [impeachItem({ id: 30, state: 'resolved', action: 'keep', handledBy: '站点管理员', handledAt: '2026-11-21T10:00:00.000Z' })]
              : [impeachItem()],
          total: 1,
        }),
      getImpeachReasonList: reasons,
      handleImpeach: ok({ changed: 1, skipped: 0 }, '已处理 1 个被举报对象'),
    });
    renderPage(<ImpeachPage />, { config: siteConfig, store });
    const user = userEvent.setup();
    const table = within(await findLoadedTable('举报'));
    expect(await table.findByText('低价代写论文，加微信')).toBeInTheDocument();
    expect(table.getByText('2 人举报')).toBeInTheDocument();
    expect(table.getByText('垃圾广告 ×1')).toBeInTheDocument();
    expect(table.getByText('星河旅人：其他（反复贴外链）')).toBeInTheDocument();
    expect(table.getByText(/^已等待 /)).toBeInTheDocument();
    await user.click(table.getByRole('checkbox', { name: '选择 低价代写论文，加微信' }));
    await user.click(within(screen.getByRole('toolbar', { name: '批量操作', ...hidden })).getByRole('button', { name: '屏蔽', ...hidden }));
    const dialog = await findDialog('屏蔽被举报的内容');
    await user.type(within(dialog).getByRole('textbox', hidden), '含有广告信息');
    await user.click(within(dialog).getByRole('radio', { name: '禁言', ...hidden }));
    await user.click(within(dialog).getByRole('button', { name: '屏蔽', ...hidden }));
    expect(await within(dialog).findByText('请填写处罚原因')).toBeInTheDocument();
    expect(sent('handleImpeach')).toHaveLength(0);
    await user.type(within(dialog).getAllByRole('textbox', hidden).at(-1) as HTMLElement, '多次发布广告');
    await user.click(within(dialog).getByRole('button', { name: '屏蔽', ...hidden }));
    await waitFor(() =>
      expect(sent('handleImpeach')[0]?.body).toEqual({
        ids: [31],
        action: 'hide',
        note: '含有广告信息',
        authorAction: { kind: 'mute', days: 7, reason: '多次发布广告' },
      }),
    );
    expect(await screen.findByText('已处理 1 个被举报对象')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '已处理' }));
    expect(await screen.findByText(/^站点管理员 2026-11-21/)).toBeInTheDocument();
    expect(sent('getImpeachList').at(-1)?.request.url).toContain('state=resolved');
  });

  it('edits the reasons list and refuses duplicates before sending', async () => {
    const { store, sent } = siteTestStore({
      getImpeachList: ok({ list: [], total: 0 }),
      getImpeachReasonList: reasons,
      updateImpeachReasons: ok({ list: [] }, '举报理由已保存'),
    });
    renderPage(<ImpeachPage />, { config: siteConfig, store });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '举报理由' }));
    const first = await screen.findByRole('textbox', { name: '理由 1' });
    await user.clear(first);
    await user.type(first, '其他');
    expect(await screen.findByText('举报理由不能重复')).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, '恶意引战');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent('updateImpeachReasons')[0]?.body).toEqual({
        reasons: [
          { name: '恶意引战', takesText: false },
          { name: '其他', takesText: true },
        ],
      }),
    );
  });
});
