import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { type Schema, SectionPostPermission, Switch } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { SectionPage } from './SectionPage';

const base = {
  description: '',
  icon: '',
  categoryId: null,
  categoryName: '',
  postPermission: SectionPostPermission.everyone,
  minRankId: null,
  minRankName: '',
  reviewFirst: false,
  status: Switch.on,
  moderators: [],
} satisfies Partial<Schema<'SectionDetail'>>;

const sections: Schema<'SectionDetail'>[] = [
  { ...base, id: 1, name: '站务公告', sort: 10, postPermission: SectionPostPermission.admins, categoryId: 2, categoryName: '站务中心' },
  {
    ...base,
    id: 4,
    name: '读书笔记',
    description: '摘抄与感想',
    sort: 20,
    postPermission: SectionPostPermission.rank,
    minRankId: 3,
    minRankName: '书虫',
    reviewFirst: true,
    moderators: [{ userId: 12, userName: '林间读书人' }],
  },
  { ...base, id: 7, name: '二手书交换', sort: 30, status: Switch.off },
];

function setup(replies: Parameters<typeof siteTestStore>[0] = {}) {
  const { store, sent } = siteTestStore({
    getSectionList: ok({ list: sections, total: 3 }),
    getSectionCategoryList: ok({ list: [{ id: 2, name: '站务中心', sort: 10, sectionCount: 1 }], total: 1 }),
    getUserRankList: ok([]),
    updateSection: ok({ ...sections[0], status: Switch.off }, '版块已修改'),
    sortSections: ok(undefined, '排序已保存'),
    deleteSection: ok(undefined, '版块已删除'),
    moveSectionContent: ok({ movedPosts: 12, merged: true }, '已合并到目标版块，移动了 12 篇帖子'),
    createSection: ok({ ...sections[0], id: 9, name: '科幻小说' }, '版块已新增'),
    ...replies,
  });
  renderPage(<SectionPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

const table = () => within(screen.getByRole('table', { name: '版块' }));
const hidden = { hidden: true } as const;

describe('版块管理', { timeout: 30_000 }, () => {
  it('lists sections with category, who may post, review-first, moderators and status', async () => {
    setup();
    expect(await table().findByText('站务公告')).toBeInTheDocument();
    expect(table().getByText('站务中心')).toBeInTheDocument();
    expect(table().getByText('仅管理员')).toBeInTheDocument();
    expect(table().getByText('书虫及以上')).toBeInTheDocument();
    expect(table().getByText('林间读书人')).toBeInTheDocument();
    expect(table().getByRole('switch', { name: '显示 二手书交换' })).not.toBeChecked();
    expect(table().getByRole('button', { name: '上移 站务公告' })).toBeDisabled();
    expect(table().getByRole('button', { name: '下移 二手书交换' })).toBeDisabled();
  });

  it('moves a section up by trading places with the one above it', async () => {
    const { user, sent } = setup();
    await user.click(await table().findByRole('button', { name: '上移 读书笔记' }));
    await waitFor(() => expect(sent('sortSections')).toHaveLength(1));
    expect(sent('sortSections')[0].body).toEqual({ sectionIds: [4, 1] });
  });

  it('reorders by dragging a row onto another: the rows between trade places', async () => {
    const { sent } = setup();
    const row = async (name: string) => (await table().findByText(name)).closest('tr')!;
    const from = await row('二手书交换');
    const to = await row('站务公告');
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(from, { dataTransfer });
    fireEvent.dragOver(to, { dataTransfer });
    fireEvent.drop(to, { dataTransfer });
    await waitFor(() => expect(sent('sortSections')).toHaveLength(1));
    expect(sent('sortSections')[0].body).toEqual({ sectionIds: [7, 1, 4] });
  });

  it('merges a section into another after choosing the target and the mode', async () => {
    const { user, sent } = setup();
    await user.click(await table().findByRole('button', { name: '移动/合并 二手书交换' }));
    const dialog = await screen.findByRole('alertdialog', hidden);
    expect(within(dialog).getByText('移动「二手书交换」的内容')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '移动', ...hidden }));
    expect(sent('moveSectionContent')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: '目标版块', ...hidden }));
    expect(screen.queryByRole('option', { name: '二手书交换' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '读书笔记' }));
    await user.click(within(dialog).getByRole('radio', { name: '合并到目标版块', ...hidden }));
    expect(within(dialog).getByText(/删除原版块/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '合并', ...hidden }));
    await waitFor(() => expect(sent('moveSectionContent')).toHaveLength(1));
    expect(sent('moveSectionContent')[0].body).toEqual({ fromId: 7, toId: 4, mode: 'merge' });
    expect(await screen.findByText('已合并到目标版块，移动了 12 篇帖子')).toBeInTheDocument();
  });

  it('shows each section’s icon', async () => {
    setup({ getSectionList: ok({ list: [{ ...sections[0], icon: '/files/3/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' }], total: 1 }) });
    await table().findByText('站务公告');
    expect(document.querySelector('table img')?.getAttribute('src')).toBe('/files/3/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp');
  });

  it('hides a section in place, sending only its status', async () => {
    const { user, sent } = setup();
    await user.click(await table().findByRole('switch', { name: '显示 站务公告' }));
    await waitFor(() => expect(sent('updateSection')).toHaveLength(1));
    expect(sent('updateSection')[0].body).toEqual({ id: 1, status: Switch.off });
  });

  it('creates a section with the contract’s checks, and deletes one after confirming', async () => {
    const { user, sent } = setup();
    await table().findByText('站务公告');
    await user.click(screen.getByRole('button', { name: '新增版块' }));
    const dialog = await findDialog('新增版块');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('请输入版块名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^版块名称/), '科幻小说');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('createSection')).toHaveLength(1));
    expect(sent('createSection')[0].body).toEqual({
      name: '科幻小说',
      description: '',
      icon: '',
      categoryId: 0,
      postPermission: SectionPostPermission.everyone,
      reviewFirst: false,
      status: Switch.on,
      moderatorIds: [],
    });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    await user.click(await screen.findByRole('button', { name: '删除 二手书交换' }));
    await user.click(within(await findDialog('删除版块')).getByRole('button', { name: '删除', ...hidden }));
    await waitFor(() => expect(sent('deleteSection')).toHaveLength(1));
    expect(new URL(sent('deleteSection')[0].request.url).searchParams.get('id')).toBe('7');
  });

  it('shows a refusal in the dialog', async () => {
    const { user } = setup({ updateSection: fail(409, 6, '版块名称已存在，请换一个名称') });
    await user.click(await table().findByRole('button', { name: '编辑 二手书交换' }));
    const dialog = await findDialog('编辑版块');
    await user.clear(within(dialog).getByLabelText(/^版块名称/));
    await user.type(within(dialog).getByLabelText(/^版块名称/), '站务公告');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('版块名称已存在，请换一个名称')).toBeInTheDocument();
  });
});
