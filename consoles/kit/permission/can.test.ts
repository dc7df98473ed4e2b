import { describe, expect, it } from 'vitest';
import { type OperationId, operationIndex } from '#sdk';
import { can, rolesForOperations, rolesOpen } from './can';

const operations = Object.keys(operationIndex) as OperationId[];
const withRoles = operations.filter((id) => operationIndex[id].roles.length > 0);
const anySignedIn = operations.filter((id) => operationIndex[id].auth !== 'none' && operationIndex[id].roles.length === 0);

describe('can (the contract’s roles per operation, §6)', () => {
  it('opens an operation to the roles it lists and to admin, and to nobody else', () => {
    expect(withRoles.length).toBeGreaterThan(0);
    for (const id of withRoles) {
      const roles = operationIndex[id].roles as readonly string[];
      for (const role of roles) expect({ id, role, can: can([role], id) }).toEqual({ id, role, can: true });
      expect({ id, admin: can(['admin'], id) }).toEqual({ id, admin: true });
      expect({ id, visitor: can(['visitor', 'Question'], id) }).toEqual({ id, visitor: false });
    }
  });

  it('opens an operation listing no roles to any signed-in user, and a public one to anyone', () => {
    for (const id of anySignedIn) expect({ id, can: can(['visitor'], id) }).toEqual({ id, can: true });
    expect(can([], 'consoleLogin')).toBe(true);
  });

  it('follows the §6 deviations the contract resolved', () => {
    expect(can(['SiteBase'], 'getPointRecordList')).toBe(true);
    expect(can(['User'], 'getPointRecordList')).toBe(false);
    expect(can(['User'], 'getUserRankList')).toBe(true);
    expect(can(['AccountManager'], 'transferMainManager')).toBe(false);
  });

  it('never opens an operation to a token of another kind', () => {
    expect(can(['admin'], 'getUserRankList', 'saas')).toBe(false);
    expect(can(['admin'], 'getUserRankList', 'console')).toBe(true);
    expect(can(['admin'], 'getSiteList', 'console')).toBe(false);
    expect(can([], 'getPermissionList', 'console')).toBe(true);
    expect(can([], 'saasLogin', 'console')).toBe(true);
  });
});

describe('rolesOpen and rolesForOperations', () => {
  it('opens without a requirement, to admin, or with one role in common', () => {
    expect(rolesOpen(['visitor'], [])).toBe(true);
    expect(rolesOpen(['visitor'], undefined)).toBe(true);
    expect(rolesOpen(['admin'], ['Site'])).toBe(true);
    expect(rolesOpen(['Site', 'Order'], ['Order'])).toBe(true);
    expect(rolesOpen(['Site'], ['Order'])).toBe(false);
    expect(rolesOpen([], ['Order'])).toBe(false);
  });
  it('needs every operation of a page: the roles common to them, admin alone when there is none', () => {
    expect(rolesForOperations(['getUserRankList'])).toEqual(operationIndex.getUserRankList.roles);
    expect(rolesForOperations(['getIndexBase'])).toEqual([]);
    expect(rolesForOperations(['getUserRankList', 'getIndexBase'])).toEqual(['User']);
    expect(rolesForOperations(['getUserRankList', 'updatePointItem'])).toEqual(['User']);
    expect(rolesForOperations(['getUserRankList', 'getPointRecordList'])).toEqual(['admin']);
  });
});
