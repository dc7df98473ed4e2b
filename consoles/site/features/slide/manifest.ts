import type { FeatureManifest } from '#kit/routes/manifest';
import { slideSettingPages } from './routes';

export const slideFeature: FeatureManifest = { name: 'slide', groups: [{ group: '/setting', at: 20, pages: slideSettingPages }] };
