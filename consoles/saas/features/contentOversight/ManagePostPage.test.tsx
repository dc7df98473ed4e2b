import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { callsOf, dialogButton, findDialog, queryOf, renderSignedIn } from '../../shared/test/renderSignedIn';
import { ManagePostPage } from './ManagePostPage';

const post = (over: Partial<Schema<'SaasPostItem'>>): Schema<'SaasPostItem'> => ({
  siteId: 1,
  siteName: '青禾读书会',
  id: 10,
  sectionId: 4,
  sectionName: '科幻小说',
  title: '重读《三体》',
  excerpt: '第三次读三体……',
  images: [],
  author: { id: 12, name: '林间读书人', avatar: '', home: true },
  status: 20,
  pinned: false,
  featured: false,
  locked: false,
  commentCount: 2,
  likeCount: 5,
  viewCount: 80,
  createdAt: '2026-11-20T08:30:00.000Z',
  activeAt: '2026-11-20T08:30:00.000Z',
  reason: '',
  titleHighlight: '重读《<em>三体</em>》',
  ...over,
});
const posts = [
  post({}),
  post({ siteId: 2, siteName: '西湖跑团', id: 7, title: '跑步听三体', titleHighlight: '跑步听<em>三体</em>', status: 10 }),
];

function setup() {
  return renderSignedIn(<ManagePostPage />, {
    roles: ['ContentAudit'],
    replies: {
      getSaasPostList: ok({ list: posts, total: 2 }),
      getSiteList: ok({ list: [], total: 0 }),
      moderateSaasPosts: (request) => ({ body: { type: 1, data: { changed: [], skipped: [] }, description: request.url } }),
    },
  });
}

const table = () => screen.getByRole('table', { name: '帖子监管' });

describe('帖子监管', { timeout: 30_000 }, () => {
  it('shows every site’s posts with the server’s highlight and the status, and searches by keyword', async () => {
    const { calls, user } = setup();
    // The first rows may be the loading row: wait for the posts themselves.
    await within(await findLoadedTable('帖子监管')).findByText('青禾读书会');
    const rows = within(table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('青禾读书会');
    expect(rows[1]).toHaveTextContent('已发布');
    expect(rows[2]).toHaveTextContent('西湖跑团');
    expect(rows[2]).toHaveTextContent('待审核');
    expect(rows[1].querySelector('em')?.textContent).toBe('三体');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '三体');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(callsOf(calls, 'getSaasPostList')).toHaveLength(2));
    expect(queryOf(callsOf(calls, 'getSaasPostList')[1].request)).toEqual({ page: '1', pageSize: '20', keyword: '三体' });
  });

  it('hides the checked posts with a reason, one request per site', async () => {
    const { calls, user } = setup();
    await within(await findLoadedTable('帖子监管')).findByText('西湖跑团');
    await user.click(within(table()).getByRole('checkbox', { name: '选择本页全部' }));
    expect(screen.getByText('已选 2 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '屏蔽' }));
    const dialog = await findDialog('屏蔽帖子');
    await user.click(dialogButton(dialog, '屏蔽'));
    expect(await within(dialog).findByText('请填写屏蔽原因')).toBeInTheDocument();
    expect(callsOf(calls, 'moderateSaasPosts')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), '含有广告');
    await user.click(dialogButton(dialog, '屏蔽'));
    await waitFor(() => expect(callsOf(calls, 'moderateSaasPosts')).toHaveLength(2));
    expect(callsOf(calls, 'moderateSaasPosts').map((c) => c.body)).toEqual([
      { siteId: 1, ids: [10], action: 'hide', reason: '含有广告' },
      { siteId: 2, ids: [7], action: 'hide', reason: '含有广告' },
    ]);
  });
});
