import { defineModule } from '../module';
import * as tables from './attachment.tables';
import { seedDemoAttachments } from './attachment-demo';
import { eraseMemberAttachments } from './attachment-erasure';
import { sweepAttachments } from './attachment-files';
import { attachmentHandlers } from './attachment-handlers';
import { createAttachmentService, linkPostAttachments } from './attachment-service';
import { attachmentPersonalData } from './personal-data';

/** Attachments (附件) on posts: limits by the site's settings, typed by content, an optional price in coins, one-time downloads. */
export const attachmentModule = defineModule({
  name: 'attachment',
  handlers: { attachment: attachmentHandlers },
  tables,
  tasks: [
    {
      name: 'attachmentSweep',
      label: '删除无主附件的文件（未发帖的上传、作者移除的附件、彻底删除的帖子的附件）',
      cron: '*/10 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      run: (deps) => sweepAttachments(deps),
    },
  ],
  downloads: {
    attachment: async (deps, target) => {
      const file = await createAttachmentService(deps).file(target.siteId, target.attachmentId);
      if (!file) throw new Error('附件文件不存在');
      return file;
    },
  },
  postAttachments: linkPostAttachments,
  personalData: attachmentPersonalData,
  erasure: { stage: 'activity', erase: (tx, member) => eraseMemberAttachments(tx, member) },
  demoSeed: seedDemoAttachments,
});
