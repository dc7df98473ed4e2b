import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#kit/format/time';
import { accountInfo, fail, ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import { dialogButton, findDialog, paidOrder, renderAt } from '../../shared/test/orderFixtures';
import { ActivateLicensePage } from './ActivateLicensePage';
import { codesText } from './CreatedCodesDialog';
import { LicenseCodePage } from './LicenseCodePage';

const code = {
  id: 7,
  codeTail: '7QK2',
  licenseType: 2 as const,
  months: 12,
  note: '2026 年双十一活动赠送',
  status: 'unused' as const,
  createdAt: '2026-11-11T09:00:00+08:00',
  createdByName: '周敏',
  usedAt: null,
  usedSiteId: null,
  usedSiteName: '',
};
const created = [
  { id: 8, code: 'H7KD-2MPX-9QTR-7QK2', licenseType: 3 as const, months: 6 },
  { id: 9, code: 'Q2WE-R4TY-U6IO-P8AS', licenseType: 3 as const, months: 6 },
];

describe('授权码', { timeout: 30_000 }, () => {
  it('lists codes by their last four characters and revokes an unused one after confirming', async () => {
    const user = userEvent.setup();
    const view = renderAt(
      '/siteManage/licenseCode',
      '/siteManage/licenseCode',
      <LicenseCodePage />,
      {
        getLicenseCodeList: ok({
          list: [
            code,
            {
              ...code,
              id: 6,
              codeTail: 'AB12',
              status: 'used',
              usedAt: '2026-11-12T10:00:00+08:00',
              usedSiteId: 2,
              usedSiteName: '西湖跑团',
            },
          ],
          total: 2,
        }),
        revokeLicenseCode: ok(undefined, '授权码已作废'),
      },
      { roles: ['Site'] },
    );
    const table = await findLoadedTable('授权码');
    await within(table).findByText('****-****-****-7QK2');
    const [, unused, used] = within(table).getAllByRole('row');
    expect(within(unused).getByText('****-****-****-7QK2')).toBeInTheDocument();
    expect(within(unused).getByText('未使用')).toBeInTheDocument();
    expect(within(used).getByText('西湖跑团')).toBeInTheDocument();
    expect(within(used).queryByRole('button', { name: '作废' })).not.toBeInTheDocument();
    await user.click(within(unused).getByRole('button', { name: '作废' }));
    const dialog = await findDialog('作废授权码');
    await user.click(dialogButton(dialog, '作废'));
    await waitFor(() => expect(view.query('revokeLicenseCode')).toEqual([{ id: '7' }]));
  });

  it('generates codes and shows them in full this once, with a warning and a copy button', async () => {
    const user = userEvent.setup();
    const view = renderAt(
      '/siteManage/licenseCode',
      '/siteManage/licenseCode',
      <LicenseCodePage />,
      {
        getLicenseCodeList: ok({ list: [], total: 0 }),
        createLicenseCodes: ok(created, '已生成 2 个授权码'),
      },
      { roles: ['Site'] },
    );
    expect(await screen.findByText('还没有生成授权码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '生成授权码' }));
    const form = await findDialog('生成授权码');
    await user.click(within(form).getByLabelText('旗舰版'));
    await user.clear(within(form).getByLabelText(/^时长（月）/));
    await user.type(within(form).getByLabelText(/^时长（月）/), '6');
    await user.clear(within(form).getByLabelText(/^数量/));
    await user.type(within(form).getByLabelText(/^数量/), '51');
    await user.click(dialogButton(form, '生成'));
    expect(await within(form).findByText('数量不能大于50')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^数量/));
    await user.type(within(form).getByLabelText(/^数量/), '2');
    await user.type(within(form).getByLabelText('备注'), '校园推广');
    await user.click(dialogButton(form, '生成'));
    await waitFor(() => expect(view.bodies('createLicenseCodes')).toEqual([{ licenseType: 3, months: 6, quantity: 2, note: '校园推广' }]));

    const shown = await findDialog('已生成 2 个授权码');
    expect(within(shown).getByText('授权码只显示这一次')).toBeInTheDocument();
    expect(within(shown).getByText(/关闭后将无法再次查看完整授权码/)).toBeInTheDocument();
    expect(within(shown).getByText('H7KD-2MPX-9QTR-7QK2')).toBeInTheDocument();
    expect(within(shown).getByText('Q2WE-R4TY-U6IO-P8AS')).toBeInTheDocument();
    expect(dialogButton(shown, '复制全部')).toBeInTheDocument();
    expect(codesText(created)).toBe('H7KD-2MPX-9QTR-7QK2  旗舰版 6 个月\nQ2WE-R4TY-U6IO-P8AS  旗舰版 6 个月');
    await user.click(dialogButton(shown, '我已保存，关闭'));
    await waitFor(() => expect(screen.queryByText('H7KD-2MPX-9QTR-7QK2')).not.toBeInTheDocument());
  });
});

const site = (id: number, name: string, slug: string, masterId = accountInfo.id) => ({
  id,
  name,
  slug,
  host: `${slug}.localhost`,
  url: '',
  consoleUrl: '',
  description: '',
  categoryId: 1,
  categoryName: '综合社区',
  masterId,
  masterName: '陈思远',
  masterMobile: '138****0002',
  licenseType: 1 as const,
  licenseStatus: 'active' as const,
  licenseExpiresAt: null,
  memberCount: 1,
  createdAt: '2026-05-12T15:00:00+08:00',
});

describe('激活授权', { timeout: 30_000 }, () => {
  it('asks a signed-out visitor to log in first and comes back here', async () => {
    const user = userEvent.setup();
    const view = renderAt('/ActivateLicense', '/ActivateLicense', <ActivateLicensePage />, {}, { token: null });
    expect(screen.getByText('请先登录站点管理中心，再为你的站点激活授权码。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录后激活' }));
    expect(view.where()).toBe('/login?redirect=%2FActivateLicense');
    expect(view.calls).toHaveLength(0);
  });

  it('activates a code on one of one’s own sites and shows the order and new expiry', async () => {
    const user = userEvent.setup();
    const order = {
      ...paidOrder,
      id: 44,
      kind: 'licenseCode' as const,
      payMethod: 'licenseCode' as const,
      amountFen: 0,
      orderNo: 'CM20261121000044',
    };
    const view = renderAt(
      '/ActivateLicense',
      '/ActivateLicense',
      <ActivateLicensePage />,
      {
        // A manager with Site would see others' sites too: only one's own are offered.
        getSiteList: ok({ list: [site(2, '西湖跑团', 'demo2'), site(9, '别人的站点', 'other', 99)], total: 2 }),
        activateLicense: ok(order, '授权已激活'),
      },
      { roles: ['Site'] },
    );
    await user.click(await screen.findByRole('button', { name: '激活' }));
    expect(await screen.findByText('请选择要激活的站点')).toBeInTheDocument();
    expect(screen.getByText('请输入授权码')).toBeInTheDocument();
    expect(view.query('getSiteList')[0]).toMatchObject({ masterId: String(accountInfo.id) });

    await user.click(screen.getByRole('combobox', { name: /^站点/ }));
    expect(screen.queryByRole('option', { name: /别人的站点/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '西湖跑团（demo2）· 基础版' }));
    await user.type(screen.getByLabelText(/^授权码/), 'h7kd-2mpx');
    await user.tab();
    expect(await screen.findByText('授权码格式应为 XXXX-XXXX-XXXX-XXXX')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^授权码/));
    await user.type(screen.getByLabelText(/^授权码/), 'h7kd 2mpx 9qtr 7qk2');
    await user.click(screen.getByRole('button', { name: '激活' }));
    await waitFor(() => expect(view.bodies('activateLicense')).toEqual([{ siteId: 2, code: 'H7KD-2MPX-9QTR-7QK2' }]));
    expect(await screen.findByText('授权已激活', { selector: '.fui-MessageBarTitle' })).toBeInTheDocument();
    expect(screen.getByText(`西湖跑团 已开通专业版 12 个月，授权到期：${formatDateTime(order.licenseExpiresAt)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/order/seeOrder/44');
  });

  it('keeps the form when the server refuses the code', async () => {
    const user = userEvent.setup();
    const view = renderAt('/ActivateLicense', '/ActivateLicense', <ActivateLicensePage />, {
      getSiteList: ok({ list: [site(2, '西湖跑团', 'demo2')], total: 1 }),
      activateLicense: fail(409, 6, '授权码已被使用'),
    });
    await user.click(await screen.findByRole('combobox', { name: /^站点/ }));
    await user.click(await screen.findByRole('option', { name: '西湖跑团（demo2）· 基础版' }));
    await user.type(screen.getByLabelText(/^授权码/), 'H7KD-2MPX-9QTR-7QK2');
    await user.click(screen.getByRole('button', { name: '激活' }));
    expect((await screen.findAllByText('授权码已被使用')).length).toBeGreaterThan(0);
    expect(view.bodies('activateLicense')).toHaveLength(1);
    expect(screen.getByPlaceholderText('XXXX-XXXX-XXXX-XXXX')).toHaveValue('H7KD-2MPX-9QTR-7QK2');
  });
});
