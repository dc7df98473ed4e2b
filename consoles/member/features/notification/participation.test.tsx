// Issue 25 on the member site: the @mention suggestions of the comment box, 通知设置, and the list read on open.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { mentionAt } from '../../shell/Mention';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';
import { byKind } from './NotificationSettingsPage';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = MEMBER_TOKEN;
const author = { id: 12, name: '林间读书人', avatar: '', home: true };
const post = {
  id: 7,
  sectionId: 4,
  sectionName: '科幻小说',
  title: '重读《三体》',
  excerpt: '摘要',
  images: [],
  author,
  status: 20,
  pinned: false,
  featured: false,
  locked: false,
  commentCount: 0,
  likeCount: 0,
  viewCount: 1,
  createdAt: '2026-11-20T08:30:00.000Z',
  activeAt: '2026-11-21T10:00:00.000Z',
  content: `<p>问问 <a href="/user/21" class="mention">@张三</a></p>`,
  liked: false,
  mine: false,
  reason: '',
  updatedAt: '2026-11-20T08:30:00.000Z',
};
const candidates = {
  list: [
    { id: 21, nickname: '张三', avatar: '' },
    { id: 22, nickname: '张三丰', avatar: '/files/1/a.webp' },
  ],
};

describe('mentionAt', () => {
  it('finds the @name being typed, not an e-mail address or a finished one', () => {
    expect(mentionAt('你好 @张')).toBe('张');
    expect(mentionAt('@林间')).toBe('林间');
    expect(mentionAt('mail@example')).toBeNull();
    expect(mentionAt('@张三 ')).toBeNull();
    expect(mentionAt('@')).toBeNull();
  });
});

describe('@mention suggestions in the comment box', () => {
  it('lists members as a listbox, moves with the arrow keys and inserts the chosen nickname', async () => {
    const view = renderMember(
      '/post/7',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getPost: ok(post),
        getCommentList: ok({ list: [], nextCursor: null }),
        searchMentionMember: ok(candidates),
        createComment: ok({ id: 300, status: 20 }, '评论成功'),
      },
      { token: TOKEN },
    );
    // The mention in the post is the server's link to the member's home.
    expect(await screen.findByRole('link', { name: '@张三' })).toHaveAttribute('href', '/user/21');
    const box = screen.getByRole('textbox', { name: '写评论' });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.change(box, { target: { value: '同意 @张', selectionStart: 5 } });
    const list = await screen.findByRole('listbox', { name: '提到成员' });
    expect(view.callsOf('searchMentionMember').map((c) => new URL(c.request.url).searchParams.get('keyword'))).toContain('张');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['张三', '张三丰']);
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box).toHaveValue('同意 @张三丰 '));
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(box, { target: { value: '同意 @张三丰 @张', selectionStart: 12 } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.change(box, { target: { value: '同意 @张三丰 @张', selectionStart: 12 } });
    fireEvent.change(box, { target: { value: '同意 @张三丰 @张 ', selectionStart: 13 } });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});

describe('通知设置', () => {
  const list = [
    { kind: 'reply', channel: 'inApp', enabled: true },
    { kind: 'reply', channel: 'sms', enabled: true },
    { kind: 'like', channel: 'inApp', enabled: false },
  ] as const;

  it('groups the switches by kind', () => {
    expect(byKind(list).map((r) => [r.kind, r.channels.map((c) => c.channel)])).toEqual([
      ['reply', ['inApp', 'sms']],
      ['like', ['inApp']],
    ]);
  });

  it('shows each kind with its channels and saves a switch', async () => {
    const view = renderMember(
      '/me/notifications',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyNotificationCount: ok({ unread: 0 }),
        getMyNotificationPreferenceList: ok({ list }),
        updateMyNotificationPreference: ok({ kind: 'like', channel: 'inApp', enabled: true }, '已保存'),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '通知设置' })).toBeInTheDocument();
    const likeRow = screen.getByText('收到点赞').closest('li') as HTMLElement;
    const inApp = within(likeRow).getByRole('checkbox', { name: '站内通知' });
    expect(inApp).not.toBeChecked();
    const replyRow = screen.getByText('收到回复').closest('li') as HTMLElement;
    expect(within(replyRow).getByRole('checkbox', { name: '短信' })).toBeChecked();
    fireEvent.click(inApp);
    await waitFor(() => expect(view.callsOf('updateMyNotificationPreference')).toHaveLength(1));
    expect(view.callsOf('updateMyNotificationPreference')[0].body).toEqual({ kind: 'like', channel: 'inApp', enabled: true });
  });
});

describe('the notification list', () => {
  it('marks everything read when opened with unread notifications, and shows a grouped like', async () => {
    let unread = 1;
    const view = renderMember(
      '/notifications',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyNotificationCount: () => ok({ unread }),
        getMyNotificationList: ok({
          list: [
            {
              id: 9,
              kind: 'like',
              title: '张三等 5 人赞了你的帖子',
              content: '「重读《三体》」',
              link: '/post/7',
              read: false,
              createdAt: '2026-11-21T09:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
        readNotification: () => {
          unread = 0;
          return ok({ changed: 1, unread: 0 }, '已标为已读');
        },
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('张三等 5 人赞了你的帖子')).toBeInTheDocument();
    await waitFor(() => expect(view.callsOf('readNotification')).toHaveLength(1));
    expect(view.callsOf('readNotification')[0].body).toEqual({});
    expect(await screen.findByText('没有未读')).toBeInTheDocument();
  });
});
