import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import type { Schema } from '#sdk';
import { callsOf, categories, demoSites, dialogButton, findDialog, queryOf, renderSignedIn } from '../../shared/test/renderSignedIn';
import { SiteListPage } from './SiteListPage';

const pending: Schema<'SiteDomain'> = {
  id: 4,
  siteId: 1,
  hostname: 'bbs.example.com',
  status: 'pending',
  method: 'dns',
  token: '3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b',
  txtName: '_commune-verify.bbs.example.com',
  txtValue: 'commune-verify=3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b',
  fileUrl: 'http://bbs.example.com/.well-known/commune-verify.txt',
  primary: false,
  checkedAt: null,
  error: null,
  verifiedAt: null,
  createdAt: '2026-11-24T02:00:00.000Z',
};
const failed = {
  ...pending,
  status: 'failed',
  checkedAt: '2026-11-24T02:05:00.000Z',
  error: '未找到 TXT 记录 _commune-verify.bbs.example.com',
};

async function openDomains(replies: Record<string, unknown>) {
  const rendered = renderSignedIn(<SiteListPage />, {
    replies: { getSiteList: ok({ list: demoSites, total: 2 }), getSiteCategory: ok(categories), ...replies } as never,
  });
  const row = (await within(screen.getByRole('table', { name: '站点列表' })).findByText('青禾读书会')).closest('tr') as HTMLElement;
  await rendered.user.click(within(row).getByRole('button', { name: '更多操作：青禾读书会' }));
  await rendered.user.click(await screen.findByRole('menuitem', { name: '域名' }));
  return { ...rendered, dialog: await findDialog('域名 · 青禾读书会') };
}

describe('站点域名', { timeout: 20_000 }, () => {
  it('lists the site’s domains with the TXT record to create', async () => {
    const { calls, dialog } = await openDomains({ getSiteDomainList: ok([pending]) });
    expect(await within(dialog).findByText('bbs.example.com')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('待验证');
    expect(dialog).toHaveTextContent('_commune-verify.bbs.example.com');
    expect(dialog).toHaveTextContent('commune-verify=3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b');
    expect(queryOf(callsOf(calls, 'getSiteDomainList')[0].request)).toEqual({ siteId: '1' });
  });

  it('checks the host name with the contract’s message, lower-cases it and adds it', async () => {
    const { calls, user, dialog } = await openDomains({
      getSiteDomainList: ok([]),
      addSiteDomain: ok(pending, '域名已添加，请按说明完成验证'),
    });
    expect(await within(dialog).findByText('还没有绑定域名。')).toBeInTheDocument();
    const input = await within(dialog).findByPlaceholderText('bbs.example.com');
    await user.type(input, '1.2.3.4');
    await user.click(dialogButton(dialog, '添加'));
    expect(await within(dialog).findByText(/不能是 IP 地址/)).toBeInTheDocument();
    expect(callsOf(calls, 'addSiteDomain')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'BBS.Example.com');
    expect(input).toHaveValue('bbs.example.com');
    await user.click(within(dialog).getByLabelText('HTTP 文件'));
    await user.click(dialogButton(dialog, '添加'));
    await waitFor(() => expect(callsOf(calls, 'addSiteDomain')).toHaveLength(1));
    expect(callsOf(calls, 'addSiteDomain')[0].body).toEqual({ siteId: 1, hostname: 'bbs.example.com', method: 'http' });
  });

  it('verifies: a refusal reloads the list, which shows why it failed', async () => {
    let listed = 0;
    const { calls, user, dialog } = await openDomains({
      getSiteDomainList: () => ok([listed++ === 0 ? pending : failed]),
      verifySiteDomain: fail(409, 6, '域名验证未通过：未找到 TXT 记录 _commune-verify.bbs.example.com'),
    });
    await user.click(await within(dialog).findByText('验证', { selector: 'button' }, { timeout: 5000 }));
    expect(
      await within(dialog).findByText('上次验证未通过：未找到 TXT 记录 _commune-verify.bbs.example.com', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(callsOf(calls, 'verifySiteDomain')[0].body).toEqual({ siteId: 1, id: 4 });
    expect(dialog).toHaveTextContent('验证失败');
  });
});
