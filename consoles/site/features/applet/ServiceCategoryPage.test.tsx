import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '#kit/test/dialogs';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { addBlocked, freeChildren, ServiceCategoryPage } from './ServiceCategoryPage';

const categories: Schema<'AppletCategoryList'> = {
  list: [
    { first: 8, firstName: '教育', second: 33, secondName: '教育信息服务', auditStatus: 'passed', auditReason: '' },
    { first: 150, firstName: '社交', second: 151, secondName: '社区/论坛', auditStatus: 'rejected', auditReason: '资质图片不清晰' },
  ],
  quota: 3,
  limit: 5,
  catalog: [
    {
      id: 8,
      name: '教育',
      sensitive: false,
      qualify: '',
      children: [
        { id: 33, name: '教育信息服务', sensitive: false, qualify: '' },
        { id: 34, name: '在线教育', sensitive: true, qualify: '需提供办学许可证' },
      ],
    },
    { id: 150, name: '社交', sensitive: false, qualify: '', children: [{ id: 151, name: '社区/论坛', sensitive: true, qualify: '' }] },
  ],
};

describe('服务类目（站点）', { timeout: 30_000 }, () => {
  it("lists the categories with WeChat's review, adds a free one and deletes one after confirming", async () => {
    const user = userEvent.setup();
    const { store, sent } = siteTestStore({
      getAppletCategoryList: ok(categories),
      addAppletCategory: ok(undefined, '已添加'),
      deleteAppletCategory: ok(undefined, '已删除'),
    });
    renderPage(<ServiceCategoryPage />, { config: siteConfig, store });
    const table = await findLoadedTable('已添加的服务类目');
    expect(within(table).getByText('资质图片不清晰')).toBeInTheDocument();
    expect(screen.getByText(/最多 5 个类目，本月还可添加 3 次/)).toBeInTheDocument();

    // Without a second-level category nothing is sent.
    await user.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('请选择一级类目')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /一级类目/ }));
    await user.click(await screen.findByRole('option', { name: '教育' }));
    await user.click(screen.getByRole('combobox', { name: /二级类目/ }));
    // 教育信息服务 is already added: only 在线教育 is offered, and it needs a licence.
    expect(screen.queryByRole('option', { name: '教育信息服务' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '在线教育（需资质）' }));
    expect(screen.getByText('需提供办学许可证')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText(/该类目需要资质/)).toBeInTheDocument();
    expect(sent('addAppletCategory')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: '删除 社交 › 社区/论坛' }));
    const dialog = await findDialog('删除服务类目');
    // tabster may leave the dialog aria-hidden in jsdom: its button is found by its text.
    await user.click(within(dialog).getByText('删除', { selector: 'button' }));
    await waitFor(() => expect(sent('deleteAppletCategory')).toHaveLength(1));
    expect(sent('deleteAppletCategory')[0]?.body).toEqual({ first: 150, second: 151 });
  });

  it("says why nothing can be added at WeChat's limits", () => {
    const full = { ...categories, list: Array.from({ length: 5 }, () => categories.list[0]!) };
    expect(addBlocked(full)).toMatch(/上限 5 个/);
    expect(addBlocked({ ...categories, quota: 0 })).toMatch(/次数已用完/);
    expect(addBlocked(categories)).toBe('');
    expect(freeChildren(categories, 8).map((c) => c.id)).toEqual([34]);
  });
});
