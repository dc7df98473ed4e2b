import { QuestionCircleRegular, TagMultipleRegular, WrenchSettingsRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 问答管理 (§2.2 `/manageQuestion`, admin/Answer); shown only where the licence and the switch open Q&A (`feature: 'question'`). */
export const questionRoutes: RouteRecord[] = [
  {
    path: '/manageQuestion',
    name: 'ManageQuestion',
    component: lazyPage(() => import('./ManageQuestionPage'), 'ManageQuestionPage'),
    meta: { title: '问答管理', icon: QuestionCircleRegular, operation: 'getConsoleQuestionList', feature: 'question' },
  },
];

/** 问答设置 and 问题分类 in the 设置 group (admin/SiteManage). */
export const questionSettingPages: RouteRecord[] = [
  {
    path: 'questionMoreSet',
    name: 'QuestionMoreSet',
    component: lazyPage(() => import('./QuestionSettingPage'), 'QuestionSettingPage'),
    meta: { title: '问答设置', icon: WrenchSettingsRegular, operation: 'getQuestionSetting', feature: 'question' },
  },
  {
    path: 'createQuestionType',
    name: 'CreateQuestionType',
    component: lazyPage(() => import('./QuestionTypePage'), 'QuestionTypePage'),
    meta: { title: '问题分类', icon: TagMultipleRegular, operation: 'getConsoleQuestionTypeList', feature: 'question' },
  },
];
