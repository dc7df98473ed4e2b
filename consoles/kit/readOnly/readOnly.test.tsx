import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import { api } from '#kit/request/api';
import { standardRoutes } from '#kit/routes/standardRoutes';
import { accountInfo, fail, memoryCookies, ok, scriptedFetch, testConfig } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { READ_ONLY_BANNER, watchReadOnly } from './readOnly';

vi.setConfig({ testTimeout: 30_000 });

const config: ConsoleConfig = testConfig({
  routes: [
    { path: '/login', public: true, bare: true, component: () => <p>登录页</p>, meta: { title: '登录' } },
    ...standardRoutes(),
    { path: '/index', name: 'Home', component: () => <p>首页内容</p>, meta: { title: '首页' } },
  ],
});

/**
 * The server in read-only mode or not, as `mode.readOnly` says: every answer (refusals and unscripted 404s too)
 * carries `x-read-only: 1` while it is.
 */
function server() {
  const mode = { readOnly: true };
  const scripted = scriptedFetch({
    getTokenAccount: ok(accountInfo),
    getPermissionList: ok(['Site']),
    getSaasMessageCount: ok([]),
    saasLogout: () => (mode.readOnly ? fail(503, 8, '站点维护中，暂时只能浏览') : ok(undefined, '已退出')),
  });
  const fetch = async (request: Request) => {
    const answer = await scripted.fetch(request);
    if (mode.readOnly) answer.headers.set('x-read-only', '1');
    return answer;
  };
  return { mode, fetch, calls: scripted.calls };
}

const banner = () => screen.queryByText(READ_ONLY_BANNER);

describe('watchReadOnly', () => {
  it('reports each answer’s mark, and nothing for a request that got no answer', async () => {
    const report = vi.fn();
    const marked = new Response('{}', { headers: { 'x-read-only': '1' } });
    const watched = watchReadOnly(vi.fn().mockResolvedValueOnce(marked).mockResolvedValueOnce(new Response('{}')), report);
    await watched(new Request('http://x.test/api/a'));
    await watched(new Request('http://x.test/api/a'));
    expect(report.mock.calls).toEqual([[true], [false]]);
    const offline = watchReadOnly(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')), report);
    await expect(offline(new Request('http://x.test/api/a'))).rejects.toThrow('Failed to fetch');
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('the consoles’ read-only banner', () => {
  it('shows under the navbar while answers say read-only, and goes by itself with the first that does not', async () => {
    const { mode, fetch } = server();
    const view = renderConsole({
      config,
      path: '/index',
      storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'saas-Token': 'tok' }) },
    });
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    const shown = await screen.findByText(READ_ONLY_BANNER);
    // Inside the layout's sticky header, after the navbar: in view on every signed-in page.
    expect(screen.getAllByRole('banner')[0].compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(READ_ONLY_BANNER)).toHaveLength(1);

    // The primary is back: the next answer (any read) carries no mark, and the banner leaves without a reload.
    mode.readOnly = false;
    await act(() => view.store.dispatch(api.endpoints.getSaasMessageCount.initiate(undefined, { forceRefetch: true })));
    await waitFor(() => expect(banner()).toBeNull());

    // And comes back with the next marked answer: a refused write says so as well.
    mode.readOnly = true;
    const result = await act(() => view.store.dispatch(api.endpoints.saasLogout.initiate()));
    expect(result).toMatchObject({ error: { status: 503, description: '站点维护中，暂时只能浏览' } });
    expect(await screen.findByText(READ_ONLY_BANNER)).toBeInTheDocument();
  });

  it('shows on the bare pages (login) too, above the page', async () => {
    const { mode, fetch } = server();
    const view = renderConsole({ config, path: '/login', storeOptions: { client: { baseUrl: 'http://console.test', fetch } } });
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(banner()).toBeNull();
    await act(() => view.store.dispatch(api.endpoints.getSaasMessageCount.initiate(undefined)));
    const shown = await screen.findByText(READ_ONLY_BANNER);
    expect(shown.compareDocumentPosition(screen.getByText('登录页')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    mode.readOnly = false;
    await act(() => view.store.dispatch(api.endpoints.getSaasMessageCount.initiate(undefined, { forceRefetch: true })));
    await waitFor(() => expect(banner()).toBeNull());
  });
});
