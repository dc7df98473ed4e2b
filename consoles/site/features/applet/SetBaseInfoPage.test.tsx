import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { SetBaseInfoPage, toBaseInfoInput } from './SetBaseInfoPage';

describe('设置基本信息（小程序）', { timeout: 30_000 }, () => {
  it("refuses a name with 小程序, then sends only the typed name and shows WeChat's review", async () => {
    const user = userEvent.setup();
    const { store, sent } = siteTestStore({
      updateAppletBaseInfo: ok({ siteId: 1, nicknameAudit: { nickname: '青禾书友会', status: 'auditing', reason: '' } }),
    });
    renderPage(<SetBaseInfoPage />, { config: siteConfig, store });
    const name = screen.getByRole('textbox', { name: /名称/ });
    await user.type(name, '青禾小程序');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名称不能含“小程序”')).toBeInTheDocument();
    expect(sent('updateAppletBaseInfo')).toHaveLength(0);
    await user.clear(name);
    await user.type(name, '青禾书友会');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateAppletBaseInfo')).toHaveLength(1));
    expect(sent('updateAppletBaseInfo')[0]?.body).toEqual({ nickname: '青禾书友会' });
    expect(await screen.findByText(/名称“青禾书友会”/)).toBeInTheDocument();
  });
});

describe('toBaseInfoInput', () => {
  it('sends the uploaded avatar with what was typed, and nothing left blank', () => {
    expect(toBaseInfoInput({ nickname: ' ', avatar: '/files/1/2026/11/a.webp', signature: '' })).toEqual({
      avatar: '/files/1/2026/11/a.webp',
    });
    expect(toBaseInfoInput({ nickname: '青禾书友会', avatar: '', signature: ' 读书讨论活动 ' })).toEqual({
      nickname: '青禾书友会',
      signature: '读书讨论活动',
    });
  });
});
