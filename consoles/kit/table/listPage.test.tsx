import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionLoaded } from '#kit/session/sessionSlice';
import { accountInfo, memoryCookies, ok, scriptedFetch, testConfig, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { DataTable } from './DataTable';
import { EntityPicker } from './EntityPicker';
import { FilterBar } from './FilterBar';
import { KeywordFilter } from './KeywordFilter';
import { Pager } from './Pager';
import { useListPage } from './useListPage';

const site = (id: number) => ({ id, name: `站点${id}`, slug: `s${id}` });
const config = testConfig();

function signedIn(replies: Parameters<typeof scriptedFetch>[0], roles = ['admin']) {
  const { fetch, calls } = scriptedFetch(replies);
  const store = testStore(config, { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'saas-Token': 'tok' }) });
  store.dispatch(sessionLoaded({ user: accountInfo, roles, baseRoles: roles }));
  const queries = (id: string) =>
    calls.filter((c) => c.operationId === id).map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
  return { store, queries };
}

function SiteList() {
  const list = useListPage({
    operation: 'getSiteList',
    empty: { keyword: '' },
    pageSize: 10,
    toInput: (filters, at) => ({
      query: { page: at.page, pageSize: at.pageSize, ...(filters.keyword ? { keyword: filters.keyword } : {}) },
    }),
  });
  return (
    <>
      <FilterBar onSearch={list.search} onReset={list.reset}>
        <KeywordFilter value={list.draft.keyword} onChange={(v) => list.edit('keyword', v)} placeholder="站点名称" />
      </FilterBar>
      <DataTable label="站点" columns={[{ key: 'name', title: '名称', render: (s) => s.name }]} rowKey={(s) => s.id} {...list.table} />
      <Pager {...list.pager} />
    </>
  );
}

describe('useListPage (numbered pages)', { timeout: 30_000 }, () => {
  it('reads the list with the applied filters and page, wiring the table and the pager', async () => {
    const { store, queries } = signedIn({
      getSiteList: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return ok({ list: [site(page * 10 + 1), site(page * 10 + 2)], total: 25 });
      },
    });
    renderPage(<SiteList />, { config, store });
    const user = userEvent.setup();
    expect(await screen.findByText('站点11')).toBeInTheDocument();
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByText('站点31')).toBeInTheDocument();
    await user.type(screen.getByLabelText('关键词'), '青禾');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queries('getSiteList').at(-1)).toEqual({ page: '1', pageSize: '10', keyword: '青禾' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    // The first page without filters is still cached: shown again, not asked for again.
    expect(await screen.findByText('站点11')).toBeInTheDocument();
    expect(screen.getByLabelText('关键词')).toHaveValue('');
    expect(queries('getSiteList').map((q) => q.page)).toEqual(['1', '3', '1']);
  });

  it('shows a failure in the table with a retry', async () => {
    const { store } = signedIn({ getSiteList: { status: 403, body: { type: 4, description: '没有权限查看站点' } } });
    renderPage(<SiteList />, { config, store });
    expect(await within(screen.getByRole('table', { name: '站点' })).findByText('加载失败：没有权限查看站点')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <EntityPicker
      operation="getAccountList"
      label="站长"
      placeholder="搜索姓名或手机号"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      toInput={(keyword) => ({ query: { page: 1, pageSize: 10, ...(keyword ? { keyword } : {}) } })}
      toOption={(a) => ({ value: String(a.id), text: `${a.userName}（${a.accountMobile}）` })}
      idLabel="站长账号编号"
    />
  );
}

describe('EntityPicker', { timeout: 30_000 }, () => {
  it('searches through the operation and picks one object', async () => {
    const picked: string[] = [];
    const account = { ...accountInfo, id: 7, userName: '林小满', accountMobile: '13900000007' };
    const { store, queries } = signedIn({ getAccountList: ok({ list: [account], total: 1 }) }, ['Account']);
    renderPage(<Picker onChange={(v) => picked.push(v)} />, { config, store });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: '站长' }), '林');
    await waitFor(() => expect(queries('getAccountList').at(-1)).toMatchObject({ keyword: '林' }));
    await user.click(await screen.findByRole('option', { name: '林小满（13900000007）' }));
    expect(picked.at(-1)).toBe('7');
  });

  it('is a number field for a session that may not search', async () => {
    const picked: string[] = [];
    const { store, queries } = signedIn({}, ['Order']);
    renderPage(<Picker onChange={(v) => picked.push(v)} />, { config, store });
    await userEvent.setup().type(screen.getByRole('textbox', { name: '站长账号编号' }), '1a2');
    expect(picked.at(-1)).toBe('12');
    expect(queries('getAccountList')).toEqual([]);
  });
});
