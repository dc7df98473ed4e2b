import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { formatDate } from '#kit/format/time';
import { ok } from '#kit/test/fixtures';
import { readableText } from '#kit/theme/contrast';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

const TOKEN = MEMBER_TOKEN;
const medals = [
  { id: 4, name: '活跃作者', description: '发布 5 篇以上帖子的成员', icon: '', color: '#409EFF', grantedAt: '2026-11-02T10:00:00+08:00' },
  { id: 2, name: '元老会员', description: '', icon: '/files/1/medal.webp', color: '#E6A23C', grantedAt: '2026-10-01T10:00:00+08:00' },
];

const replies = (list: typeof medals) => ({
  getMemberSite: ok(memberSite),
  getMemberProfile: ok(memberProfile),
  getMyMedalList: ok(list),
  getMyPostList: ok({ list: [], total: 0 }),
});

describe('我的勋章', () => {
  it('shows the member’s medals on their profile: colour, name, description and when earned', async () => {
    renderMember('/me', replies(medals), { token: TOKEN });
    const section = within(await screen.findByRole('region', { name: '我的勋章 · 2' }));
    expect(section.getByText('活跃作者')).toHaveStyle({ color: readableText('#409EFF') });
    expect(section.getByText('发布 5 篇以上帖子的成员')).toBeInTheDocument();
    expect(section.getByText(`${formatDate(medals[0].grantedAt)} 获得`)).toBeInTheDocument();
    expect(section.getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('.m-medal-icon img')).toHaveAttribute('src', '/files/1/medal.webp');
  });

  it('says how medals are earned when there are none', async () => {
    renderMember('/me', replies([]), { token: TOKEN });
    expect(await screen.findByText(/还没有勋章/)).toBeInTheDocument();
  });
});
