import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import type { Schema } from '#sdk';
import { contract } from '../../../../openapi/validate';
import {
  accountEditRules,
  emptyAccountFilters,
  NOTHING_CHANGED,
  toAccountEditInput,
  toAccountListInput,
  toAccountStatusInput,
} from './managedAccountRequests';
import {
  assignedRoles,
  canReceiveMain,
  isEditableManager,
  managerRules,
  toCreateManagerInput,
  toDeleteManagerInput,
  toTransferMainInput,
  toUpdateManagerInput,
} from './managerRequests';
import {
  emptyUserListFilters,
  parseDelta,
  reputationRules,
  toDeleteSiteUserInput,
  toReputationInput,
  toUserListInput,
} from './siteUserRequests';

const schema = (name: string) => contract.components.schemas[name] as { 'x-messages'?: Record<string, string> };

const account: Schema<'AccountSummary'> = {
  id: 3,
  accountMobile: '13800000002',
  userName: '陈思远',
  accountEmail: 'chensy@example.cn',
  userType: 0,
  isMainManager: 0,
  status: 1,
  siteCount: 2,
  createdAt: '2026-03-02T01:30:00.000Z',
  lastLoginAt: null,
};

const manager = (over: Partial<Schema<'Manager'>> = {}): Schema<'Manager'> => ({
  id: 2,
  accountMobile: '13800000001',
  userName: '周敏',
  permissionList: ['Site', 'Order'],
  isMainManager: 0,
  createdAt: '2026-02-11T02:00:00.000Z',
  ...over,
});

describe('the one message the field rules do not carry', () => {
  it('is the contract’s schema-level minProperties message', () => {
    expect(schema('ManagedAccountInput')['x-messages']?.minProperties).toBe(NOTHING_CHANGED);
  });
});

describe('账号管理 requests', () => {
  it('lists with only the set filters', () => {
    expect(toAccountListInput(emptyAccountFilters, 1, 20)).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toAccountListInput({ keyword: ' 陈 ', status: '2', userType: '0' }, 2, 10)).toEqual({
      query: { page: 2, pageSize: 10, keyword: '陈', status: 2, userType: 0 },
    });
  });

  it('sends only what changed, nothing when nothing did, and the e-mail rule', () => {
    expect(toAccountEditInput(account, { userName: '陈思远', accountEmail: 'chensy@example.cn' })).toBeNull();
    expect(toAccountEditInput(account, { userName: ' 陈思远2 ', accountEmail: 'chensy@example.cn' })).toEqual({
      body: { id: 3, userName: '陈思远2' },
    });
    expect(toAccountEditInput(account, { userName: '陈思远', accountEmail: '' })).toEqual({ body: { id: 3, accountEmail: '' } });
    expect(check('chensy@', accountEditRules.accountEmail ?? [])).toBe('邮箱格式不正确');
    expect(check('', accountEditRules.accountEmail ?? [])).toBeUndefined();
    expect(check(' ', accountEditRules.userName ?? [])).toBe('请填写姓名');
    expect(check('名'.repeat(33), accountEditRules.userName ?? [])).toBe('姓名不能超过32个字符');
    expect(toAccountStatusInput(3, 2)).toEqual({ body: { id: 3, status: 2 } });
  });
});

describe('站点用户 requests', () => {
  it('lists with only the set filters', () => {
    expect(toUserListInput(emptyUserListFilters, 1, 20)).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toUserListInput({ siteId: '1', keyword: ' lin ', status: '1' }, 1, 20)).toEqual({
      query: { page: 1, pageSize: 20, siteId: 1, keyword: 'lin', status: 1 },
    });
  });

  it('reads the adjustment as a signed integer, never 0', () => {
    expect(parseDelta('+50')).toBe(50);
    expect(parseDelta(' -20 ')).toBe(-20);
    expect(parseDelta('1.5')).toBeNaN();
    expect(check('', reputationRules.delta ?? [])).toBe('请填写调整值');
    expect(check('0', reputationRules.delta ?? [])).toBe('调整值不能为 0');
    expect(check('-0', reputationRules.delta ?? [])).toBe('调整值不能为 0');
    expect(check('abc', reputationRules.delta ?? [])).toBe('调整值必须是整数');
    expect(check('1000001', reputationRules.delta ?? [])).toBe('调整值不能大于1000000');
    expect(check('+25', reputationRules.delta ?? [])).toBeUndefined();
    expect(check('  ', reputationRules.reason ?? [])).toBe('请填写调整原因');
    expect(toReputationInput({ id: 12, siteId: 1 }, { delta: '-20', reason: ' 违规扣除 ' })).toEqual({
      body: { siteId: 1, userId: 12, delta: -20, reason: '违规扣除' },
    });
    expect(toDeleteSiteUserInput({ id: 12, siteId: 1 })).toEqual({ body: { siteId: 1, id: 12 } });
  });
});

describe('管理员设置 requests and rules', () => {
  it('builds the requests', () => {
    expect(toCreateManagerInput({ accountMobile: ' 13900000005 ', permissionList: ['Site', 'Site', 'Order'] })).toEqual({
      body: { accountMobile: '13900000005', permissionList: ['Site', 'Order'] },
    });
    expect(toUpdateManagerInput(2, ['Account'])).toEqual({ body: { id: 2, permissionList: ['Account'] } });
    expect(toDeleteManagerInput(2)).toEqual({ query: { id: 2 } });
    expect(toTransferMainInput(2)).toEqual({ body: { id: 2 } });
    expect(check([], managerRules.permissionList ?? [])).toBe('请至少选择一项权限');
    expect(check('123', managerRules.accountMobile ?? [])).toBe('请输入正确的手机号');
  });

  it('knows who can be edited and who may receive the main role', () => {
    const me = { id: 1, isMainManager: 1 };
    expect(assignedRoles(manager({ permissionList: ['admin'] }))).toEqual([]);
    expect(isEditableManager(manager(), 1)).toBe(true);
    expect(isEditableManager(manager({ isMainManager: 1 }), 5)).toBe(false);
    expect(isEditableManager(manager({ id: 5 }), 5)).toBe(false);
    expect(canReceiveMain(manager(), me)).toBe(true);
    expect(canReceiveMain(manager({ id: 1, isMainManager: 1 }), me)).toBe(false);
    expect(canReceiveMain(manager(), { id: 7, isMainManager: 0 })).toBe(false);
    expect(canReceiveMain(manager(), null)).toBe(false);
  });
});
