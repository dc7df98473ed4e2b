import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { BaseInfoPage, quotaText } from './BaseInfoPage';

const applet = {
  siteId: 1,
  siteName: '青禾读书会',
  slug: 'demo',
  appid: 'wx5f0a3c9b2e7d4a18',
  registerStatus: 'authorized',
  registerKind: 'enterprise',
  nickname: '青禾读书会',
  headImage: '',
  releasedVersion: '1.1.0',
  auditVersion: null,
  auditStatus: 'none',
  auditReason: '',
  lastError: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  registerTask: null,
  signature: '青禾读书会的小程序：读书、讨论、活动。',
  principalName: '青禾文化传播有限公司',
  nicknameAudit: { nickname: '青禾微信书友会', status: 'rejected', reason: '名称含有“微信”等保留字' },
  nicknameQuota: { used: 1, quota: 2 },
  signatureQuota: { used: 0, quota: 5 },
  headImageQuota: { used: 5, quota: 5 },
  funcInfo: [17, 18],
} as Schema<'SiteApplet'>;

describe('小程序基本信息（站点）', { timeout: 30_000 }, () => {
  it('shows name, signature, principal, the refused name with its reason and the changes WeChat still allows', async () => {
    const { store } = siteTestStore({ getSiteApplet: ok(applet) });
    renderPage(<BaseInfoPage />, { config: siteConfig, store });
    expect(await screen.findByText('名称含有“微信”等保留字')).toBeInTheDocument();
    expect(screen.getByText('“青禾微信书友会” 被驳回')).toBeInTheDocument();
    expect(screen.getByText('青禾文化传播有限公司')).toBeInTheDocument();
    expect(screen.getByText('青禾读书会的小程序：读书、讨论、活动。')).toBeInTheDocument();
    expect(screen.getByText('今年已用 5 次，还可 0 次')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '修改名称、头像与简介' })).toHaveAttribute('href', '/setting/wechatApplet/setBaseInfo');
  });

  it('sends an unregistered site to open its mini-program first', async () => {
    const { store } = siteTestStore({ getSiteApplet: ok({ ...applet, registerStatus: 'unregistered', appid: null }) });
    renderPage(<BaseInfoPage />, { config: siteConfig, store });
    expect(await screen.findByRole('link', { name: '去开通小程序' })).toHaveAttribute('href', '/setting/wechatApplet');
    expect(screen.queryByText('主体')).not.toBeInTheDocument();
  });

  it('counts what is left, never below zero', () => {
    expect(quotaText({ used: 1, quota: 5 }, '本月')).toBe('本月已用 1 次，还可 4 次');
    expect(quotaText({ used: 7, quota: 5 }, '本月')).toBe('本月已用 7 次，还可 0 次');
  });
});
