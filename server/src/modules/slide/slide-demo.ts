import { SlidePosition } from '../../../../sdk';
import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { slides } from './slide.tables';

const DAY = 24 * 3600 * 1000;

/** Three slides on the home page from the landscapes the seed stored; the last one runs for a month only. */
export async function seedDemoSlides(tx: Executor, site: DemoSite) {
  const [first, second, third] = site.pictures;
  if (!third) return;
  const now = Date.now();
  await tx.insert(slides).values([
    {
      siteId: site.siteId,
      position: SlidePosition.home,
      image: first.url,
      title: `${first.caption}：晒出你的旅行照片`,
      link: '/write',
      sort: 10,
    },
    { siteId: site.siteId, position: SlidePosition.home, image: second.url, title: second.caption, link: '/search', sort: 20 },
    {
      siteId: site.siteId,
      position: SlidePosition.home,
      image: third.url,
      title: `${third.caption} · 本月活动`,
      link: 'https://www.mct.gov.cn/',
      startTime: new Date(now - DAY),
      endTime: new Date(now + 30 * DAY),
      sort: 30,
    },
  ]);
}
