import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { WechatAppletPage } from './WechatAppletPage';

const applet: Schema<'SiteApplet'> = {
  siteId: 1,
  siteName: '青禾读书会',
  slug: 'demo',
  appid: 'wx5f0a3c9b2e7d4a18',
  registerStatus: 'authorized',
  registerKind: 'enterprise',
  nickname: '青禾读书会',
  headImage: '',
  releasedVersion: '1.1.0',
  auditVersion: '1.2.0',
  auditStatus: 'rejected',
  auditReason: '小程序名称含“测试”等字样',
  lastError: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  registerTask: null,
  signature: '读书、讨论、活动',
  principalName: '青禾文化传播有限公司',
  nicknameAudit: { nickname: '青禾书友会', status: 'auditing', reason: '' },
  nicknameQuota: { used: 1, quota: 2 },
  signatureQuota: { used: 0, quota: 5 },
  headImageQuota: { used: 0, quota: 5 },
  funcInfo: [17, 18],
} as Schema<'SiteApplet'>;

describe('微信小程序（站点）', { timeout: 30_000 }, () => {
  it("shows the mini-program's state, the audit's reason and the name in review", async () => {
    const { store } = siteTestStore({ getSiteApplet: ok(applet) });
    renderPage(<WechatAppletPage />, { config: siteConfig, store });
    expect(await screen.findByText('小程序名称含“测试”等字样')).toBeInTheDocument();
    expect(screen.getByText('1.1.0')).toBeInTheDocument();
    expect(screen.getByText(/“青禾书友会”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '授权已有小程序' })).not.toBeInTheDocument();
  });
});
