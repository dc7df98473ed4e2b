import { useEffect, useId, useState } from 'react';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { reportProblem, toReportInput } from './reportRequests';

/** Choose a reason from the site's list (with text where it takes some) and send the report. */
export function ReportDialog({
  targetType,
  targetId,
  what,
  onClose,
}: {
  targetType: Schema<'ImpeachTargetType'>;
  targetId: number;
  what: string;
  onClose: () => void;
}) {
  const { data, isLoading } = api.useGetImpeachReasonsQuery();
  const [send, sending] = api.useCreateImpeachMutation();
  // A private message is reported through its own operation (only its recipient may, and only it reaches the queue).
  const [sendMessageReport, sendingMessageReport] = api.useReportMessageMutation();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const titleId = useId();
  const chosen = data?.list.find((r) => r.name === reason);
  const problem = reportProblem(chosen, text);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async () => {
    setTried(true);
    if (problem || !chosen) return;
    const input = toReportInput(targetType, targetId, chosen.name, text);
    const result =
      targetType === 'message'
        ? await sendMessageReport({
            body: {
              messageId: targetId,
              reason: input.body.reason,
              ...(input.body.reasonText ? { reasonText: input.body.reasonText } : {}),
            },
          })
        : await send(input);
    if (result.data) {
      notify.success(result.data.description || '举报已提交');
      onClose();
    }
  };

  return (
    <div className="m-sheet-mask">
      <div className="m-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="m-h2">
          举报{what}
        </h2>
        {isLoading ? <div className="m-loading">加载中…</div> : null}
        <div className="m-reasons" role="radiogroup" aria-label="举报理由">
          {data?.list.map((r) => (
            <label key={r.name} className={`m-reason${reason === r.name ? ' m-reason-on' : ''}`}>
              <input type="radio" name="reason" value={r.name} checked={reason === r.name} onChange={() => setReason(r.name)} />
              {r.name}
            </label>
          ))}
        </div>
        {chosen ? (
          <label className="m-field">
            <span>{chosen.takesText ? '补充说明（必填）' : '补充说明（可不填）'}</span>
            <textarea
              className="m-textarea"
              maxLength={200}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="请描述具体问题"
            />
          </label>
        ) : null}
        {tried && problem ? <p className="m-error">{problem}</p> : null}
        <div className="m-row">
          <span className="m-spacer" />
          <button type="button" className="m-btn" onClick={onClose}>
            取消
          </button>
          <button
            type="button"
            className="m-btn m-btn-primary"
            disabled={sending.isLoading || sendingMessageReport.isLoading}
            onClick={submit}
          >
            提交举报
          </button>
        </div>
      </div>
    </div>
  );
}
