import type { MemberFeature } from '../../shell/mine';
import { profilePages } from './routes';

export const profileFeature: MemberFeature = { name: 'profile', routes: profilePages };
