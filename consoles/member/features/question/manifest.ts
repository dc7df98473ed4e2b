import type { MemberFeature } from '../../shell/mine';
import { questionPages } from './routes';

export const questionFeature: MemberFeature = { name: 'question', routes: questionPages };
