import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { TargetCell } from '#shared/impeach/ImpeachCells';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { MessageSettingPage } from './MessageSettingPage';

const ranks = [
  { id: 3, name: '书童', minPoints: 0, color: '#909399', memberCount: 10 },
  { id: 4, name: '学士', minPoints: 100, color: '#409EFF', memberCount: 4 },
];

describe('私信设置', { timeout: 30_000 }, () => {
  it('shows the site’s rules and saves a minimum rank', async () => {
    const { store, sent } = siteTestStore({
      getMessageSetting: ok({ enabled: 1, minRankId: null }),
      getUserRankList: ok(ranks),
      updateMessageSetting: ok({ enabled: 1, minRankId: 4 }, '私信设置已保存'),
    });
    renderPage(<MessageSettingPage />, { config: siteConfig, store });
    expect(await screen.findByRole('switch', { name: '开放私信' })).toBeChecked();
    expect(screen.getByText(/管理员不能查看会话/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: '发私信的最低等级' }), '4');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateMessageSetting')[0]?.body).toEqual({ enabled: 1, minRankId: 4 }));
  });

  it('turns messages off', async () => {
    const { store, sent } = siteTestStore({
      getMessageSetting: ok({ enabled: 1, minRankId: null }),
      getUserRankList: ok(ranks),
      updateMessageSetting: ok({ enabled: 0, minRankId: null }, '私信设置已保存'),
    });
    renderPage(<MessageSettingPage />, { config: siteConfig, store });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: '开放私信' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateMessageSetting')[0]?.body).toEqual({ enabled: 0, minRankId: null }));
  });
});

describe('举报队列中的私信', () => {
  it('shows the reported message’s text and its sender, without a link into a conversation', () => {
    renderPage(
      <TargetCell
        item={{
          id: 5,
          targetType: 'message',
          targetId: 301,
          title: '低价代购，加微信',
          excerpt: '低价代购，加微信',
          link: '',
          author: { id: 31, name: '广告号', avatar: '', home: true },
          reportCount: 1,
          reasons: [{ reason: '垃圾广告', count: 1 }],
          reporters: [],
          firstReportedAt: '2026-11-21T09:00:00.000Z',
          lastReportedAt: '2026-11-21T09:00:00.000Z',
          state: 'open',
          action: null,
          handledBy: '',
          handledAt: null,
          note: '',
        }}
      />,
      { config: siteConfig, store: siteTestStore({}).store },
    );
    expect(screen.getByText('私信')).toBeInTheDocument();
    expect(screen.getByText('低价代购，加微信')).toBeInTheDocument();
    expect(screen.getByText('发送人：广告号')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
