import { CoinStackRegular, ReceiptRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 积分设置 and 积分记录, in the 用户 group; the ledger's badge counts new records. */
export const pointPages: RouteRecord[] = [
  {
    path: 'managePointItem',
    name: 'ManagePointItem',
    component: lazyPage(() => import('./PointItemPage'), 'PointItemPage'),
    meta: { title: '积分设置', icon: CoinStackRegular, operation: 'getPointItemList' },
  },
  {
    path: 'managePointRecord',
    name: 'ManagePointRecord',
    component: lazyPage(() => import('./PointRecordPage'), 'PointRecordPage'),
    meta: { title: '积分记录', icon: ReceiptRegular, operation: 'getPointRecordList', messageType: 'pointRecord' },
  },
];
