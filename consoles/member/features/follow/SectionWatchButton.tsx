import { notify } from '#kit/notify/notify';
import { useMember, useRequireMember } from '../../shell/hooks';
import { followApi } from './cache';
import './follow.css';

/**
 * 关注版块 / 已关注版块 on a section's page (the `sectionActions` slot): a watched section's new posts reach the member
 * (followedPost). A signed-out visitor sees 关注版块 and goes to sign in.
 */
export function SectionWatchButton({ sectionId }: { sectionId: number }) {
  const { signedIn } = useMember();
  const goSignIn = useRequireMember();
  const state = followApi.useGetSectionWatchQuery({ query: { sectionId } }, { skip: !signedIn });
  const [watch, watching] = followApi.useWatchSectionMutation();
  const [unwatch, unwatching] = followApi.useUnwatchSectionMutation();
  const watched = state.data?.watched === true;
  const toggle = async () => {
    if (!goSignIn()) return;
    const body = { body: { sectionId } };
    const result = watched ? await unwatch(body) : await watch(body);
    if (!result.error && result.data?.description) notify.success(result.data.description);
  };
  return (
    <button
      type="button"
      className={`m-btn${watched ? ' m-btn-on' : ''}`}
      aria-pressed={watched}
      title="关注后，这个版块有新帖时会通知你"
      disabled={state.isFetching || watching.isLoading || unwatching.isLoading}
      onClick={toggle}
    >
      {watched ? '已关注版块' : '关注版块'}
    </button>
  );
}
