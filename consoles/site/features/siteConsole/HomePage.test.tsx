import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indexBase, ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { HomePage } from './HomePage';

const records = {
  list: [
    {
      id: 128,
      userId: 12,
      userName: '林间读书人',
      categoryId: 1,
      categoryName: '声望',
      itemName: '发表主题',
      delta: 5,
      balance: 1285,
      reason: '发表主题',
      createdAt: '2026-11-20T20:31:07+08:00',
    },
  ],
  nextCursor: null,
};

function setup(base: Partial<Schema<'IndexBase'>>, roles: string[]) {
  const licenseType = base.licenseType ?? indexBase.licenseType;
  const { store, sent } = siteTestStore(
    { getIndexBase: ok({ ...indexBase, ...base }), getPointRecordList: ok(records) },
    { roles, licenseType },
  );
  renderPage(<HomePage />, { config: siteConfig, store });
  return { sent };
}

describe('首页', { timeout: 30_000 }, () => {
  it('shows the licence, the figures, the capabilities and the newest point records', async () => {
    const { sent } = setup({ licenseType: 2, licenseStatus: 'active', licenseExpiresAt: '2099-04-01T10:20:30+08:00' }, [
      'admin',
      'Question',
    ]);
    expect(await screen.findByText('专业版')).toBeInTheDocument();
    expect(screen.getByText('有效')).toBeInTheDocument();
    expect(screen.getByText('会员总数')).toBeInTheDocument();
    expect(screen.getByText('128')).toBeInTheDocument();
    const capabilities = within(screen.getByRole('list', { name: '功能开通情况' }));
    expect(capabilities.getByText('问答：已开通')).toBeInTheDocument();
    expect(capabilities.getByText('积分商城：未开通（需旗舰版）')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: '最新积分记录' })).findByText('林间读书人')).toBeInTheDocument();
    expect(new URL(sent('getPointRecordList')[0].request.url).searchParams.get('limit')).toBe('5');
    expect(screen.queryByText(/续费/, { selector: '.fui-MessageBarBody' })).not.toBeInTheDocument();
  });

  it('asks the owner to renew an expiring licence in the site management centre', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000 - 3_600_000).toISOString();
    setup({ licenseType: 3, licenseStatus: 'expiring', licenseExpiresAt: soon }, ['admin', 'Question']);
    expect(await screen.findByText(/还剩 10 天），请及时到站点管理中心续费/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往站点管理中心' })).toHaveAttribute('href', 'http://localhost:8080/');
    expect(screen.getByText('即将到期')).toBeInTheDocument();
  });

  it('says an expired licence runs as basic, with questions closed', async () => {
    setup({ licenseType: 1, licenseStatus: 'expired', licenseExpiresAt: '2026-01-01T00:00:00+08:00' }, ['admin']);
    expect(await screen.findByText(/过期，站点已按基础版运行（数据保留）/)).toBeInTheDocument();
    expect(screen.getByText('问答：未开通（需专业版及以上）')).toBeInTheDocument();
  });

  it('shows a visitor (no console role) the site and who to ask, without figures or licence details', async () => {
    setup({ licenseType: 2, licenseStatus: null, licenseExpiresAt: null, counts: null }, ['visitor', 'Question']);
    expect(await screen.findByText(/你的账号还没有管理角色/)).toBeInTheDocument();
    expect(screen.getByText('功能开通情况')).toBeInTheDocument();
    expect(screen.queryByText('会员总数')).not.toBeInTheDocument();
    expect(screen.queryByText('到期时间')).not.toBeInTheDocument();
  });

  it('keeps the point records from members who may not read them', async () => {
    const { sent } = setup({}, ['visitor', 'Question']);
    expect(await screen.findByText('功能开通情况')).toBeInTheDocument();
    expect(screen.getByText('积分商城：未开通（当前账号没有积分商城权限）')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '最新积分记录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '功能设置' })).not.toBeInTheDocument();
    expect(sent('getPointRecordList')).toHaveLength(0);
  });
});
