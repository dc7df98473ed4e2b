import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';
import type { FetchLike } from '../io';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

const consoleProfile = () => h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
const saasProfile = () => h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });

const member = {
  id: 12,
  account: 'reader1',
  userName: '林间读书人',
  mobile: '138****0021',
  status: 1,
  points: 1280,
  rankName: '资深书友',
  createdAt: '2026-06-01T00:12:40.000Z',
  lastLoginAt: null,
  mutedUntil: null,
  bannedUntil: '2026-11-24T10:00:00.000Z',
};
const sanction = {
  id: 7,
  userId: 12,
  kind: 'ban',
  reason: '多次发布广告',
  startsAt: '2026-11-21T10:00:00.000Z',
  endsAt: '2026-11-24T10:00:00.000Z',
  liftedAt: null,
  liftedBy: null,
  actorId: 1,
  actorName: '站长',
  active: true,
};

describe('commctl users', () => {
  it('lists members with their state, filtered by a Chinese state label', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({ getConsoleUserList: () => ok({ list: [member], total: 1 }) });
    expect(await h.run(['users', 'list', '--state', '封禁中'], { fetch })).toBe(0);
    expect(calls[0].url.pathname + calls[0].url.search).toBe('/api/console/user-list?state=banned');
    expect(h.stdout).toBe('12\treader1\t林间读书人\t138****0021\t资深书友\t1280\t封禁至 2026-11-24 18:00\t2026-06-01 08:12\t从未登录\n');
  });

  it('shows one member found by login name, with the sanction history', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({
      getConsoleUserList: () => ok({ list: [member], total: 1 }),
      getSiteUserSanctionList: () => ok({ list: [sanction] }),
    });
    expect(await h.run(['users', 'show', 'reader1'], { fetch })).toBe(0);
    expect(calls[1].url.search).toBe('?userId=12');
    expect(h.stdout).toContain('林间读书人');
    expect(h.stdout).toContain('封禁 2026-11-21 18:00 至 2026-11-24 18:00，原因：多次发布广告（站长），生效中');
  });

  it('bans with days and a reason, and refuses a ban without a reason (exit 2)', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({ banSiteUser: () => ok(sanction, '已封禁') });
    expect(await h.run(['users', 'ban', '12', '--days', '3'], { fetch })).toBe(2);
    expect(calls).toHaveLength(0);
    expect(await h.run(['users', 'ban', '12', '--days', '3', '--reason', '多次发布广告'], { fetch })).toBe(0);
    expect(calls[0].body).toEqual({ userId: 12, days: 3, reason: '多次发布广告' });
    expect(h.stdout).toBe('已封禁：成员 12，至 2026-11-24 18:00\n');
  });

  it('mutes and lifts', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({
      muteSiteUser: () => ok({ ...sanction, kind: 'mute' }, '已禁言'),
      liftSiteUserSanction: () => ok({ lifted: 1 }, '已解除'),
    });
    expect(await h.run(['users', 'mute', '12', '--days', '1', '--reason', '刷屏'], { fetch })).toBe(0);
    expect(await h.run(['users', 'unban', '12', '--kind', 'mute'], { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.body])).toEqual([
      ['muteSiteUser', { userId: 12, days: 1, reason: '刷屏' }],
      ['liftSiteUserSanction', { userId: 12, kind: 'mute' }],
    ]);
  });

  it('needs a site console login: a SaaS profile exits 4 without a request', async () => {
    await saasProfile();
    const { fetch, calls } = fakeApi({});
    expect(await h.run(['users', 'list'], { fetch })).toBe(4);
    expect(calls).toHaveLength(0);
  });
});

