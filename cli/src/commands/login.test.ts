import { stat } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, siteUser } from '../../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN, unreachable } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

const saasApi = () =>
  fakeApi({
    saasLogin: () => ok({ token: TOKEN }),
    getTokenAccount: () => ok(account),
  });

const consoleApi = () =>
  fakeApi({
    consoleLogin: () => ok({ token: CONSOLE_TOKEN, userInfo: siteUser }),
    getTokenUser: () => ok(siteUser),
  });

describe('commctl login (SaaS)', () => {
  it('logs in with the flags, stores the token in a 0600 profile and says who logged in', async () => {
    const api = saasApi();
    const code = await h.run(['login', '--account', '13800000002', '--password', 'demo123456', '--server', 'http://saas.test:8080/'], {
      fetch: api.fetch,
    });
    expect(code).toBe(0);
    expect(api.calls.map((c) => c.operationId)).toEqual(['saasLogin', 'getTokenAccount']);
    expect(api.calls[0].url.href).toBe('http://saas.test:8080/api/saas/login');
    expect(api.calls[0].body).toEqual({ account: '13800000002', password: 'demo123456' });
    expect(api.calls[0].authorization).toBeNull();
    expect(api.calls[1].authorization).toBe(TOKEN);
    expect(h.stdout).toBe('已登录站点管理中心（http://saas.test:8080）：陈思远（13800000002）\n');
    expect(await h.readProfile()).toEqual({ server: 'http://saas.test:8080', kind: 'saas', token: TOKEN });
    expect((await stat(h.profilePath())).mode & 0o777).toBe(0o600);
    expect((await stat(h.configDir)).mode & 0o777).toBe(0o700);
    expect(h.stdout + h.stderr).not.toContain(TOKEN);
    expect(h.stdout + h.stderr).not.toContain('demo123456');
  });

  it('uses --saas explicitly and the default server http://localhost:8080', async () => {
    const api = saasApi();
    expect(await h.run(['login', '--saas', '--account', 'a@b.cn', '--password', 'x'], { fetch: api.fetch })).toBe(0);
    expect(api.calls[0].url.origin).toBe('http://localhost:8080');
  });

  it('reads the password from stdin with --password-stdin, dropping one trailing newline', async () => {
    const api = saasApi();
    const code = await h.run(['login', '--account', '13800000002', '--password-stdin'], { fetch: api.fetch, stdin: 'p@ss word\n' });
    expect(code).toBe(0);
    expect(api.calls[0].body).toEqual({ account: '13800000002', password: 'p@ss word' });
  });

  it('prompts for the account and, without echo, the password on a terminal', async () => {
    const api = saasApi();
    const code = await h.run(['login'], { fetch: api.fetch, tty: true, prompt: { text: ['13800000002 '], password: ['demo123456'] } });
    expect(code).toBe(0);
    expect(h.questions).toEqual(['账号（手机号或邮箱）：', '密码：']);
    expect(api.calls[0].body).toEqual({ account: '13800000002', password: 'demo123456' });
  });

  it('is a usage error (exit 2) when the password is missing and stdin is not a terminal', async () => {
    const api = saasApi();
    expect(await h.run(['login', '--account', '13800000002'], { fetch: api.fetch })).toBe(2);
    expect(h.stderr).toContain('错误：缺少必需的选项：--password-stdin 或 --password <password>');
    expect(api.calls).toHaveLength(0);
  });

  it('is a usage error (exit 2) when the account is missing and stdin is not a terminal', async () => {
    expect(await h.run(['login', '--password', 'x'])).toBe(2);
    expect(h.stderr).toBe('错误：缺少必需的选项：--account <account>\n非交互环境下请用 --account 提供账号\n');
  });

  it('refuses an empty password from the prompt', async () => {
    expect(await h.run(['login', '--account', 'a'], { tty: true, prompt: { password: [''] } })).toBe(2);
    expect(h.stderr).toContain('错误：密码不能为空');
  });

  it('rejects --password together with --password-stdin', async () => {
    expect(await h.run(['login', '--account', 'a', '--password', 'x', '--password-stdin'])).toBe(2);
    expect(h.stderr).toContain('错误：选项 --password <password> 不能与 --password-stdin 同时使用');
  });

  it("shows the server's description for a wrong password (exit 1) and stores nothing", async () => {
    const api = fakeApi({ saasLogin: () => fail(400, 2, '账号或密码错误') });
    expect(await h.run(['login', '--account', '13800000002', '--password', 'wrong'], { fetch: api.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：账号或密码错误\n');
    expect(await h.readProfile()).toBeUndefined();
  });

  it('says the server cannot be reached (exit 1)', async () => {
    expect(await h.run(['login', '--account', 'a', '--password', 'b', '--server', 'http://127.0.0.1:9'], { fetch: unreachable })).toBe(1);
    expect(h.stderr).toBe('错误：无法连接服务器：http://127.0.0.1:9\n');
  });

  it('prints the account as JSON with --json', async () => {
    const api = saasApi();
    expect(await h.run(['login', '--account', 'a', '--password', 'b', '--json'], { fetch: api.fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(account);
  });
});

describe('commctl login (site console)', () => {
  it('sends --site demo to http://demo.localhost:8080 and stores a console profile', async () => {
    const api = consoleApi();
    const argv = ['login', '--site', 'demo', '--server', 'http://localhost:8080', '--account', 'admin', '--password', 'demo123456'];
    expect(await h.run(argv, { fetch: api.fetch })).toBe(0);
    expect(api.calls.map((c) => `${c.operationId} ${c.url.href}`)).toEqual([
      'consoleLogin http://demo.localhost:8080/api/console/login',
      'getTokenUser http://demo.localhost:8080/api/token-user',
    ]);
    expect(api.calls[1].authorization).toBe(CONSOLE_TOKEN);
    expect(h.stdout).toBe('已登录站点控制台 青禾读书会（http://demo.localhost:8080）：林晓雨（admin）\n');
    expect(await h.readProfile()).toEqual({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
  });

  it('logs in to the server as the site host with --console, into the named profile', async () => {
    const api = consoleApi();
    const argv = ['login', '--console', '--server', 'https://bbs.example.cn', '--account', 'admin', '--password', 'x', '--profile', 'bbs'];
    expect(await h.run(argv, { fetch: api.fetch })).toBe(0);
    expect(api.calls[0].url.href).toBe('https://bbs.example.cn/api/console/login');
    expect(await h.readProfile('bbs')).toEqual({ server: 'https://bbs.example.cn', kind: 'console', token: CONSOLE_TOKEN });
    expect(await h.readProfile()).toBeUndefined();
    expect(h.stderr).toBe('登录信息已保存到配置 bbs\n');
  });

  it('asks for a login name on a terminal', async () => {
    const api = consoleApi();
    expect(await h.run(['login', '--site', 'demo'], { fetch: api.fetch, tty: true, prompt: { text: ['admin'], password: ['x'] } })).toBe(0);
    expect(h.questions[0]).toBe('账号（登录名或手机号）：');
  });

  it('cannot put a slug in front of an IP address (exit 2)', async () => {
    expect(await h.run(['login', '--site', 'demo', '--server', 'http://127.0.0.1:4010', '--account', 'a', '--password', 'b'])).toBe(2);
    expect(h.stderr).toContain('错误：服务器地址 http://127.0.0.1:4010 是 IP 地址，无法得出站点 demo 的域名');
  });

  it('rejects --saas with --site and a malformed slug (exit 2)', async () => {
    expect(await h.run(['login', '--saas', '--site', 'demo'])).toBe(2);
    expect(h.stderr).toContain('错误：选项 --saas 不能与 --site <slug> 同时使用');
    h.reset();
    expect(await h.run(['login', '--site', 'Demo_1', '--account', 'a', '--password', 'b'])).toBe(2);
    expect(h.stderr).toContain('错误：站点标识无效：Demo_1');
  });

  it('answers 404 for an unknown site with the server description (exit 1)', async () => {
    const api = fakeApi({ consoleLogin: () => fail(404, 5, '站点不存在') });
    expect(await h.run(['login', '--site', 'nope', '--account', 'a', '--password', 'b'], { fetch: api.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：站点不存在\n');
  });
});
