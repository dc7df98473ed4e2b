import { describe, expect, it } from 'vitest';
import { CommuneApiError, CommuneNetworkError, createCommuneClient, NotLoggedInError, REQUEST_TIMEOUT_MS, ResultType } from '.';

// Node's Request needs an absolute URL; in the browser the default empty base URL means same origin.
const BASE = 'http://commune.test';

function reply(status: number, body: unknown, contentType = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

function recording(response: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return response();
  };
  return { requests, fetch };
}

describe('createCommuneClient', () => {
  it('sends the named operation to its path and gives back data', async () => {
    const { requests, fetch } = recording(() => reply(200, { type: 1, data: { list: [], total: 0 } }));
    const client = createCommuneClient({ fetch, baseUrl: BASE, token: () => 'tok123' });
    const page = await client.getSiteList({ query: { masterId: 3, page: 2 } });
    expect(page).toEqual({ list: [], total: 0 });
    expect(requests[0].method).toBe('GET');
    expect(new URL(requests[0].url).pathname).toBe('/api/saas/site-list');
    expect(new URL(requests[0].url).searchParams.get('masterId')).toBe('3');
    expect(requests[0].headers.get('authorization')).toBe('tok123');
  });

  it('resolves paths against the base URL and uses the spec timeout', async () => {
    const { requests, fetch } = recording(() => reply(200, { type: 1, data: [] }));
    await createCommuneClient({ fetch, baseUrl: 'http://127.0.0.1:9' }).getSiteCategory();
    expect(requests[0].url).toBe('http://127.0.0.1:9/api/saas/site-category');
    expect(REQUEST_TIMEOUT_MS).toBe(120000);
  });

  it('sends no Authorization header without a token, and a JSON body for writes', async () => {
    const { requests, fetch } = recording(() => reply(200, { type: 1, data: { token: 't'.repeat(43) } }));
    await createCommuneClient({ fetch, baseUrl: BASE, token: () => null }).saasLogin({
      body: { account: '13800000002', password: 'demo123456' },
    });
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(requests[0].method).toBe('POST');
    expect(await requests[0].json()).toEqual({ account: '13800000002', password: 'demo123456' });
  });

  it('returns the whole envelope from send, for the description', async () => {
    const { fetch } = recording(() => reply(200, { type: 1, data: { removed: 3 }, description: '缓存已清除，共 3 项' }));
    const envelope = await createCommuneClient({ fetch, baseUrl: BASE }).send('clearRedisCache');
    expect(envelope.description).toBe('缓存已清除，共 3 项');
    expect(envelope.data.removed).toBe(3);
  });

  it('turns a failure envelope into a typed error with type, description and status', async () => {
    const { fetch } = recording(() => reply(409, { type: 6, description: '该站点标识已被使用' }));
    const error = await createCommuneClient({ fetch, baseUrl: BASE })
      .createSite({ body: { name: '青禾观影社', slug: 'movie', categoryId: 7 } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(CommuneApiError);
    expect(error).not.toBeInstanceOf(NotLoggedInError);
    expect(error).toMatchObject({ type: ResultType.conflict, description: '该站点标识已被使用', status: 409, operationId: 'createSite' });
  });

  it('makes type 3 its own error class', async () => {
    const { fetch } = recording(() => reply(401, { type: 3, description: '未登录或登录已过期' }));
    const error = await createCommuneClient({ fetch, baseUrl: BASE })
      .getTokenAccount()
      .catch((e) => e);
    expect(error).toBeInstanceOf(NotLoggedInError);
    expect(error).toMatchObject({ type: 3, status: 401, description: '未登录或登录已过期' });
  });

  it('treats a 200 whose type is not 1 as a failure', async () => {
    const { fetch } = recording(() => reply(200, { type: 3, description: '未登录或登录已过期' }));
    await expect(createCommuneClient({ fetch, baseUrl: BASE }).getTokenUser()).rejects.toBeInstanceOf(NotLoggedInError);
  });

  it('gives a Chinese description when the answer has no envelope', async () => {
    const { fetch } = recording(() => reply(502, '<html>Bad Gateway</html>', 'text/html'));
    const error = await createCommuneClient({ fetch, baseUrl: BASE })
      .getSiteCategory()
      .catch((e) => e);
    expect(error).toMatchObject({ type: ResultType.serverError, status: 502, description: '服务器错误，请稍后再试' });
  });

  it('reports an unreachable server as a network error', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await createCommuneClient({ fetch, baseUrl: 'http://127.0.0.1:9' })
      .getSiteCategory()
      .catch((e) => e);
    expect(error).toBeInstanceOf(CommuneNetworkError);
    expect(error.status).toBe(0);
    expect(error.description).toBe('无法连接服务器：http://127.0.0.1:9');
  });

  it('times out with a Chinese description', async () => {
    const fetch = (request: Request) =>
      new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const error = await createCommuneClient({ fetch, baseUrl: BASE, timeoutMs: 20 })
      .getSiteCategory()
      .catch((e) => e);
    expect(error).toBeInstanceOf(CommuneNetworkError);
    expect(error.description).toBe('请求超时（0 秒未响应）');
  });
});
