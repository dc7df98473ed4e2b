import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMember, useRequireMember } from '../../shell/hooks';
import type { SlotProps } from '../../shell/slots';
import { Composer } from './Composer';
import './message.css';

/**
 * 发私信 on a member's public profile: opens a box for the message; sending opens (or creates) the conversation.
 * Readers who are not signed in go to the login page first; one's own profile shows no button.
 */
export function SendMessageButton({ member }: SlotProps['memberHomeActions']) {
  const { id: memberId, nickname: name } = member;
  const requireMember = useRequireMember();
  const { profile } = useMember();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (profile && profile.id === memberId) return null;
  return (
    <>
      <button type="button" className="m-btn m-btn-primary" onClick={() => requireMember() && setOpen(true)}>
        发私信
      </button>
      {open ? (
        <div className="m-sheet-mask">
          <div className="m-sheet" role="dialog" aria-modal="true" aria-labelledby="m-msg-first">
            <h2 id="m-msg-first" className="m-h2">
              给 {name} 发私信
            </h2>
            <Composer toId={memberId} onSent={(id) => navigate(`/messages/${id}`)} onCancel={() => setOpen(false)} />
          </div>
        </div>
      ) : null}
    </>
  );
}
