import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN, unreachable } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

describe('commctl logout', () => {
  it('revokes the SaaS token on the server and removes it from the profile, keeping the server', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    const api = fakeApi({ saasLogout: () => ok(undefined, '操作成功') });
    expect(await h.run(['logout'], { fetch: api.fetch })).toBe(0);
    expect(api.calls.map((c) => [c.operationId, c.url.href, c.authorization])).toEqual([
      ['saasLogout', 'http://saas.test/api/saas/logout', TOKEN],
    ]);
    expect(h.stdout).toBe('已退出登录\n');
    expect(await h.readProfile()).toEqual({ server: 'http://saas.test', kind: 'saas' });
  });

  it('logs a console profile out of its site with consoleLogout', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN }, 'demo');
    const api = fakeApi({ consoleLogout: () => ok() });
    expect(await h.run(['logout', '--profile', 'demo'], { fetch: api.fetch })).toBe(0);
    expect(api.calls[0].url.href).toBe('http://demo.localhost:8080/api/console/logout');
    expect((await h.readProfile('demo'))?.token).toBeUndefined();
  });

  it('removes the token even when the server says it is no longer logged in (type 3)', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    const api = fakeApi({ saasLogout: () => fail(401, 3, '未登录或登录已过期') });
    expect(await h.run(['logout'], { fetch: api.fetch })).toBe(0);
    expect(h.stdout).toBe('已退出登录（服务器上的登录已失效）\n');
    expect((await h.readProfile())?.token).toBeUndefined();
  });

  it('keeps the token when the server cannot be reached, so logout can be retried (exit 1)', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    expect(await h.run(['logout'], { fetch: unreachable })).toBe(1);
    expect(h.stderr).toBe('错误：无法连接服务器：http://saas.test\n');
    expect((await h.readProfile())?.token).toBe(TOKEN);
  });

  it('exits 4 without calling the server when no token is stored', async () => {
    const api = fakeApi({});
    expect(await h.run(['logout'], { fetch: api.fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录，请先运行 commctl login\n');
    expect(api.calls).toHaveLength(0);
  });

  it('revokes a COMMCTL_TOKEN from the environment and leaves the profile file alone', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    const api = fakeApi({ saasLogout: () => ok() });
    expect(await h.run(['logout'], { fetch: api.fetch, env: { COMMCTL_TOKEN: 'env-token' } })).toBe(0);
    expect(api.calls[0].authorization).toBe('env-token');
    expect((await h.readProfile())?.token).toBe(TOKEN);
    expect(h.stderr).toContain('令牌来自环境变量 COMMCTL_TOKEN');
  });

  it('takes no arguments and no --json', async () => {
    expect(await h.run(['logout', 'now'])).toBe(2);
    expect(h.stderr).toBe('错误：commctl logout 不接受参数，却收到 1 个\n运行 commctl logout --help 查看用法\n');
    h.reset();
    expect(await h.run(['logout', '--json'])).toBe(2);
    expect(h.stderr).toContain('错误：未知选项：--json');
  });
});
