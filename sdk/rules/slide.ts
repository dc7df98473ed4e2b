import type { SlidePositionValues } from '../generated/enums';

/**
 * Each slideshow position's picture shape (width : height), which the contract's SlidePosition describes: the site
 * console crops uploads to it and the member site keeps a box of it, so the page never shifts when a picture loads.
 */
export const slideAspect: Record<(typeof SlidePositionValues)[number], { width: number; height: number }> = {
  home: { width: 8, height: 3 },
  section: { width: 4, height: 1 },
};
