import { AttachRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 附件设置 (`/setting/attachmentSet`), in the 设置 group. */
export const attachmentSettingPages: RouteRecord[] = [
  {
    path: 'attachmentSet',
    name: 'AttachmentSet',
    component: lazyPage(() => import('./AttachmentSettingPage'), 'AttachmentSettingPage'),
    meta: { title: '附件设置', icon: AttachRegular, operation: 'getAttachmentSetting' },
  },
];
