import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { draftTime } from '../../shell/draft';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = MEMBER_TOKEN;
const sections = {
  list: [
    {
      id: 4,
      name: '科幻小说',
      description: '',
      icon: '',
      categoryId: 1,
      categoryName: '读书',
      postCount: 1,
      reviewFirst: false,
      canPost: true,
    },
  ],
};
const draft = {
  kind: 'post',
  title: '没写完的书评',
  content: '<p>写到一半</p>',
  sectionId: 4,
  questionId: null,
  updatedAt: '2026-11-20T08:30:00.000Z',
};
const base = { getMemberSite: ok(memberSite), getMemberProfile: ok(memberProfile), getForumSectionList: ok(sections) };

describe('草稿 on the post editor', () => {
  it('restores the server’s draft on opening and throws it away with 丢弃草稿', async () => {
    const view = renderMember('/write', { ...base, getDraft: ok({ draft }), deleteDraft: ok(undefined, '草稿已丢弃') }, { token: TOKEN });
    expect(await screen.findByDisplayValue('没写完的书评')).toBeInTheDocument();
    expect(screen.getByText(`已恢复 ${draftTime(draft.updatedAt)} 保存的草稿`)).toBeInTheDocument();
    expect(view.callsOf('saveDraft')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '丢弃草稿' }));
    await waitFor(() => expect(view.callsOf('deleteDraft')).toHaveLength(1));
    expect(new URL(view.callsOf('deleteDraft')[0].request.url).searchParams.get('kind')).toBe('post');
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue(''));
    expect(screen.queryByText(/已恢复/)).toBeNull();
  });

  it('saves a few seconds after typing stops, once per change, and says when', async () => {
    const saved = { ...draft, title: '新的书评', content: '', updatedAt: '2026-11-20T09:15:00.000Z' };
    const view = renderMember('/write', { ...base, getDraft: ok({ draft: null }), saveDraft: ok(saved, '草稿已保存') }, { token: TOKEN });
    const title = await screen.findByLabelText('标题');
    fireEvent.change(title, { target: { value: '新的' } });
    fireEvent.change(title, { target: { value: '新的书评' } });
    // Nothing while typing goes on…
    await new Promise((r) => setTimeout(r, 1000));
    expect(view.callsOf('saveDraft')).toHaveLength(0);
    // …one save of the last text once it stops.
    await waitFor(() => expect(view.callsOf('saveDraft')).toHaveLength(1), { timeout: 6000 });
    expect(view.callsOf('saveDraft')[0].body).toMatchObject({ kind: 'post', title: '新的书评' });
    expect(await screen.findByText(`草稿已保存 ${draftTime(saved.updatedAt)}`)).toBeInTheDocument();
    // Unchanged since: no second save.
    await new Promise((r) => setTimeout(r, 3500));
    expect(view.callsOf('saveDraft')).toHaveLength(1);
  });
});
