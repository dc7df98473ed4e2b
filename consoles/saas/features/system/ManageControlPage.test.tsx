import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { callsOf, dialogButton, dialogGone, findDialog, renderSignedIn } from '../../shared/test/renderSignedIn';
import { ManageControlPage } from './ManageControlPage';

describe('缓存管理 (§7, §8)', { timeout: 20_000 }, () => {
  it('says 已取消清除缓存 when the confirmation is cancelled, and sends nothing', async () => {
    const { calls, user } = renderSignedIn(<ManageControlPage />, { roles: ['SiteSetting'] });
    await user.click(screen.getByRole('button', { name: '清除缓存' }));
    const confirm = await findDialog('清除缓存');
    expect(confirm).toHaveTextContent('此操作不可撤销');
    await user.click(dialogButton(confirm, '取消'));
    expect((await screen.findAllByText('已取消清除缓存')).length).toBeGreaterThan(0);
    await dialogGone('清除缓存');
    expect(callsOf(calls, 'clearRedisCache')).toHaveLength(0);
  });

  it('clears on confirmation and shows the returned description', async () => {
    const { calls, user } = renderSignedIn(<ManageControlPage />, {
      roles: ['SiteSetting'],
      replies: { clearRedisCache: ok({ removed: 42 }, '缓存已清除，共 42 项') },
    });
    await user.click(screen.getByRole('button', { name: '清除缓存' }));
    await user.click(dialogButton(await findDialog('清除缓存'), '清除'));
    await waitFor(() => expect(callsOf(calls, 'clearRedisCache')).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('缓存已清除，共 42 项');
  });
});
