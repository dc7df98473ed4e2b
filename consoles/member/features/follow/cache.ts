import { alsoInvalidates, operationTag } from '#kit/request/api';

/** A follow changes the member's home (counts, 已关注); a bookmark or watch changes the post's detail. */
export const followApi = alsoInvalidates({
  followMember: [operationTag('getMemberHome')],
  unfollowMember: [operationTag('getMemberHome')],
  addBookmark: [operationTag('getPost')],
  removeBookmark: [operationTag('getPost')],
  watchPost: [operationTag('getPost')],
  unwatchPost: [operationTag('getPost')],
});
