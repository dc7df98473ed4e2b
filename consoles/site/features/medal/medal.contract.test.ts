import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { Switch } from '#sdk';
import { toMemberSearchInput } from '#shared/members/MemberPicker';
import { siteConfig } from '../../config';
import {
  emptyMedalFilters,
  medalValues,
  toCreateMedalInput,
  toDeleteMedalInput,
  toGrantMedalInput,
  toMedalListInput,
  toMedalUserListInput,
  toRevokeMedalInput,
  toToggleMedalInput,
  toUpdateMedalInput,
} from './medalRequests';

const { endpoints } = api;
const medal = {
  id: 4,
  name: '优秀书评人',
  description: '当月书评获得 50 个以上点赞的成员',
  icon: '',
  color: '#E6A23C',
  status: Switch.on,
  autoAward: 0 as const,
  rule: null,
  libraryMedalId: null,
  holderCount: 3,
  createdAt: '2026-11-24T10:00:00+08:00',
};
const values = {
  name: ' 年度读者 ',
  description: '一年读完 50 本书',
  color: '#f56c6c',
  icon: '/static/medal.png',
  enabled: true,
  autoAward: false,
  ruleKind: '' as const,
  threshold: '',
  pointCategoryId: '',
  userRankId: '',
};

describe('勋章 against the contract', () => {
  it('lists medals, unfiltered and filtered', async () => {
    const { call } = contractStore(siteConfig);
    for (const filters of [emptyMedalFilters, { keyword: '书评', status: String(Switch.off) }]) {
      const result = await call(endpoints.getMedalList, toMedalListInput(filters, { page: 1, pageSize: 20 }));
      expect(result.data).toMatchObject({ list: expect.any(Array), total: expect.any(Number) });
    }
  });

  it('creates, edits the changed fields, switches off and deletes with the page’s requests', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.createMedal, toCreateMedalInput(values))).data).toMatchObject({
      type: 1,
      description: expect.any(String),
      data: { id: expect.any(Number) },
    });
    const edit = toUpdateMedalInput(medal, { ...medalValues(medal), name: '金牌书评人' });
    expect(edit).not.toBeNull();
    expect((await call(endpoints.updateMedal, edit ?? { body: { id: medal.id } })).data).toMatchObject({ type: 1 });
    expect((await call(endpoints.updateMedal, toToggleMedalInput(medal, false))).data).toMatchObject({ type: 1 });
    expect((await call(endpoints.deleteMedal, toDeleteMedalInput(medal.id))).data).toMatchObject({ type: 1 });
  });

  it('searches members, grants to them, lists the holders and revokes one', async () => {
    const { call } = contractStore(siteConfig);
    for (const keyword of ['', '林间']) {
      const found = await call(endpoints.getConsoleUserList, toMemberSearchInput(keyword));
      expect(found.data).toMatchObject({ list: expect.any(Array) });
    }
    const picked = [
      { id: 12, text: '林间读书人（reader_lin）' },
      { id: 15, text: '青禾（qinghe）' },
    ];
    for (const reason of ['', '十月读书月活动一等奖'])
      expect((await call(endpoints.grantMedal, toGrantMedalInput(medal.id, { userIds: picked, reason }))).data).toMatchObject({
        type: 1,
        description: expect.any(String),
        data: { granted: expect.any(Number), alreadyHeld: expect.any(Number) },
      });
    expect((await call(endpoints.getMedalUserList, toMedalUserListInput(medal.id, { page: 1, pageSize: 20 }))).data).toMatchObject({
      list: expect.any(Array),
      total: expect.any(Number),
    });
    expect((await call(endpoints.revokeMedal, toRevokeMedalInput(medal.id, 12))).data).toMatchObject({ type: 1 });
  });
});
