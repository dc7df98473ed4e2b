import { alsoInvalidates, operationTag } from '#kit/request/api';

/** A download changes the list (已购买, the count); a price or a removal changes the editor's list. */
export const attachmentApi = alsoInvalidates({
  downloadAttachment: [operationTag('getPostAttachmentList')],
  updateAttachment: [operationTag('getPostAttachmentList')],
  deleteAttachment: [operationTag('getPostAttachmentList')],
});
