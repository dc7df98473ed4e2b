import { notify } from '#kit/notify/notify';
import type { Schema } from '#sdk';
import { useMember, useRequireMember } from '../../shell/hooks';
import { followApi } from './cache';
import './follow.css';

/**
 * 关注 / 已关注 on a member's home (the profile page's `memberHomeActions` slot). A signed-out visitor goes to sign in;
 * one's own home shows no button.
 */
export function FollowButton({ member }: { member: Schema<'MemberHome'> }) {
  const requireMember = useRequireMember();
  const me = useMember().profile?.id;
  const [follow, following] = followApi.useFollowMemberMutation();
  const [unfollow, unfollowing] = followApi.useUnfollowMemberMutation();
  if (me === member.id) return null;
  const toggle = async () => {
    if (!requireMember()) return;
    const result = member.followed ? await unfollow({ body: { id: member.id } }) : await follow({ body: { id: member.id } });
    if (!result.error && result.data?.description) notify.success(result.data.description);
  };
  return (
    <button
      type="button"
      className={`m-btn m-follow-btn${member.followed ? '' : ' m-btn-primary'}`}
      aria-pressed={member.followed}
      disabled={following.isLoading || unfollowing.isLoading}
      onClick={toggle}
    >
      {member.followed ? '已关注' : '关注'}
    </button>
  );
}
