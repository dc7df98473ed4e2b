// The moment a post or a comment becomes published (created published, or approved from review), told to whoever
// fans it out: the follow module's job (its manifest declares `followFanout`), queued by name once the request has
// committed (recordJob), so the writer's request never waits for the followers and watchers to be notified.
import { recordJob } from '../../contract/request-effects';

export const FOLLOW_FANOUT_JOB = 'followFanout';

export type FanoutData = { siteId: number; kind: 'post'; postId: number } | { siteId: number; kind: 'comment'; commentId: number };

export const postPublished = (siteId: number, postId: number) =>
  recordJob(FOLLOW_FANOUT_JOB, { siteId, kind: 'post', postId } satisfies FanoutData);

export const commentPublished = (siteId: number, commentId: number) =>
  recordJob(FOLLOW_FANOUT_JOB, { siteId, kind: 'comment', commentId } satisfies FanoutData);
