import type { MemberFeature } from '../../shell/mine';
import { privacyPages } from './routes';

export const userExportFeature: MemberFeature = {
  name: 'userExport',
  routes: privacyPages,
  mine: { buttons: [{ to: '/me/privacy', label: '个人信息（下载我的数据 · 注销账号）' }] },
};
