import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

const order = {
  id: 31,
  scope: 'site',
  siteId: 1,
  siteName: '青禾读书会',
  typeId: 2,
  typeName: '账号问题',
  category: null,
  title: '收不到验证码',
  status: 'processing',
  requester: { id: 12, name: '林间读书人' },
  assigneeId: 3,
  assigneeName: '小禾',
  isNew: false,
  waiting: true,
  rating: null,
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const { isNew: _n, waiting: _w, ...base } = order;
const detail = {
  ...base,
  content: '换了手机号',
  images: [],
  contact: '',
  firstReplyAt: '2026-11-20T09:00:00.000Z',
  resolvedAt: null,
  closedAt: null,
  firstReplySeconds: 1800,
  resolutionSeconds: null,
  ratingComment: '',
  reopenUntil: null,
  mayRate: false,
  entries: [
    {
      id: 5,
      kind: 'note',
      author: 'staff',
      authorName: '小禾',
      content: '内部：查通道',
      images: [],
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
};
const consoleProfile = { server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN } as const;

describe('commctl workorders', () => {
  it('lists the site’s work orders on a console profile, marking the waiting ones', async () => {
    await h.saveProfile(consoleProfile);
    const { fetch, calls } = fakeApi({ getWorkOrderList: () => ok({ list: [order], total: 1 }) });
    expect(await h.run(['workorders', 'list', '--status', '处理中', '--type-id', '2'], { fetch })).toBe(0);
    expect(calls[0].url.href).toBe('http://demo.localhost:8080/api/console/work-order-list?status=processing&typeId=2');
    expect(h.stdout).toBe('31\t[待回复] 收不到验证码\t账号问题\t林间读书人\t处理中\t小禾\t2026-11-20 16:30\n');
  });

  it('lists every site’s platform work orders on a SaaS profile, naming the site', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    const saas = { ...order, scope: 'saas', typeId: null, typeName: '', category: 'billing', waiting: false, isNew: true };
    const { fetch, calls } = fakeApi({ getSaasWorkOrderList: () => ok({ list: [saas], total: 1 }) });
    expect(await h.run(['workorders', 'list', '--category', 'billing', '--site-id', '1'], { fetch })).toBe(0);
    expect(calls[0].url.pathname + calls[0].url.search).toBe('/api/saas/work-order-list?category=billing&siteId=1');
    expect(h.stdout).toContain('青禾读书会（1）\t[新] 收不到验证码\t账单');
  });

  it('refuses --scope site on a SaaS profile', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    expect(await h.run(['workorders', 'list', '--scope', 'site'], { fetch: fakeApi({}).fetch })).toBe(2);
  });

  it('shows one with its timings and records, and as JSON', async () => {
    await h.saveProfile(consoleProfile);
    const { fetch, calls } = fakeApi({ getWorkOrder: () => ok(detail) });
    expect(await h.run(['workorders', 'show', '31'], { fetch })).toBe(0);
    expect(calls[0].url.search).toBe('?id=31');
    expect(h.stdout).toContain('首次回复用时\t30 分钟');
    expect(h.stdout).toContain('小禾（内部备注）：内部：查通道');
    h.stdout = '';
    expect(await h.run(['workorders', 'show', '31', '--json', 'id,status'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({ id: 31, status: 'processing' });
  });

  it('replies, writes notes and closes on either side', async () => {
    await h.saveProfile(consoleProfile);
    const entry = detail.entries[0];
    const { fetch, calls } = fakeApi({
      replyWorkOrder: () => ok(entry, '备注已保存'),
      replyMySaasWorkOrder: () => ok({ ...entry, kind: 'reply', author: 'requester' }, '已回复'),
      changeWorkOrderStatus: () => ok(undefined, '状态已修改'),
      changeMySaasWorkOrderStatus: () => ok(undefined, '工单已关闭'),
    });
    expect(await h.run(['workorders', 'reply', '31', '--content', '查通道', '--internal'], { fetch })).toBe(0);
    expect(calls[0].body).toEqual({ id: 31, content: '查通道', internal: true });
    expect(await h.run(['workorders', 'reply', '7', '--scope', 'saas', '--content', '补充'], { fetch })).toBe(0);
    expect(calls[1].url.pathname).toBe('/api/console/saas-work-order/reply');
    expect(await h.run(['workorders', 'close', '31'], { fetch })).toBe(0);
    expect(calls[2].body).toEqual({ id: 31, status: 'closed' });
    expect(await h.run(['workorders', 'close', '7', '--scope', 'saas'], { fetch })).toBe(0);
    expect(calls[3].body).toEqual({ id: 7, action: 'close' });
    expect(h.stdout).toContain('工单 7 已关闭');
  });
});
