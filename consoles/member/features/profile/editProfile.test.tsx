// 我的 › 编辑资料 and what the public home shows of it (issue 25 item 4).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';
import { changedFields, profileValues } from './EditProfilePage';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = MEMBER_TOKEN;

describe('changedFields', () => {
  it('sends only what changed, a region with its name, and nothing when nothing changed', () => {
    const before = profileValues(memberProfile as never);
    expect(changedFields(before, before)).toBeNull();
    expect(changedFields(before, { ...before, userName: ' 新名字 ', hideActivity: true })).toEqual({
      userName: '新名字',
      hideActivity: true,
    });
    expect(changedFields(before, { ...before, areaCode: '330106', areaAddress: '浙江省-杭州市-西湖区' })).toEqual({
      areaCode: '330106',
      areaAddress: '浙江省-杭州市-西湖区',
    });
  });
});

describe('编辑资料', () => {
  it('saves the changed fields and shows the server’s refusal of a taken nickname', async () => {
    let taken = true;
    const view = renderMember(
      '/me/profile',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        updateMemberProfile: () =>
          taken ? fail(409, 5, '这个昵称已经有人用了，请换一个') : ok({ ...memberProfile, userName: '山间读书人' }, '保存成功'),
        getPostList: ok({ list: [], nextCursor: null }),
        getMyPostList: ok({ list: [], nextCursor: null }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '编辑资料' })).toBeInTheDocument();
    const nickname = screen.getByRole('textbox', { name: '昵称' });
    expect(nickname).toHaveValue('林间读书人');
    fireEvent.change(nickname, { target: { value: '山间读书人' } });
    fireEvent.change(screen.getByRole('textbox', { name: '个性签名' }), { target: { value: '爱爬山' } });
    fireEvent.click(screen.getByRole('radio', { name: '女' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /隐藏我的动态/ }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(view.callsOf('updateMemberProfile')).toHaveLength(1));
    expect(view.callsOf('updateMemberProfile')[0].body).toEqual({
      userName: '山间读书人',
      signature: '爱爬山',
      gender: 2,
      hideActivity: true,
    });
    expect(await screen.findByText('这个昵称已经有人用了，请换一个')).toBeInTheDocument();
    taken = false;
    // The refusal is shown (a toast) before the mutation has settled: the button is enabled again a moment later.
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/me'), { timeout: 8000 });
  });

  it('asks for a nickname before sending', async () => {
    const view = renderMember('/me/profile', { getMemberSite: ok(memberSite), getMemberProfile: ok(memberProfile) }, { token: TOKEN });
    fireEvent.change(await screen.findByRole('textbox', { name: '昵称' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
    expect(view.callsOf('updateMemberProfile')).toEqual([]);
  });
});

describe('the public home', () => {
  it('shows the signature and, when the member hides their activity, no lists', async () => {
    renderMember('/user/12', {
      getMemberSite: ok(memberSite),
      getMemberHome: ok({
        id: 12,
        nickname: '林间读书人',
        signature: '读书、登山',
        activityHidden: true,
        avatar: '',
        rank: null,
        joinedAt: '2026-03-02T08:00:00.000Z',
        postCount: 18,
        answerCount: 5,
        medals: [],
        recentPosts: [],
        recentAnswers: [],
      }),
    });
    expect(await screen.findByText('读书、登山')).toBeInTheDocument();
    expect(screen.getByText('该成员隐藏了自己的动态')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '最近的帖子' })).toBeNull();
  });
});
