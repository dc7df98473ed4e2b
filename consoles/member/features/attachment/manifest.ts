import type { MemberFeature } from '../../shell/mine';
import { PostBodySlot, PostEditorSlot } from './slots';

/** Attachments: the list with 下载 on a post, and the picker in the post form (slots; no pages of its own). */
export const attachmentFeature: MemberFeature = {
  name: 'attachment',
  slots: { postBody: PostBodySlot, postEditor: PostEditorSlot },
};
