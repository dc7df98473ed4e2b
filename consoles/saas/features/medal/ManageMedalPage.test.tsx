import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionLoaded } from '#kit/session/sessionSlice';
import { findDialog } from '#kit/test/dialogs';
import { accountInfo, memoryCookies, ok, scriptedFetch, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { saasConfig } from '../../config';
import { ManageMedalPage } from './ManageMedalPage';

const library: Schema<'LibraryMedal'>[] = [
  {
    id: 1,
    name: '活跃作者',
    description: '发布 5 篇以上帖子的成员',
    icon: '',
    color: '#409EFF',
    rule: { kind: 'posts', threshold: 5 },
    adoptedCount: 2,
    createdAt: '2026-11-01T10:00:00+08:00',
  },
];
const siteMedals: Schema<'SaasMedal'>[] = [
  {
    siteId: 3,
    siteName: '西湖书社',
    id: 7,
    name: '刷屏王',
    description: '发广告最多的人',
    icon: '',
    color: '#F56C6C',
    status: 1,
    autoAward: 0,
    holderCount: 4,
    createdAt: '2026-11-02T10:00:00+08:00',
  },
];

function setup() {
  const { fetch, calls } = scriptedFetch({
    getLibraryMedalList: ok({ list: library, total: 1 }),
    createLibraryMedal: ok({ ...library[0], id: 2, name: '解题高手', adoptedCount: 0 }, '平台勋章已新增'),
    getSaasMedalList: ok({ list: siteMedals, total: 1 }),
    updateSaasMedalStatus: ok(undefined, '勋章已停用'),
  });
  const store = testStore(saasConfig, {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies({ 'saas-Token': 'tok' }),
  });
  store.dispatch(sessionLoaded({ user: accountInfo, roles: ['ContentAudit'], baseRoles: ['ContentAudit'] }));
  renderPage(<ManageMedalPage />, { config: saasConfig, store });
  const sent = (op: string) => calls.filter((c) => c.operationId === op);
  return { sent, user: userEvent.setup() };
}

const hidden = { hidden: true } as const;

describe('勋章监管', { timeout: 30_000 }, () => {
  it('lists the library with its rule and adopting sites, and adds a medal with a rule', async () => {
    const { user, sent } = setup();
    const table = within(await findLoadedTable('平台勋章库'));
    expect(await table.findByText('活跃作者')).toBeInTheDocument();
    expect(table.getByText('发帖数达到 5 篇帖子')).toBeInTheDocument();
    expect(table.getByText('2 个')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增平台勋章' }));
    const dialog = await findDialog('新增平台勋章');
    await user.type(within(dialog).getByLabelText(/^勋章名称/), '解题高手');
    await user.click(within(dialog).getByRole('combobox', { name: '建议规则', ...hidden }));
    await user.click(await screen.findByRole('option', { name: '被采纳回答数达到', ...hidden }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '达标数值', ...hidden }), '3');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('createLibraryMedal')).toHaveLength(1));
    expect(sent('createLibraryMedal')[0].body).toEqual({
      name: '解题高手',
      description: '',
      icon: '',
      color: '#409EFF',
      rule: { kind: 'acceptedAnswers', threshold: 3 },
    });
  });

  it('lists every site’s medals with the site named, and switches an abusive one off', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('tab', { name: '站点勋章' }));
    const table = within(await findLoadedTable('站点勋章'));
    expect(await table.findByText('刷屏王')).toBeInTheDocument();
    expect(table.getByText('西湖书社')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: '停用 刷屏王' }));
    const ask = await findDialog('停用勋章');
    expect(ask).toHaveTextContent('代「西湖书社」停用勋章「刷屏王」？');
    await user.click(within(ask).getByRole('button', { name: '停用', ...hidden }));
    await waitFor(() => expect(sent('updateSaasMedalStatus')).toHaveLength(1));
    expect(sent('updateSaasMedalStatus')[0].body).toEqual({ siteId: 3, id: 7, status: 0 });
  });
});
