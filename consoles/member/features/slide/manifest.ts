import type { MemberFeature } from '../../shell/mine';
import { HomeSlides, SectionSlides } from './Slides';

/** No pages of its own: slideshows above the home page and above a section's posts. */
export const slideFeature: MemberFeature = {
  name: 'slide',
  slots: { homeTop: HomeSlides, sectionTop: SectionSlides },
};
