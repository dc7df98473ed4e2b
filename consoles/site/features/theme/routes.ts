import { PaintBrushRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 主题设置 in the 设置 group: palettes, brand colour, images, header, density, home layout, preview and publish. */
export const themePages: RouteRecord[] = [
  {
    path: 'manageTheme',
    name: 'ManageTheme',
    component: lazyPage(() => import('./ThemePage'), 'ThemePage'),
    meta: { title: '主题设置', icon: PaintBrushRegular, operation: ['getThemeSetting', 'updateThemeSetting'] },
  },
];
