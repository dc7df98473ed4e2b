import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import {
  callsOf,
  categories,
  demoSites,
  dialogButton,
  dialogGone,
  findDialog,
  queryOf,
  renderSignedIn,
} from '../../shared/test/renderSignedIn';
import { SiteListPage } from './SiteListPage';

const listReply = ok({ list: demoSites, total: 2 });
const baseReplies = { getSiteList: listReply, getSiteCategory: ok(categories) };
const table = () => screen.getByRole('table', { name: '站点列表' });
const rowOf = async (name: string) => (await within(table()).findByText(name)).closest('tr') as HTMLElement;

describe('站点列表', { timeout: 20_000 }, () => {
  it('shows a holder their sites with licences, console links and renew/upgrade links, without owner column or filter', async () => {
    const { calls } = renderSignedIn(<SiteListPage />, { replies: baseReplies });
    const demo = await rowOf('青禾读书会');
    // The holder owns it: the link enters through the handoff page, which carries no token.
    expect(within(demo).getByRole('link', { name: '青禾读书会' })).toHaveAttribute(
      'href',
      'http://demo.localhost:8080/console/auth-redirect',
    );
    expect(within(demo).getByRole('link', { name: '青禾读书会' })).toHaveAttribute('target', '_blank');
    expect(demo).toHaveTextContent('专业版');
    expect(demo).toHaveTextContent('有效');
    expect(within(demo).getByRole('link', { name: '续费' })).toHaveAttribute('href', '/order/renewProduct/1');
    expect(within(demo).getByRole('link', { name: '升级' })).toHaveAttribute('href', '/order/buyProduct/1');
    const run = await rowOf('西湖跑团');
    expect(run).toHaveTextContent('长期有效');
    expect(within(run).queryByRole('link', { name: '续费' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '站长' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('站长账号编号')).not.toBeInTheDocument();
    expect(queryOf(callsOf(calls, 'getSiteList')[0].request)).toEqual({ page: '1', pageSize: '20' });
  });

  it('lets a manager with Site filter by owner id (no account search without Account)', async () => {
    const { calls, user } = renderSignedIn(<SiteListPage />, { roles: ['Site'], account: { id: 9 }, replies: baseReplies });
    await rowOf('青禾读书会');
    expect(screen.getByRole('columnheader', { name: '站长' })).toBeInTheDocument();
    // Not the owner: no ordering links, and the console link leads to its login page.
    expect(within(await rowOf('青禾读书会')).queryByRole('link', { name: '续费' })).not.toBeInTheDocument();
    expect(within(await rowOf('青禾读书会')).getByRole('link', { name: '青禾读书会' })).toHaveAttribute(
      'href',
      'http://demo.localhost:8080/console/',
    );
    await user.type(screen.getByLabelText('站长账号编号'), '3x');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '读书');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(callsOf(calls, 'getSiteList')).toHaveLength(2));
    expect(queryOf(callsOf(calls, 'getSiteList')[1].request)).toEqual({ page: '1', pageSize: '20', keyword: '读书', masterId: '3' });
  });

  it('offers an account search as owner filter to managers with Account', async () => {
    renderSignedIn(<SiteListPage />, {
      roles: ['Site', 'Account'],
      replies: { ...baseReplies, getAccountList: ok({ list: [], total: 0 }) },
    });
    expect(await screen.findByRole('combobox', { name: '站长' })).toBeInTheDocument();
  });

  it('checks the create form with the contract messages and hints the host', async () => {
    const { calls, user } = renderSignedIn(<SiteListPage />, { replies: baseReplies });
    await user.click(screen.getByRole('button', { name: '创建站点' }));
    const dialog = await findDialog('创建站点');
    await user.click(dialogButton(dialog, '创建'));
    expect(await within(dialog).findByText('请输入站点名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入站点标识')).toBeInTheDocument();
    expect(within(dialog).getAllByText('请选择站点分类').length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText(/^站点标识/), 'Movie');
    expect(within(dialog).getByLabelText(/^站点标识/)).toHaveValue('movie');
    expect(dialog).toHaveTextContent(`站点地址：movie.${window.location.host}`);
    expect(callsOf(calls, 'createSite')).toHaveLength(0);
  });

  it('creates a site, shows a taken slug under the field, and closes on success', async () => {
    let attempt = 0;
    const { calls, user } = renderSignedIn(<SiteListPage />, {
      replies: {
        ...baseReplies,
        createSite: () =>
          ++attempt === 1 ? fail(409, 6, '该站点标识已被使用') : ok({ ...demoSites[0], id: 3, slug: 'movie' }, '站点已创建'),
      },
    });
    await user.click(screen.getByRole('button', { name: '创建站点' }));
    const dialog = await findDialog('创建站点');
    await user.type(within(dialog).getByLabelText(/^站点名称/), '青禾观影社');
    await user.type(within(dialog).getByLabelText(/^站点标识/), 'demo');
    await user.click(within(dialog).getByLabelText(/^站点分类/));
    await user.click(await screen.findByText('兴趣爱好', { selector: '[role=option]' }));
    await user.click(dialogButton(dialog, '创建'));
    await waitFor(() => expect(within(dialog).getAllByText('该站点标识已被使用').length).toBeGreaterThan(0));
    await user.clear(within(dialog).getByLabelText(/^站点标识/));
    await user.type(within(dialog).getByLabelText(/^站点标识/), 'movie');
    await user.type(within(dialog).getByLabelText('站点简介'), '一起看电影');
    await user.click(dialogButton(dialog, '创建'));
    await waitFor(() => expect(callsOf(calls, 'createSite')).toHaveLength(2));
    expect(callsOf(calls, 'createSite')[1].body).toEqual({ name: '青禾观影社', slug: 'movie', categoryId: 7, description: '一起看电影' });
    expect((await screen.findAllByText('站点已创建')).length).toBeGreaterThan(0);
    await dialogGone('创建站点');
  });

  it('deletes only after the slug is typed; cancel sends nothing', async () => {
    const { calls, user } = renderSignedIn(<SiteListPage />, { replies: { ...baseReplies, deleteSite: ok(undefined, '站点已删除') } });
    const openDelete = async () => {
      await user.click(within(await rowOf('西湖跑团')).getByRole('button', { name: '更多操作：西湖跑团' }));
      await user.click(await screen.findByRole('menuitem', { name: '删除' }));
      return findDialog('删除站点「西湖跑团」');
    };
    let confirm = await openDelete();
    expect(confirm).toHaveTextContent('不可恢复');
    await user.click(dialogButton(confirm, '取消'));
    await dialogGone('删除站点「西湖跑团」');
    confirm = await openDelete();
    const button = dialogButton(confirm, '永久删除');
    expect(button).toBeDisabled();
    await user.type(within(confirm).getByLabelText('请输入 demo2 以确认'), 'demo2');
    await user.click(button);
    await waitFor(() => expect(callsOf(calls, 'deleteSite')).toHaveLength(1));
    expect(callsOf(calls, 'deleteSite')[0].body).toEqual({ id: 2 });
    expect((await screen.findAllByText('站点已删除')).length).toBeGreaterThan(0);
  });

  it('transfers to a mobile after checking it', async () => {
    const { calls, user } = renderSignedIn(<SiteListPage />, {
      replies: { ...baseReplies, transferSite: ok({ ...demoSites[0], masterId: 5 }, '站点已转让') },
    });
    await user.click(within(await rowOf('青禾读书会')).getByRole('button', { name: '更多操作：青禾读书会' }));
    await user.click(await screen.findByRole('menuitem', { name: '转让' }));
    const dialog = await findDialog('转让站点「青禾读书会」');
    expect(dialog).toHaveTextContent('转让后对方成为站长');
    await user.type(within(dialog).getByLabelText(/^新站长手机号/), '1390000');
    await user.click(dialogButton(dialog, '确认转让'));
    expect(await within(dialog).findByText('请输入正确的手机号')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^新站长手机号/), '0005');
    await user.click(dialogButton(dialog, '确认转让'));
    await waitFor(() => expect(callsOf(calls, 'transferSite')).toHaveLength(1));
    expect(callsOf(calls, 'transferSite')[0].body).toEqual({ siteId: 1, accountMobile: '13900000005' });
  });

  it('shows a site’s users in a drawer and its anonymous user', async () => {
    const { calls, user } = renderSignedIn(<SiteListPage />, {
      replies: {
        ...baseReplies,
        querySiteUsers: ok({
          list: [
            {
              id: 12,
              siteId: 1,
              siteName: '青禾读书会',
              account: 'reader_lin',
              mobile: '139****0021',
              userName: '林间读书人',
              userType: 0,
              roles: ['User'],
              status: 1,
              points: 1280,
              rankName: '资深书友',
              createdAt: '2026-06-01T00:12:40.000Z',
              lastLoginAt: null,
            },
          ],
          total: 1,
        }),
        findAnonymousUser: ok({ id: 2, siteId: 1, userName: '匿名用户', avatarUrl: '' }),
      },
    });
    await user.click(within(await rowOf('青禾读书会')).getByRole('button', { name: '站点用户' }));
    const drawer = await findDialog('站点用户 · 青禾读书会');
    expect(await within(drawer).findByText('林间读书人')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('1,280');
    expect(drawer).toHaveTextContent('用户管理');
    expect(queryOf(callsOf(calls, 'querySiteUsers')[0].request)).toEqual({ siteId: '1', page: '1', pageSize: '20' });
    await user.click(within(drawer).getByLabelText('关闭'));
    await dialogGone('站点用户 · 青禾读书会');
    await user.click(within(await rowOf('青禾读书会')).getByRole('button', { name: '更多操作：青禾读书会' }));
    await user.click(await screen.findByRole('menuitem', { name: '匿名用户' }));
    const dialog = await findDialog('匿名用户 · 青禾读书会');
    expect(await within(dialog).findByText('用户编号 2')).toBeInTheDocument();
    expect(queryOf(callsOf(calls, 'findAnonymousUser')[0].request)).toEqual({ siteId: '1' });
  });
});