describe('commctl admins', () => {
  it('lists, grants roles and revokes after --yes', async () => {
    await consoleProfile();
    const admin = {
      id: 15,
      account: 'reader2',
      userName: '青禾',
      avatar: '',
      userType: 0,
      roles: ['Post'],
      lastLoginAt: null,
      createdAt: '2026-06-01T00:00:00.000Z',
    };
    const { fetch, calls } = fakeApi({
      getSiteAdminList: () => ok({ list: [admin], total: 1 }),
      grantSiteAdmin: () => ok(admin, '已任命'),
      revokeSiteAdmin: () => ok(undefined, '已撤销'),
    });
    expect(await h.run(['admins', 'list', '--json', 'id,roles'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({ list: [{ id: 15, roles: ['Post'] }], total: 1 });
    h.reset();
    expect(await h.run(['admins', 'grant', '15', '--roles', 'Post,Comment'], { fetch })).toBe(0);
    expect(calls[1].body).toEqual({ userId: 15, roles: ['Post', 'Comment'] });
    expect(await h.run(['admins', 'revoke', '15'], { fetch })).toBe(2);
    expect(await h.run(['admins', 'revoke', '15', '--yes'], { fetch })).toBe(0);
    expect(calls[2].body).toEqual({ userId: 15 });
  });
});

describe('commctl logs', () => {
  const entry = {
    seq: 42,
    at: '2026-11-21T10:00:00.000Z',
    operationId: 'banSiteUser',
    summary: '封禁成员',
    actorId: 1,
    actorName: '陈思远',
    ip: '127.0.0.1',
    targetIds: '12',
    input: {},
    prevHash: '0'.repeat(64),
    hash: `9f2c1b7e0a4d${'0'.repeat(52)}`,
  };

  it('lists the site’s log with the filters and the platform’s with --saas', async () => {
    await consoleProfile();
    const site = fakeApi({ getOperationLogList: () => ok({ list: [entry], total: 1 }) });
    expect(await h.run(['logs', 'list', '--operation', 'banSiteUser', '--from', '2026-11-01'], { fetch: site.fetch })).toBe(0);
    expect(site.calls[0].url.search).toBe('?operation=banSiteUser&startDate=2026-11-01');
    expect(h.stdout).toBe('42\t2026-11-21 18:00\t陈思远\t封禁成员（banSiteUser）\t12\t127.0.0.1\t9f2c1b7e0a4d\n');
    await saasProfile();
    const saas = fakeApi({ getPlatformOperationLogList: () => ok({ list: [], total: 0 }) });
    expect(await h.run(['logs', 'list', '--saas'], { fetch: saas.fetch })).toBe(0);
    expect(saas.calls[0].url.pathname).toBe('/api/saas/operation-log-list');
  });

  it('verifies the chain, exit 1 when it is broken', async () => {
    await consoleProfile();
    const intact = fakeApi({ verifyOperationLog: () => ok({ valid: true, checked: 42, brokenAt: null, reason: '', headHash: 'abc' }) });
    expect(await h.run(['logs', 'verify'], { fetch: intact.fetch })).toBe(0);
    expect(h.stdout).toBe('日志链完整：已逐条校验 42 条，最新哈希 abc\n');
    h.reset();
    const broken = fakeApi({
      verifyOperationLog: () => ok({ valid: false, checked: 6, brokenAt: 7, reason: '第 7 条的内容与哈希不符', headHash: 'abc' }),
    });
    expect(await h.run(['logs', 'verify'], { fetch: broken.fetch })).toBe(1);
    expect(h.stdout).toBe('日志链从第 7 条起断开：第 7 条的内容与哈希不符；之前的 6 条完整\n');
  });
});

describe('commctl export users', () => {
  it('starts the export with the filters, shows progress on stderr and saves the file', async () => {
    await consoleProfile();
    const record = (over: object) => ({
      id: 3,
      status: 'running',
      progress: 40,
      rows: 200,
      size: 0,
      format: 'csv',
      fields: ['account'],
      mobile: 'masked',
      filters: { state: 'normal' },
      fileName: '成员数据-20261121-1000.csv',
      error: '',
      requesterId: 1,
      requesterName: '站长',
      createdAt: '2026-11-21T10:00:00.000Z',
      finishedAt: null,
      ...over,
    });
    let polls = 0;
    const api = fakeApi({
      createUserExport: () => ok(record({ status: 'queued', progress: 0, rows: 0 }), '已开始导出'),
      getUserExport: () => {
        polls += 1;
        return ok(polls < 2 ? record({}) : record({ status: 'done', progress: 100, rows: 500, size: 12 }));
      },
      createUserExportDownload: () =>
        ok({ url: '/downloads/tok', fileName: '成员数据-20261121-1000.csv', expiresAt: '2026-11-21T10:05:00.000Z' }),
    });
    const fetch: FetchLike = async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/downloads/tok') {
        expect(url.host).toBe('demo.localhost:8080');
        return new Response('\uFEFF登录名\r\nreader1\r\n', {
          headers: { 'content-disposition': `attachment; filename="download.csv"; filename*=UTF-8''${encodeURIComponent('成员数据.csv')}` },
        });
      }
      return api.fetch(request);
    };
    const output = join(h.configDir, '..', 'members.csv');
    const args = ['export', 'users', '--state', '正常', '--fields', 'account', '--format', 'csv', '--output', output];
    expect(await h.run(args, { fetch })).toBe(0);
    expect(api.calls[0].body).toEqual({ filters: { state: 'normal' }, fields: ['account'], mobile: 'masked', format: 'csv' });
    expect(h.stderr).toContain('导出中  40%，已写入 200 位成员');
    expect(h.stderr).toContain('导出中 100%，已写入 500 位成员');
    expect(h.stdout).toBe(`已导出 500 位成员，保存到 ${output}（${Buffer.byteLength('\uFEFF登录名\r\nreader1\r\n')} 字节）\n`);
    expect(await readFile(output, 'utf8')).toBe('\uFEFF登录名\r\nreader1\r\n');
  });

  it('fails with the server’s reason when the export fails (exit 1)', async () => {
    await consoleProfile();
    const api = fakeApi({
      createUserExport: () =>
        ok({
          id: 3,
          status: 'failed',
          progress: 0,
          rows: 0,
          size: 0,
          format: 'xlsx',
          fields: ['id'],
          mobile: 'masked',
          filters: {},
          fileName: 'x.xlsx',
          error: '导出失败：磁盘已满',
          requesterId: 1,
          requesterName: '站长',
          createdAt: '2026-11-21T10:00:00.000Z',
          finishedAt: '2026-11-21T10:00:00.000Z',
        }),
    });
    expect(await h.run(['export', 'users'], { fetch: api.fetch })).toBe(1);
    expect(h.stderr).toContain('导出失败：磁盘已满');
  });
});
