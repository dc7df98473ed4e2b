import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';
import { HomePage } from './HomePage';

export const postPages: RouteRecord[] = [
  // The home page is in the first load: it is where most visits start.
  { path: '/', name: 'Home', public: true, component: HomePage, meta: { title: '首页', operation: 'getPostList' } },
];
