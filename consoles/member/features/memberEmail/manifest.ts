import type { MemberFeature } from '../../shell/mine';
import { memberEmailPages } from './routes';

export const memberEmailFeature: MemberFeature = {
  name: 'memberEmail',
  routes: memberEmailPages,
  mine: { buttons: [{ to: '/me/email', label: '邮箱（通知邮件 · 每日摘要）' }] },
};
