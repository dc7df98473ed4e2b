import { describe, expect, it } from 'vitest';
import type { ModuleDeps } from '../modules/deps';
import { gatherMemberPageParts } from '../modules/member-page-hook';
import { defineModule } from '../modules/module';
import { applyMemberPageParts } from './member-page-parts';

const TEMPLATE = '<!doctype html><html lang="zh-CN"><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('modules’ parts of a member page', () => {
  it('writes heads, html attributes and the root around the page’s own content', () => {
    const html = applyMemberPageParts(
      TEMPLATE,
      [
        { head: '<style>a{}</style>', header: '<nav>导航</nav>', htmlAttributes: { 'data-theme': 'dark"x' } },
        { footer: '<footer>友情链接</footer>', htmlAttributes: { lang: 'en', 'on click': 'x' } },
      ],
      '<article>正文</article>',
    );
    expect(html).toBe(
      '<!doctype html><html lang="zh-CN" data-theme="dark&#34;x"><head><title>x</title><style>a{}</style></head>' +
        '<body><div id="root"><nav>导航</nav><article>正文</article><footer>友情链接</footer></div></body></html>',
    );
  });

  it('leaves the page as it was with no parts', () => {
    expect(applyMemberPageParts(TEMPLATE, [])).toBe(TEMPLATE);
  });

  it('serves the page without the part of a module that fails, and says which one failed', async () => {
    const failures: string[] = [];
    const ok = defineModule({ name: 'ok', handlers: {}, memberPage: async () => ({ header: '<nav></nav>' }) });
    const broken = defineModule({
      name: 'broken',
      handlers: {},
      memberPage: async () => {
        throw new Error('数据库断开');
      },
    });
    const none = defineModule({ name: 'none', handlers: {} });
    const gather = gatherMemberPageParts([ok, broken, none], {} as ModuleDeps, (_e, m) => failures.push(m));
    const site = { id: 1, slug: 'demo', name: '演示', customDomain: null, ownerAccountId: 1 };
    expect(await gather({ site, path: '/', origin: 'http://demo.localhost', query: new URLSearchParams() })).toEqual([
      { header: '<nav></nav>' },
    ]);
    expect(failures).toEqual(['broken']);
  });
});
