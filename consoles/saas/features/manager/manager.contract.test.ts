import { describe, expect, it } from 'vitest';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';

import { emptyAccountFilters, toAccountEditInput, toAccountListInput, toAccountStatusInput } from './managedAccountRequests';
import { managerApi } from './managerApi';
import { toCreateManagerInput, toDeleteManagerInput, toTransferMainInput, toUpdateManagerInput } from './managerRequests';

import { emptyUserListFilters, toDeleteSiteUserInput, toReputationInput, toUserListInput } from './siteUserRequests';

const account = {
  id: 3,
  accountMobile: '13800000002',
  userName: '陈思远',
  accountEmail: 'chensy@example.cn',
  userType: 0 as const,
  isMainManager: 0 as const,
  status: 1 as const,
  siteCount: 2,
  createdAt: '2026-03-02T09:30:00+08:00',
  lastLoginAt: null,
};

describe('账号管理 against the contract', () => {
  it('lists accounts, filtered and not', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(managerApi.endpoints.getAccountList, toAccountListInput(emptyAccountFilters, 1, 20))).data).toMatchObject({
      list: expect.any(Array),
    });
    const filtered = await call(
      managerApi.endpoints.getAccountList,
      toAccountListInput({ keyword: '陈', status: '2', userType: '1' }, 2, 10),
    );
    expect(filtered.error).toBeUndefined();
  });

  it('edits name and e-mail (cleared too), disables and enables', async () => {
    const { call } = contractStore(saasConfig);
    const edits = [
      toAccountEditInput(account, { userName: '陈思远（改）', accountEmail: 'new@example.cn' }),
      toAccountEditInput(account, { userName: '陈思远', accountEmail: '' }),
      toAccountStatusInput(3, 2),
      toAccountStatusInput(3, 1),
    ];
    for (const input of edits) {
      if (!input) throw new Error('expected a change');
      const result = await call(managerApi.endpoints.updateManagedAccount, input);
      expect(result.data).toMatchObject({ type: 1, description: expect.any(String) });
    }
  });
});

describe('站点用户 against the contract', () => {
  it('lists users, adjusts reputation both ways, deletes a user', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(managerApi.endpoints.getUserList, toUserListInput(emptyUserListFilters, 1, 20))).data).toMatchObject({
      list: expect.any(Array),
    });
    expect(
      (await call(managerApi.endpoints.getUserList, toUserListInput({ siteId: '1', keyword: 'lin', status: '1' }, 1, 20))).error,
    ).toBeUndefined();
    const user = { id: 12, siteId: 1 };
    const added = await call(
      managerApi.endpoints.updateUserReputationPoints,
      toReputationInput(user, { delta: '+50', reason: '优质书评奖励' }),
    );
    expect(added.data).toMatchObject({ type: 1, data: { points: expect.any(Number), rankName: expect.any(String) } });
    const taken = await call(
      managerApi.endpoints.updateUserReputationPoints,
      toReputationInput(user, { delta: '-20', reason: '违规扣除' }),
    );
    expect(taken.error).toBeUndefined();
    const deleted = await call(managerApi.endpoints.deleteSiteUser, toDeleteSiteUserInput(user));
    expect(deleted.data).toMatchObject({ type: 1 });
  });
});

describe('管理员设置 against the contract', () => {
  it('lists managers and the permission catalogue', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(managerApi.endpoints.getManagerList, undefined)).data).toEqual(expect.any(Array));
    expect((await call(managerApi.endpoints.getManagerPermissionList, undefined)).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: expect.any(String), title: expect.any(String) })]),
    );
  });

  it('adds, edits, removes a manager and hands on the main role', async () => {
    const { call } = contractStore(saasConfig);
    const created = await call(
      managerApi.endpoints.createManager,
      toCreateManagerInput({ accountMobile: '13800000001', permissionList: ['Site', 'Order', 'ContentAudit'] }),
    );
    expect(created.data).toMatchObject({ type: 1, data: { permissionList: expect.any(Array) } });
    expect((await call(managerApi.endpoints.updateManager, toUpdateManagerInput(2, ['Site', 'Order']))).data).toMatchObject({ type: 1 });
    expect((await call(managerApi.endpoints.deleteManager, toDeleteManagerInput(2))).data).toMatchObject({ type: 1 });
    expect((await call(managerApi.endpoints.transferMainManager, toTransferMainInput(2))).data).toMatchObject({ type: 1 });
  });
});
