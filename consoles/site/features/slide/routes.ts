import { SlideMultipleRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 幻灯片 (`/setting/manageSlide`), in the 设置 group. */
export const slideSettingPages: RouteRecord[] = [
  {
    path: 'manageSlide',
    name: 'ManageSlide',
    component: lazyPage(() => import('./SlidePage'), 'SlidePage'),
    meta: { title: '幻灯片', icon: SlideMultipleRegular, operation: 'getSlideList' },
  },
];
