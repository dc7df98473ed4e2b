import { alsoInvalidates, operationTag } from '#kit/request/api';

/**
 * The generated api, with what rank changes do to other areas: the home page counts the ranks (`getIndexBase`), so
 * adding or removing one refreshes it. Everything else follows from the `userRank` tag.
 */
export const userRankApi = alsoInvalidates({
  createUserRank: [operationTag('getIndexBase')],
  deleteUserRank: [operationTag('getIndexBase')],
});
