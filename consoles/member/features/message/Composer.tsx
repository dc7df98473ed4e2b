import { useState } from 'react';
import { api } from '#kit/request/api';

export const MAX_MESSAGE = 1000;

/** The message box: plain text up to 1000 characters (sent as text, shown escaped); Ctrl/⌘+Enter sends. */
export function Composer({ toId, onSent, onCancel }: { toId: number; onSent?: (conversationId: number) => void; onCancel?: () => void }) {
  const [send, sending] = api.useSendPrivateMessageMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const submit = async () => {
    const content = text.trim();
    if (!content) return setProblem('请输入私信内容');
    if ([...content].length > MAX_MESSAGE) return setProblem(`私信最多 ${MAX_MESSAGE} 个字`);
    setProblem('');
    const result = await send({ body: { toId, content } });
    if (result.data) {
      setText('');
      onSent?.(result.data.data.conversationId);
    }
  };
  return (
    <form
      className="m-msg-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="m-field">
        <span className="m-sr-only">私信内容</span>
        <textarea
          className="m-textarea"
          value={text}
          maxLength={MAX_MESSAGE}
          placeholder="写私信…（Ctrl+Enter 发送）"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
      </label>
      {problem ? <p className="m-error">{problem}</p> : null}
      <div className="m-row">
        <span className="m-muted">
          {[...text].length}/{MAX_MESSAGE}
        </span>
        <span className="m-spacer" />
        {onCancel ? (
          <button type="button" className="m-btn" onClick={onCancel}>
            取消
          </button>
        ) : null}
        <button type="submit" className="m-btn m-btn-primary" disabled={sending.isLoading}>
          发送
        </button>
      </div>
    </form>
  );
}
