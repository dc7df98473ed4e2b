import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { renderSignedIn } from '../../shared/test/renderSignedIn';
import { AppletManagerPage, actionsFor } from './AppletManagerPage';

const row = (over: Partial<Schema<'AppletSummary'>>): Schema<'AppletSummary'> => ({
  siteId: 1,
  siteName: '青禾读书会',
  slug: 'demo',
  appid: 'wxa1sandbox0000001',
  registerStatus: 'authorized',
  registerKind: 'enterprise',
  nickname: '青禾读书会',
  headImage: '',
  releasedVersion: '1.1.0',
  auditVersion: '1.1.0',
  auditStatus: 'passed',
  auditReason: '',
  lastError: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

describe('小程序管理', { timeout: 30_000 }, () => {
  it('offers only what makes sense for each state', () => {
    expect(actionsFor(row({}))).toEqual(['revert']);
    expect(actionsFor(row({ auditVersion: null, auditStatus: 'none' }))).toEqual(['submitAudit', 'revert']);
    expect(actionsFor(row({ auditVersion: '1.2.0' }))).toEqual(['release', 'revert']);
    expect(actionsFor(row({ releasedVersion: null, auditVersion: '1.0.0' }))).toEqual(['release']);
    expect(actionsFor(row({ auditVersion: '1.2.0', auditStatus: 'rejected' }))).toEqual(['submitAudit', 'revert']);
    expect(actionsFor(row({ auditVersion: '1.2.0', auditStatus: 'auditing' }))).toEqual(['refreshAudit', 'undoAudit', 'revert']);
    expect(actionsFor(row({ registerStatus: 'unregistered' }))).toEqual([]);
  });

  it('labels its filters visibly and shows no 发布 for a site already online at that version', async () => {
    renderSignedIn(<AppletManagerPage />, {
      roles: ['AppletManage'],
      replies: { getAppletList: ok({ list: [row({})], total: 1 }) },
    });
    const table = await findLoadedTable('站点小程序');
    expect(within(table).getAllByText('青禾读书会')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '版本回退' })).toBeInTheDocument();
    // Visible labels (a <label>, not only an aria-label), tied to their controls.
    for (const name of ['注册与授权', '审核状态']) {
      const box = screen.getByRole('combobox', { name });
      expect(box).not.toHaveAttribute('aria-label');
      expect(screen.getByText(name, { selector: 'label' })).toBeVisible();
    }
  });
});
