import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, siteUser } from '../../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const api = () => fakeApi({ getTokenAccount: () => ok(account), getTokenUser: () => ok(siteUser) });

describe('commctl whoami', () => {
  it('prints an aligned table of the SaaS account on a terminal', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['whoami'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.authorization])).toEqual([['getTokenAccount', TOKEN]]);
    expect(h.stdout).toBe(
      [
        '服务器    http://saas.test',
        '配置      default',
        '登录类型  站点管理中心（平台管理员）',
        '姓名      陈思远',
        '手机号    13800000002',
        '邮箱      chensy@example.cn',
        '权限      主管理员（全部权限）',
        '',
      ].join('\n'),
    );
  });

  it('prints tab-separated lines when stdout is not a terminal', async () => {
    expect(await h.run(['whoami'], { fetch: api().fetch })).toBe(0);
    expect(h.stdout.split('\n')[3]).toBe('姓名\t陈思远');
  });

  it('prints the data as JSON with --json', async () => {
    expect(await h.run(['whoami', '--json'], { fetch: api().fetch, tty: true })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(account);
  });

  it('asks the site for its console account on a console profile', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN }, 'demo');
    const { fetch, calls } = api();
    expect(await h.run(['whoami', '--profile', 'demo'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => c.url.href)).toEqual(['http://demo.localhost:8080/api/token-user']);
    expect(h.stdout).toContain('站点      青禾读书会（demo）');
    expect(h.stdout).toContain('角色      站长（全部权限）');
  });

  it('exits 4 with 未登录或登录已过期 when the server answers type 3', async () => {
    const expired = fakeApi({ getTokenAccount: () => fail(401, 3, '登录已过期') });
    expect(await h.run(['whoami'], { fetch: expired.fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
  });

  it('names the profile and site in the login hint', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN }, 'demo');
    const expired = fakeApi({ getTokenUser: () => fail(401, 3, '未登录或登录已过期') });
    expect(await h.run(['whoami', '--profile', 'demo'], { fetch: expired.fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login --site demo --profile demo 重新登录\n');
  });

  it('exits 4 without a request when no token is stored', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['whoami', '--profile', 'empty'], { fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录，请先运行 commctl login\n请运行 commctl login --profile empty\n');
    expect(calls).toHaveLength(0);
  });
});
