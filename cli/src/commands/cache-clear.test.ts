import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const api = () =>
  fakeApi({
    clearRedisCache: () => ok({ removed: 42 }, '缓存已清除，共 42 项'),
    clearSiteCache: () => ok({ removed: 6 }, '本站缓存已清除，共 6 项'),
  });

describe('commctl cache clear', () => {
  it('asks first, and on yes clears the server cache and prints the returned description', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['cache', 'clear'], { fetch, tty: true, prompt: { confirm: [true] } })).toBe(0);
    expect(h.questions).toEqual(['此操作将清除服务器 http://saas.test 的缓存，且不可撤销，是否继续？']);
    expect(calls.map((c) => [c.operationId, c.method, c.authorization])).toEqual([['clearRedisCache', 'PUT', TOKEN]]);
    expect(h.stdout).toBe('缓存已清除，共 42 项\n');
  });

  it('declining prints 已取消清除缓存, sends nothing and exits 0', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['cache', 'clear'], { fetch, tty: true, prompt: { confirm: [false] } })).toBe(0);
    expect(h.stdout).toBe('已取消清除缓存\n');
    expect(calls).toHaveLength(0);
  });

  it('does not ask with --yes (or -y)', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['cache', 'clear', '--yes'], { fetch, tty: true })).toBe(0);
    expect(await h.run(['cache', 'clear', '-y'], { fetch })).toBe(0);
    expect(h.questions).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('refuses to clear without --yes when it cannot ask (exit 2)', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['cache', 'clear'], { fetch })).toBe(2);
    expect(h.stderr).toBe('错误：清除缓存不可撤销，需要确认\n非交互环境下请加 --yes 确认\n');
    expect(calls).toHaveLength(0);
  });

  it("clears only the site's cache on a console profile, at the site's host", async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
    const { fetch, calls } = api();
    expect(await h.run(['cache', 'clear'], { fetch, tty: true, prompt: { confirm: [true] } })).toBe(0);
    expect(h.questions[0]).toBe('此操作将清除站点 demo 的缓存，且不可撤销，是否继续？');
    expect(calls.map((c) => [c.operationId, c.url.href, c.authorization])).toEqual([
      ['clearSiteCache', 'http://demo.localhost:8080/api/console/redis-clear', CONSOLE_TOKEN],
    ]);
    expect(h.stdout).toBe('本站缓存已清除，共 6 项\n');
  });

  it('prints the result data as JSON with --json', async () => {
    expect(await h.run(['cache', 'clear', '--yes', '--json'], { fetch: api().fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({ removed: 42 });
  });

  it("shows a refusal's description (exit 1) and an expired login (exit 4)", async () => {
    const forbidden = fakeApi({ clearRedisCache: () => fail(403, 4, '没有权限清除缓存') });
    expect(await h.run(['cache', 'clear', '--yes'], { fetch: forbidden.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：没有权限清除缓存\n');
    h.reset();
    const expired = fakeApi({ clearRedisCache: () => fail(401, 3, '未登录或登录已过期') });
    expect(await h.run(['cache', 'clear', '--yes'], { fetch: expired.fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
  });

  it('exits 4 before asking anything when not logged in', async () => {
    expect(await h.run(['cache', 'clear', '--profile', 'nobody'], { tty: true })).toBe(4);
    expect(h.questions).toEqual([]);
    expect(h.stderr).toContain('错误：未登录，请先运行 commctl login');
  });
});
