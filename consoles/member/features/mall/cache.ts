import { alsoInvalidates, operationTag } from '#kit/request/api';

/** A redemption spends points: my balances and history refresh with it. */
export const mallApi = alsoInvalidates({
  redeemGift: [operationTag('getMyPoints')],
});
