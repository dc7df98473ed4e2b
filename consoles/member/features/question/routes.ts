import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 问答: every page is its own chunk (the first load stays the home page's). */
export const questionPages: RouteRecord[] = [
  {
    path: '/questions',
    name: 'Questions',
    public: true,
    component: lazyPage(() => import('./QuestionListPage'), 'QuestionListPage'),
    meta: { title: '问答', operation: ['getQuestionOptions', 'getQuestionList'] },
  },
  {
    path: '/question/:id',
    name: 'Question',
    public: true,
    component: lazyPage(() => import('./QuestionPage'), 'QuestionPage'),
    meta: { title: '问题', operation: ['getQuestion', 'getAnswerList'] },
  },
  {
    path: '/ask',
    name: 'Ask',
    component: lazyPage(() => import('./AskPage'), 'AskPage'),
    meta: { title: '提问', operation: 'createQuestion' },
  },
  {
    path: '/my-questions',
    name: 'MyQuestions',
    component: lazyPage(() => import('./MyQuestionsPage'), 'MyQuestionsPage'),
    meta: { title: '我的问答', operation: ['getMyQuestionList', 'getMyAnswerList'] },
  },
];
