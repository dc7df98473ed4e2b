// Control characters and unpaired surrogates are refused in every string before any service runs: a NUL reached
// PostgreSQL (500) from sign-in, the profile and site names, and `?id=1%0C` was coerced to 1 and deleted rank 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { expectRejected } from './refusals';
import { type TwoSites, twoSites } from './two-sites';

let server: TestServer;
let cast: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
});
afterAll(() => server?.close());

describe('text no field takes', () => {
  it('refuses a NUL in sign-in, the profile and a new site’s name, naming the field', async () => {
    expect(await expectRejected(server, 'saasLogin', { body: { account: '1380000\u00000001', password: 'demo123456' } })).toBe(
      '账号含有不支持的控制字符或无效字符',
    );
    await expectRejected(server, 'consoleLogin', { host: cast.sites.a.host, body: { account: 'a_member', password: 'demo\u0000123456' } });
    const profile = { userName: '陈\u0000思远', gender: 1, areaCode: '', areaAddress: '', company: '', position: '' };
    expect(await expectRejected(server, 'updateAccount', { token: cast.tokens.holderA, body: profile })).toBe(
      '姓名含有不支持的控制字符或无效字符',
    );
    await expectRejected(server, 'createSite', {
      token: cast.tokens.holderA,
      body: { name: '青禾\u0000社', slug: 'qinghe', categoryId: 1 },
    });
  });

  it('refuses other C0 controls, unpaired surrogates and control characters in keys', async () => {
    const owner = { token: cast.sites.a.tokens.owner, host: cast.sites.a.host };
    for (const name of ['勋章\u0007', '勋章\u001b', '勋\ud800章', '勋\udfff章']) {
      await expectRejected(server, 'createMedal', { ...owner, body: { name, color: '#E6A23C' } });
    }
    await expectRejected(server, 'updateSiteSetting', { ...owner, body: { siteBasicSetting: { 'icp\u0000Number': 'x' } } });
  });

  it('refuses a control character in a query value before it is read as a number', async () => {
    const owner = { token: cast.sites.a.tokens.owner, host: cast.sites.a.host };
    const ranks = (await server.call('getUserRankList', owner)).body.data;
    expect(await expectRejected(server, 'deleteUserRank', { ...owner, query: { id: `${ranks[0].id}\f` } })).toBe(
      '编号含有不支持的控制字符或无效字符',
    );
    expect((await server.call('getUserRankList', owner)).body.data).toEqual(ranks);
  });

  it('takes tab, line breaks and paired surrogates (emoji) where the text may have them', async () => {
    const owner = { token: cast.sites.a.tokens.owner, host: cast.sites.a.host };
    const res = await server.call('createMedal', {
      ...owner,
      body: { name: '书评😀', description: '第一行\n第二行\r\n\t缩进', color: '#E6A23C' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.description).toBe('第一行\n第二行\r\n\t缩进');
  });
});
