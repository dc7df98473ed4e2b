import { describe, expect, it } from 'vitest';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';
import { emptySiteFilters, toSiteListInput } from '../../shared/site/siteListQuery';
import { siteApi } from './siteApi';
import {
  emptySiteUserFilters,
  toAnonymousUserInput,
  toCreateSiteInput,
  toDeleteSiteInput,
  toSiteUsersInput,
  toTransferSiteInput,
} from './siteRequests';

const { endpoints } = siteApi;

describe('站点列表 against the contract', () => {
  it('lists sites: a holder unfiltered, a manager with every filter', async () => {
    const { call } = contractStore(saasConfig);
    const plain = await call(endpoints.getSiteList, toSiteListInput(emptySiteFilters, 1, 20, false));
    expect(plain.data).toMatchObject({ list: expect.any(Array), total: expect.any(Number) });
    const filtered = await call(
      endpoints.getSiteList,
      toSiteListInput({ keyword: '读书', categoryId: '7', licenseType: '2', masterId: '3' }, 2, 50, true),
    );
    expect(filtered.error).toBeUndefined();
  });

  it('reads the categories without a token', async () => {
    const { call } = contractStore(saasConfig, { token: null });
    const result = await call(endpoints.getSiteCategory, undefined);
    expect(result.data).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]));
  });

  it('creates a site and gets the description to show', async () => {
    const { call } = contractStore(saasConfig);
    const full = await call(
      endpoints.createSite,
      toCreateSiteInput({ name: '青禾观影社', slug: 'movie', categoryId: '7', description: '一起看电影' }),
    );
    expect(full.data).toMatchObject({ type: 1, description: expect.any(String), data: { slug: expect.any(String) } });
    const bare = await call(
      endpoints.createSite,
      toCreateSiteInput({ name: '青禾观影社', slug: 'movie', categoryId: '7', description: '' }),
    );
    expect(bare.error).toBeUndefined();
  });

  it('transfers and deletes a site', async () => {
    const { call } = contractStore(saasConfig);
    const transferred = await call(endpoints.transferSite, toTransferSiteInput(1, '13900000005'));
    expect(transferred.data).toMatchObject({ type: 1, data: { id: expect.any(Number) } });
    const deleted = await call(endpoints.deleteSite, toDeleteSiteInput(2));
    expect(deleted.data).toMatchObject({ type: 1, description: expect.any(String) });
  });

  it('lists a site’s users and shows its anonymous user', async () => {
    const { call } = contractStore(saasConfig);
    const users = await call(endpoints.querySiteUsers, toSiteUsersInput(1, { keyword: '林', status: '1', role: 'User' }, 1, 20));
    expect(users.data).toMatchObject({ list: expect.any(Array), total: expect.any(Number) });
    expect((await call(endpoints.querySiteUsers, toSiteUsersInput(1, emptySiteUserFilters, 1, 20))).error).toBeUndefined();
    const anonymous = await call(endpoints.findAnonymousUser, toAnonymousUserInput(1));
    expect(anonymous.data).toMatchObject({ userName: expect.any(String) });
  });
});
