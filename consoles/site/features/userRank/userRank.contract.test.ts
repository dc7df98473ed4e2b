import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { siteConfig } from '../../config';
import { toCreateRankInput, toDeleteRankInput, toUpdateRankInput } from './userRankRequests';

const { endpoints } = api;
const values = { name: ' 藏书阁主 ', minPoints: '20000', color: '#f56c6c' };

describe('用户等级 against the contract', () => {
  it('lists the ranks the table shows', async () => {
    const { call } = contractStore(siteConfig);
    const result = await call(endpoints.getUserRankList, undefined);
    expect(result.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: expect.any(String), memberCount: expect.any(Number) })]),
    );
  });

  it('creates and edits with the dialog’s requests, getting the description to show', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.createUserRank, toCreateRankInput(values))).data).toMatchObject({
      type: 1,
      description: expect.any(String),
    });
    expect((await call(endpoints.updateUserRank, toUpdateRankInput(3, values))).data).toMatchObject({
      type: 1,
      data: { id: expect.any(Number) },
    });
  });

  it('deletes by id and refreshes every member’s rank', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.deleteUserRank, toDeleteRankInput(4))).data).toMatchObject({ type: 1 });
    expect((await call(endpoints.refreshUserRank, undefined)).data).toMatchObject({
      type: 1,
      description: expect.any(String),
      data: { members: expect.any(Number), changed: expect.any(Number) },
    });
  });
});
