import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

const question = {
  id: 88,
  typeId: 3,
  typeName: '技术求助',
  sectionName: '',
  title: '笔记本风扇一直响',
  excerpt: '买了半年',
  author: { id: 12, name: '林间读书人', avatar: '' },
  status: 20,
  reason: '',
  bounty: 50,
  solved: false,
  answerCount: 3,
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-20T08:30:00.000Z',
};

describe('commctl questions list', () => {
  it('lists the site’s questions with the filters', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
    const { fetch, calls } = fakeApi({ getConsoleQuestionList: () => ok({ list: [question], total: 1 }) });
    expect(await h.run(['questions', 'list', '--solved', 'no', '--status', '已发布'], { fetch })).toBe(0);
    expect(calls[0].url.href).toBe('http://demo.localhost:8080/api/console/question-list?status=20&solved=false');
    expect(h.stdout).toBe('88\t笔记本风扇一直响\t技术求助\t林间读书人\t已发布\t50\t未解决\t3\t2026-11-20 16:30\n');
  });

  it('lists every site’s questions on a SaaS profile, naming the site', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    const { fetch, calls } = fakeApi({
      getSaasQuestionList: () => ok({ list: [{ ...question, siteId: 2, siteName: '读书会' }], total: 1 }),
    });
    expect(await h.run(['questions', 'list', '--site-id', '2'], { fetch })).toBe(0);
    expect(calls[0].url.pathname + calls[0].url.search).toBe('/api/saas/question-list?siteId=2');
    expect(h.stdout).toContain('读书会（2）\t笔记本风扇一直响');
  });

  it('refuses a --solved that is neither yes nor no', async () => {
    await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
    expect(await h.run(['questions', 'list', '--solved', 'maybe'], { fetch: fakeApi({}).fetch })).toBe(2);
  });
});
