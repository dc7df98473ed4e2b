import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { friendLinks } from './friend-link.tables';

/** Four links in the demo's footer; the last shows on the home page only. */
export async function seedDemoFriendLinks(tx: Executor, site: DemoSite) {
  await tx.insert(friendLinks).values([
    { siteId: site.siteId, name: '豆瓣读书', url: 'https://book.douban.com/', description: '发现好书，分享书评', sort: 10 },
    { siteId: site.siteId, name: '中国国家图书馆', url: 'https://www.nlc.cn/', description: '国家总书库', sort: 20 },
    { siteId: site.siteId, name: '开源中国', url: 'https://www.oschina.net/', description: '中文开源技术交流社区', sort: 30 },
    { siteId: site.siteId, name: '知乎', url: 'https://www.zhihu.com/', description: '有问题，就会有答案', placement: 'home', sort: 40 },
  ]);
}
