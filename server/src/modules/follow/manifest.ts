import { defineModule } from '../module';
import { type FanoutData, FOLLOW_FANOUT_JOB } from '../post/post-published';
import * as tables from './follow.tables';
import { seedDemoFollows } from './follow-demo';
import { eraseMemberFollows } from './follow-erasure';
import { runFanout } from './follow-fanout';
import { followHandlers } from './follow-handlers';
import { postViewerState } from './follow-repository';
import { followPersonalData } from './personal-data';

/** Follows, watches and bookmarks (关注与收藏), and the notifications of new posts and replies they bring. */
export const followModule = defineModule({
  name: 'follow',
  handlers: { follow: followHandlers },
  tables,
  jobs: [
    {
      name: FOLLOW_FANOUT_JOB,
      // Batches already committed would be told twice by a retry: one try, its failure recorded.
      retryLimit: 0,
      expireInSeconds: 900,
      // A fan-out per published comment: ten at a time keeps up with a busy forum (10,000 watchers take seconds each).
      batchSize: 10,
      run: (deps, data: FanoutData) => runFanout(deps, data),
    },
  ],
  postViewer: postViewerState,
  personalData: followPersonalData,
  erasure: { stage: 'activity', erase: (tx, member) => eraseMemberFollows(tx, member) },
  demoSeed: seedDemoFollows,
});
