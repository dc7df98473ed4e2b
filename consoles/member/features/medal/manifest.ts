import { lazyPage } from '#kit/routes/page';
import type { MemberFeature } from '../../shell/mine';

/** No pages of its own: 我的勋章 is a card on 我的, loaded with it. */
export const medalFeature: MemberFeature = {
  name: 'medal',
  mine: { cards: [lazyPage(() => import('./MyMedals'), 'MyMedals')] },
};
