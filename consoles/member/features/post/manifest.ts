import type { MemberFeature } from '../../shell/mine';
import { postPages } from './routes';

export const postFeature: MemberFeature = { name: 'post', routes: postPages };
