import type { FeatureManifest } from '#kit/routes/manifest';
import { userRankPages } from './routes';

export const userRankFeature: FeatureManifest = { name: 'userRank', groups: [{ group: '/user', at: 40, pages: userRankPages }] };
