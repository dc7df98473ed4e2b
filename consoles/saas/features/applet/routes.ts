import { AppsListRegular, BoxMultipleRegular, DocumentBulletListRegular, PhoneRegular } from '@fluentui/react-icons';
import { menuGroup } from '#kit/routes/menuGroup';
import { lazyPage } from '#kit/routes/page';
import { publicPage } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';

/** 微信小程序 (`/wechatApplet/*`, AppletManage from the contract) and the authorisation's landing page. */
export const appletRoutes: RouteRecord[] = [
  menuGroup('/wechatApplet', { title: '微信小程序', icon: PhoneRegular }, [
    {
      path: 'manager',
      name: 'WechatAppletManager',
      component: lazyPage(() => import('./AppletManagerPage'), 'AppletManagerPage'),
      meta: { title: '小程序管理', icon: AppsListRegular, operation: 'getAppletList' },
    },
    {
      path: 'codeTemplateDraft',
      name: 'WechatAppletCodeTemplateDraft',
      component: lazyPage(() => import('./CodeTemplateDraftPage'), 'CodeTemplateDraftPage'),
      meta: { title: '模板草稿', icon: DocumentBulletListRegular, operation: 'getCodeTemplateDraftList' },
    },
    {
      path: 'codeTemplateLibrary',
      name: 'WechatAppletCodeTemplateLibrary',
      component: lazyPage(() => import('./CodeTemplateLibraryPage'), 'CodeTemplateLibraryPage'),
      meta: { title: '代码模板库', icon: BoxMultipleRegular, operation: 'getCodeTemplateList' },
    },
  ]),
  publicPage(
    '/applet-redirect',
    '小程序授权',
    lazyPage(() => import('#shared/applet/AppletRedirectPage'), 'SaasAppletRedirectPage'),
  ),
];
