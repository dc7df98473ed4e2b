import { Switch } from '#sdk';
import type { MemberFeature } from '../../shell/mine';
import { workOrderPages } from './routes';

export const workOrderFeature: MemberFeature = {
  name: 'workOrder',
  routes: workOrderPages,
  mine: { links: [{ to: '/workorders', label: '我的工单 · 联系客服', when: (site) => site?.workOrderFunctionStatus === Switch.on }] },
};
