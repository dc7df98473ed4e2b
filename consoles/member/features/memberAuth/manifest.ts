import type { MemberFeature } from '../../shell/mine';
import { memberAuthPages } from './routes';

export const memberAuthFeature: MemberFeature = { name: 'memberAuth', routes: memberAuthPages };
