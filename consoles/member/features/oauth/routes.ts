import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** The site as an OpenID Provider: the consent page the provider sends members to, and 我的 › 已授权的应用. */
export const oauthPages: RouteRecord[] = [
  {
    // Not public: a visitor signs in on the member site first and is brought back here.
    path: '/oauth-consent/:uid',
    name: 'MemberOauthConsent',
    component: lazyPage(() => import('./OauthConsentPage'), 'OauthConsentPage'),
    meta: { title: '授权登录', operation: ['getOauthConsent', 'answerOauthConsent'] },
  },
  {
    path: '/me/oauth',
    name: 'MemberOauthGrants',
    component: lazyPage(() => import('./OauthGrantsPage'), 'OauthGrantsPage'),
    meta: { title: '已授权的应用', operation: ['getMyOauthGrantList', 'revokeMyOauthGrant'] },
  },
];
