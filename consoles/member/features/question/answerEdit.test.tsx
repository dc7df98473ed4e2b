import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { memberProfile, memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = 'k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm';
const author = (id: number, name: string) => ({ id, name, avatar: '', home: true });
const question = {
  id: 9,
  typeId: 1,
  typeName: '生活',
  typeIcon: '',
  sectionId: 4,
  sectionName: '问答',
  title: '怎么学吉他',
  excerpt: '零基础',
  author: author(31, '提问的人'),
  status: 20,
  bounty: 0,
  solved: false,
  answerCount: 2,
  createdAt: '2026-11-20T08:30:00.000Z',
  activeAt: '2026-11-20T08:30:00.000Z',
  content: '<p>零基础</p>',
  images: [],
  acceptedAnswerId: null,
  bountyState: 'none',
  settleAt: null,
  mine: false,
  reason: '',
};
const answer = (id: number, mine: boolean, content: string, editedAt: string | null = null) => ({
  id,
  questionId: 9,
  content,
  author: mine ? author(memberProfile.id, memberProfile.userName) : author(32, '别人'),
  status: 20,
  reason: '',
  upCount: 0,
  downCount: 0,
  myVote: null,
  accepted: false,
  commentCount: 0,
  mine,
  createdAt: '2026-11-20T09:00:00.000Z',
  editedAt,
});
const options = {
  enabled: true,
  types: [],
  bountyMin: 0,
  bountyMax: 0,
  bountyCategory: 1,
  bountyCategoryName: '积分',
  bountyUnit: '分',
  settleDays: 7,
  settleRule: 'none',
  mayAsk: true,
  mayAnswer: true,
  balance: null,
};

describe('修改自己的回答', () => {
  it('offers 编辑 on my answer only, saves it with updateAnswer and shows 已编辑 after', async () => {
    let edited = false;
    const view = renderMember(
      '/question/9',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getQuestion: ok(question),
        getQuestionOptions: ok(options),
        getDraft: ok({ draft: null }),
        getAnswerList: () =>
          ok({
            list: [answer(1, false, '<p>别人的回答</p>'), answer(2, true, '<p>先练和弦</p>', edited ? '2026-11-20T09:30:00.000Z' : null)],
            total: 2,
          }),
        updateAnswer: () => {
          edited = true;
          return ok({ id: 2, status: 20 }, '已保存');
        },
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('先练和弦')).toBeInTheDocument();
    const edits = screen.getAllByRole('button', { name: '编辑' });
    expect(edits).toHaveLength(1);
    fireEvent.click(edits[0]);
    const form = await screen.findByRole('form', { name: '修改回答' });
    expect(form).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(view.callsOf('updateAnswer')).toHaveLength(1));
    expect(view.callsOf('updateAnswer')[0].body).toEqual({ id: 2, content: '<p>先练和弦</p>' });
    expect(await screen.findByText('已编辑')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '修改回答' })).toBeNull();
  });
});
