import { describe, expect, inject, it } from 'vitest';
import { ContractViolationError, contractFetch } from '../openapi/test/contract-fetch';
import { createCommuneClient, NotLoggedInError } from '.';

const baseUrl = inject('prismUrl');
const client = (token?: string) => createCommuneClient({ baseUrl, fetch: contractFetch(), token: () => token });

describe('the SDK against the Prism mock', () => {
  it('logs in and gets a token', async () => {
    const { token } = await client().saasLogin({ body: { account: '13800000002', password: 'demo123456' } });
    expect(token.length).toBeGreaterThanOrEqual(43);
  });

  it('reads lists with their query', async () => {
    const page = await client('t').getSiteList({ query: { masterId: 3, page: 1, pageSize: 20 } });
    expect(page.list[0].slug).toBe('demo');
    const users = await client('t').querySiteUsers({ query: { siteId: 1, keyword: '林' } });
    expect(users.total).toBeGreaterThanOrEqual(0);
  });

  it('writes with bodies the contract accepts', async () => {
    const site = await client('t').createSite({ body: { name: '青禾观影社', slug: 'movie', categoryId: 7 } });
    expect(site.licenseType).toBe(1);
    const envelope = await client('t').send('clearRedisCache');
    expect(envelope.description).toMatch(/缓存已清除/);
  });

  it('raises NotLoggedInError when no token is sent to a protected operation', async () => {
    await expect(client().getTokenAccount()).rejects.toBeInstanceOf(NotLoggedInError);
  });

  it('fails the test when a request breaks the contract', async () => {
    const bad = createCommuneClient({ baseUrl, fetch: contractFetch(), token: () => 't' });
    // A mobile number that violates the contract's pattern: Prism flags it, and contractFetch refuses to let it pass.
    const error = await bad.sendRegisterSms({ body: { mobile: '12345' } }).catch((e) => e);
    expect(error.cause).toBeInstanceOf(ContractViolationError);
  });
});
