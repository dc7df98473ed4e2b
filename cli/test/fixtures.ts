import { exampleData } from '../../openapi/test/examples';
import type { Schema } from '../../sdk';

export const account: Schema<'AccountInfo'> = {
  id: 3,
  accountMobile: '13800000002',
  userName: '陈思远',
  avatarUrl: '',
  accountEmail: 'chensy@example.cn',
  gender: 1,
  position: '社区主理人',
  company: '杭州青禾文化传播有限公司',
  areaAddress: '浙江省-杭州市-西湖区',
  areaCode: '330106',
  permissionList: ['admin'],
  userType: 1,
  isMainManager: 1,
  createdAt: '2026-03-02T09:30:00+08:00',
};

export const siteUser: Schema<'SiteUserInfo'> = {
  id: 1,
  siteId: 1,
  siteName: '青禾读书会',
  siteSlug: 'demo',
  account: 'admin',
  userName: '林晓雨',
  mobile: '13800000005',
  avatarUrl: '',
  userType: 1,
  roles: ['admin'],
  frontUrl: 'http://demo.localhost:8080/',
  centreUrl: 'http://localhost:8080/',
};

/** The contract's example site (青禾读书会), changed where a test needs it. */
const site = (over: Partial<Schema<'Site'>>): Schema<'Site'> => ({ ...exampleData('getSiteList').list[0], ...over });

export const sitePage: Schema<'SitePage'> = {
  list: [
    site({}),
    site({
      id: 2,
      name: '西湖跑团',
      slug: 'demo2',
      host: 'demo2.localhost',
      licenseType: 1,
      licenseStatus: 'expiring',
      licenseExpiresAt: null,
      memberCount: 64,
    }),
  ],
  total: 2,
};

export const order = (over: Partial<Schema<'Order'>> = {}): Schema<'Order'> => ({ ...exampleData('getOrder'), ...over });

export const orderPage: Schema<'OrderPage'> = {
  list: [
    order({
      id: 43,
      orderNo: 'CM20261121000043',
      status: 'pending',
      licenseType: 3,
      months: 24,
      amountFen: 1234567,
      payMethod: null,
      // 23:50 in UTC is the next morning in Beijing: the table shows Beijing time.
      createdAt: '2026-11-21T23:50:00Z',
      payDeadline: '2026-11-22T00:20:00Z',
      paidAt: null,
      licenseExpiresAt: null,
    }),
    order({}),
  ],
  total: 2,
};

export const licence: Schema<'LicenseDetail'> = {
  siteId: 2,
  siteName: '西湖跑团',
  siteSlug: 'demo2',
  masterId: 3,
  masterName: '陈思远',
  licenseType: 3,
  effectiveType: 1,
  licenseStatus: 'expired',
  startsAt: '2025-11-21T10:32:10+08:00',
  expiresAt: '2026-11-20T10:32:10+08:00',
  history: [
    order({
      id: 44,
      orderNo: 'CM20251121000044',
      kind: 'renew',
      licenseType: 3,
      amountFen: 800000,
      createdAt: '2025-11-21T10:30:00+08:00',
      paidAt: '2025-11-21T10:32:10+08:00',
      licenseExpiresAt: '2026-11-20T10:32:10+08:00',
    }),
    order({
      id: 40,
      orderNo: 'CM20241121000040',
      kind: 'licenseCode',
      status: 'refunded',
      amountFen: 0,
      payMethod: 'licenseCode',
      createdAt: '2024-11-21T10:30:00+08:00',
      paidAt: '2024-11-21T10:30:00+08:00',
      refundedAt: '2025-01-02T09:00:00+08:00',
      licenseExpiresAt: '2025-11-21T10:30:00+08:00',
    }),
  ],
};
