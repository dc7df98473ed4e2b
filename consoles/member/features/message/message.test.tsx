import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = MEMBER_TOKEN;
const other = { id: 31, name: '山间跑者', avatar: '', home: true };
const conversation = { id: 7, other, lastExcerpt: '周末一起读书会？', lastAt: '2026-11-21T09:00:00.000Z', unread: 2 };
const message = (id: number, mine: boolean, content: string, hidden = false) => ({
  id,
  senderId: mine ? memberProfile.id : other.id,
  mine,
  content,
  hidden,
  createdAt: `2026-11-21T09:0${id % 10}:00.000Z`,
});
const base = { getMemberSite: ok(memberSite), getMemberProfile: ok(memberProfile), getMyNotificationCount: ok({ unread: 0 }) };

describe('私信', () => {
  it('lists my conversations with the other member, the last message and my unread count, and the top bar’s count', async () => {
    renderMember(
      '/messages',
      { ...base, getMessageUnreadCount: ok({ unread: 2 }), getConversationList: ok({ list: [conversation], nextCursor: null }) },
      { token: TOKEN },
    );
    expect(await screen.findByRole('link', { name: '私信，2 条未读' })).toHaveAttribute('href', '/messages');
    const item = await screen.findByRole('link', { name: /山间跑者，2 条未读/ });
    expect(item).toHaveAttribute('href', '/messages/7');
    expect(within(item).getByText('周末一起读书会？')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '私信' })).toBeInTheDocument();
  });

  it('says when there are no conversations yet', async () => {
    renderMember(
      '/messages',
      { ...base, getMessageUnreadCount: ok({ unread: 0 }), getConversationList: ok({ list: [], nextCursor: null }) },
      { token: TOKEN },
    );
    expect(await screen.findByText(/还没有私信/)).toBeInTheDocument();
  });

  it('shows a conversation oldest first as plain text, sends a reply, reports a received message and blocks', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const view = renderMember(
      '/messages/7',
      {
        ...base,
        getMessageUnreadCount: ok({ unread: 0 }),
        getConversationMessageList: ok({
          conversation: { id: 7, other, blockedByMe: false },
          list: [message(3, true, '好的'), message(2, false, '<b>不是 HTML</b>'), message(1, false, '', true)],
          nextCursor: null,
        }),
        sendPrivateMessage: ok({ conversationId: 7, id: 4 }, '私信已发送'),
        blockMember: ok({ id: other.id }, '已屏蔽，对方不能再给你发私信'),
        getImpeachReasons: ok({ list: [{ name: '垃圾广告', takesText: false }] }),
        reportMessage: ok({ id: 88, reportCount: 1 }, '举报已提交，感谢你维护社区'),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '山间跑者' })).toBeInTheDocument();
    const thread = screen.getByRole('list');
    const lines = within(thread).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringContaining('该私信已被管理员屏蔽'),
      expect.stringContaining('<b>不是 HTML</b>'),
      expect.stringContaining('好的'),
    ]);
    expect(thread.querySelector('b')).toBeNull();

    fireEvent.change(screen.getByLabelText('私信内容'), { target: { value: '  周六见  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(view.callsOf('sendPrivateMessage')[0]?.body).toEqual({ toId: other.id, content: '周六见' }));

    // Only the other member's shown message can be reported.
    const reports = within(thread).getAllByRole('button', { name: '举报' });
    expect(reports).toHaveLength(1);
    fireEvent.click(reports[0]);
    fireEvent.click(await screen.findByRole('radio', { name: '垃圾广告' }));
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(view.callsOf('reportMessage')[0]?.body).toEqual({ messageId: 2, reason: '垃圾广告' }));
    expect(view.callsOf('createImpeach')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '屏蔽' }));
    await waitFor(() => expect(view.callsOf('blockMember')[0]?.body).toEqual({ id: other.id }));
    confirm.mockRestore();
  });

  it('lists my blocked members and takes one off', async () => {
    const view = renderMember(
      '/messages/blocked',
      {
        ...base,
        getMessageUnreadCount: ok({ unread: 0 }),
        getMyBlockList: ok({ list: [{ member: other, blockedAt: '2026-11-21T09:00:00.000Z' }] }),
        unblockMember: ok({ id: other.id }, '已取消屏蔽'),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('link', { name: '山间跑者' })).toHaveAttribute('href', '/user/31');
    fireEvent.click(screen.getByRole('button', { name: '取消屏蔽 山间跑者' }));
    await waitFor(() => expect(view.callsOf('unblockMember')[0]?.body).toEqual({ id: other.id }));
  });

  it('sends the first message from a member’s profile and opens the conversation', async () => {
    const home = {
      id: other.id,
      nickname: other.name,
      avatar: '',
      rank: null,
      joinedAt: '2026-03-02T08:00:00.000Z',
      postCount: 0,
      answerCount: 0,
      medals: [],
      recentPosts: [],
      recentAnswers: [],
    };
    const view = renderMember(
      '/user/31',
      {
        ...base,
        getMemberHome: ok(home),
        getMessageUnreadCount: ok({ unread: 0 }),
        sendPrivateMessage: ok({ conversationId: 9, id: 40 }, '私信已发送'),
        getConversationMessageList: ok({ conversation: { id: 9, other, blockedByMe: false }, list: [], nextCursor: null }),
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('button', { name: '发私信' }));
    const dialog = await screen.findByRole('dialog', { name: '给 山间跑者 发私信' });
    fireEvent.change(within(dialog).getByLabelText('私信内容'), { target: { value: '你好' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/messages/9'));
    expect(view.callsOf('sendPrivateMessage')[0]?.body).toEqual({ toId: other.id, content: '你好' });
  });

  it('shows no 发私信 on my own profile', async () => {
    renderMember(
      '/user/12',
      {
        ...base,
        getMessageUnreadCount: ok({ unread: 0 }),
        getMemberHome: ok({
          id: 12,
          nickname: '林间读书人',
          avatar: '',
          rank: null,
          joinedAt: '2026-03-02T08:00:00.000Z',
          postCount: 0,
          answerCount: 0,
          medals: [],
          recentPosts: [],
          recentAnswers: [],
        }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '林间读书人' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发私信' })).toBeNull();
  });
});
