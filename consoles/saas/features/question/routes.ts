import { QuestionCircleRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 问答监管 (§2.1 `/siteContent/manageQuestion`, ContentAudit), in the 站点内容 group. */
export const questionOversightPages: RouteRecord[] = [
  {
    path: 'manageQuestion',
    name: 'ManageQuestion',
    component: lazyPage(() => import('./ManageQuestionPage'), 'ManageQuestionPage'),
    meta: { title: '问答监管', icon: QuestionCircleRegular, operation: 'getSaasQuestionList' },
  },
];
