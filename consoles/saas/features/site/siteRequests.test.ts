import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import type { Schema } from '#sdk';
import {
  canRenew,
  canUpgrade,
  createSiteRules,
  emptySiteUserFilters,
  siteHostHint,
  toAnonymousUserInput,
  toCreateSiteInput,
  toDeleteSiteInput,
  toSiteUsersInput,
  toTransferSiteInput,
  transferRules,
} from './siteRequests';

const site = (over: Partial<Schema<'Site'>> = {}): Schema<'Site'> => ({
  id: 1,
  name: '青禾读书会',
  slug: 'demo',
  host: 'demo.localhost',
  url: 'http://demo.localhost:8080/',
  consoleUrl: 'http://demo.localhost:8080/console/',
  description: '',
  categoryId: 7,
  categoryName: '兴趣爱好',
  masterId: 3,
  masterName: '陈思远',
  masterMobile: '138****0002',
  licenseType: 2,
  licenseStatus: 'active',
  licenseExpiresAt: '2027-04-01T02:20:30.000Z',
  memberCount: 128,
  createdAt: '2026-04-01T02:20:30.000Z',
  ...over,
});

describe('create site', () => {
  it('checks name, slug and category with the contract messages', () => {
    expect(check('', createSiteRules.name ?? [])).toBe('请输入站点名称');
    expect(check(' 读 ', createSiteRules.name ?? [])).toBe('站点名称至少 2 个字');
    expect(check('读'.repeat(41), createSiteRules.name ?? [])).toBe('站点名称不能超过 40 个字');
    expect(check('', createSiteRules.slug ?? [])).toBe('请输入站点标识');
    expect(check('ab', createSiteRules.slug ?? [])).toBe('站点标识为 3 到 32 位');
    expect(check('1abc', createSiteRules.slug ?? [])).toBe('站点标识只能包含小写字母、数字和连字符，且以字母开头');
    expect(check('abc-', createSiteRules.slug ?? [])).toBe('站点标识只能包含小写字母、数字和连字符，且以字母开头');
    expect(check('movie-club2', createSiteRules.slug ?? [])).toBeUndefined();
    expect(check('', createSiteRules.categoryId ?? [])).toBe('请选择站点分类');
  });

  it('sends trimmed values, the category as a number, and a description only when given', () => {
    expect(toCreateSiteInput({ name: ' 青禾观影社 ', slug: 'movie', categoryId: '7', description: '  ' })).toEqual({
      body: { name: '青禾观影社', slug: 'movie', categoryId: 7 },
    });
    expect(toCreateSiteInput({ name: '青禾观影社', slug: 'movie', categoryId: '7', description: ' 一起看电影 ' }).body.description).toBe(
      '一起看电影',
    );
  });

  it('hints the host under the console host', () => {
    expect(siteHostHint('movie', 'localhost:8080')).toBe('movie.localhost:8080');
    expect(siteHostHint('', 'example.com')).toBe('站点标识.example.com');
  });
});

describe('transfer, delete, users, anonymous user', () => {
  it('builds each request', () => {
    expect(check('', transferRules.accountMobile ?? [])).toBe('请输入手机号');
    expect(check('1390000000', transferRules.accountMobile ?? [])).toBe('请输入正确的手机号');
    expect(toTransferSiteInput(1, ' 13900000005 ')).toEqual({ body: { siteId: 1, accountMobile: '13900000005' } });
    expect(toDeleteSiteInput(2)).toEqual({ body: { id: 2 } });
    expect(toAnonymousUserInput(1)).toEqual({ query: { siteId: 1 } });
    expect(toSiteUsersInput(1, emptySiteUserFilters, 1, 20)).toEqual({ query: { siteId: 1, page: 1, pageSize: 20 } });
    expect(toSiteUsersInput(1, { keyword: ' 林 ', status: '2', role: 'User' }, 3, 10)).toEqual({
      query: { siteId: 1, page: 3, pageSize: 10, keyword: '林', status: 2, role: 'User' },
    });
    expect(toSiteUsersInput(1, { keyword: '', status: '5', role: 'Nobody' }, 1, 20).query).toEqual({ siteId: 1, page: 1, pageSize: 20 });
  });
});

describe('renew and upgrade links', () => {
  it('are the owner’s: renew a paid plan, upgrade below the flagship or after it expired', () => {
    expect(canRenew(site({ licenseType: 2 }), 3)).toBe(true);
    expect(canRenew(site({ licenseType: 1, licenseExpiresAt: null }), 3)).toBe(false);
    expect(canRenew(site({ licenseType: 2 }), 1)).toBe(false);
    expect(canUpgrade(site({ licenseType: 1 }), 3)).toBe(true);
    expect(canUpgrade(site({ licenseType: 3 }), 3)).toBe(false);
    expect(canUpgrade(site({ licenseType: 3, licenseStatus: 'expired' }), 3)).toBe(true);
    expect(canUpgrade(site({ licenseType: 1 }), undefined)).toBe(false);
  });
});
