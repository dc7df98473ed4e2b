import type { MemberFeature } from '../../shell/mine';
import { mallPages } from './routes';

export const mallFeature: MemberFeature = {
  name: 'mall',
  routes: mallPages,
  mine: {
    links: [
      { to: '/points', label: '我的积分 · 签到' },
      { to: '/mall', label: '积分商城' },
      { to: '/mall/orders', label: '我的兑换' },
    ],
  },
};
