import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

const TOKEN = MEMBER_TOKEN;
const notice = (id: number, read: boolean, link = '') => ({
  id,
  kind: 'reportResolved',
  title: '你的举报已处理',
  content: `你举报的帖子“低价代写论文”经核实违反社区规定，已被屏蔽。感谢你维护社区。（${id}）`,
  link,
  read,
  createdAt: '2026-11-21T09:00:00.000Z',
});

describe('notifications', () => {
  it('shows the unread count on the bell, lists the notifications and marks all read', async () => {
    let unread = 2;
    const view = renderMember(
      '/notifications',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyNotificationCount: () => ok({ unread }),
        getMyNotificationList: ok({ list: [notice(2, false, '/post/7'), notice(1, false)], nextCursor: null }),
        readNotification: () => {
          unread = 0;
          return ok({ changed: 2, unread: 0 }, '已标为已读');
        },
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('link', { name: '通知，2 条未读' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByText('你的举报已处理')).toHaveLength(2);
    expect(within(list).getAllByText('举报已处理')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(view.callsOf('readNotification')[0]?.body).toEqual({}));
    expect(await screen.findByRole('link', { name: '通知' })).toBeInTheDocument();
  });

  it('sends readers who are not signed in to the login page', async () => {
    const view = renderMember('/notifications', { getMemberSite: ok(memberSite) });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });
});

describe('report', () => {
  it('reports a post with a reason that takes text', async () => {
    const post = {
      id: 7,
      sectionId: 4,
      sectionName: '科幻小说',
      title: '低价代写论文',
      content: '<p>加微信</p>',
      images: [],
      author: { id: 99, name: '广告小号', avatar: '', home: true },
      status: 20,
      pinned: false,
      featured: false,
      locked: false,
      commentCount: 0,
      likeCount: 0,
      viewCount: 3,
      createdAt: '2026-11-20T08:30:00.000Z',
      activeAt: '2026-11-20T08:30:00.000Z',
      reason: '',
      liked: false,
      mine: false,
      updatedAt: '2026-11-20T08:30:00.000Z',
    };
    const view = renderMember(
      '/post/7',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyNotificationCount: ok({ unread: 0 }),
        getPost: ok(post),
        getCommentList: ok({ list: [], nextCursor: null }),
        getImpeachReasons: ok({
          list: [
            { name: '垃圾广告', takesText: false },
            { name: '其他', takesText: true },
          ],
        }),
        createImpeach: ok({ id: 1, reportCount: 1 }, '举报已提交，感谢你维护社区'),
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('button', { name: '举报' }));
    const dialog = await screen.findByRole('dialog', { name: '举报帖子' });
    fireEvent.click(await within(dialog).findByLabelText('其他'));
    fireEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
    expect(await within(dialog).findByText('请填写补充说明')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '反复贴外链' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
    await waitFor(() =>
      expect(view.callsOf('createImpeach')[0]?.body).toEqual({ targetType: 'post', targetId: 7, reason: '其他', reasonText: '反复贴外链' }),
    );
    expect(await screen.findByText('举报已提交，感谢你维护社区')).toBeInTheDocument();
  });
});
