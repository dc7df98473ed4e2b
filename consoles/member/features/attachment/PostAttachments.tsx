import { useEffect, useId, useState } from 'react';
import { notify } from '#kit/notify/notify';
import type { Schema } from '#sdk';
import { useRequireMember } from '../../shell/hooks';
import { downloadQuestion, sizeText, startDownload } from './attachmentText';
import { attachmentApi } from './cache';
import './attachment.css';

type Attachment = Schema<'Attachment'>;

/** Asks before a download, with the price when it costs coins; the charge happens only on 确定. */
export function DownloadDialog({ attachment, onClose }: { attachment: Attachment; onClose: () => void }) {
  const [download, downloading] = attachmentApi.useDownloadAttachmentMutation();
  const titleId = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const confirm = async () => {
    const result = await download({ body: { id: attachment.id } });
    const link = result.data?.data;
    if (!link) return;
    if (link.charged) notify.success(`已扣除 ${link.charged} 金币`);
    startDownload(link.url);
    onClose();
  };
  return (
    <div className="m-sheet-mask">
      <div className="m-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="m-h2">
          下载附件
        </h2>
        <p>{downloadQuestion(attachment)}</p>
        <div className="m-row">
          <span className="m-spacer" />
          <button type="button" className="m-btn" onClick={onClose}>
            取消
          </button>
          <button type="button" className="m-btn m-btn-primary" disabled={downloading.isLoading} onClick={confirm}>
            {attachment.price > 0 && !attachment.purchased && !attachment.mine ? `支付 ${attachment.price} 金币并下载` : '确定下载'}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A post's attachments below its content: name, size, price, downloads, and 下载 (or 「已购买」). */
export function PostAttachments({ post }: { post: Schema<'PostDetail'> }) {
  const { data } = attachmentApi.useGetPostAttachmentListQuery({ query: { postId: post.id } });
  const requireMember = useRequireMember();
  const [asking, setAsking] = useState<Attachment | null>(null);
  const list = data?.list ?? [];
  if (!list.length) return null;
  return (
    <section className="m-attachments" aria-label="附件">
      <h2 className="m-attachments-title">附件（{list.length}）</h2>
      <ul className="m-attachments-list">
        {list.map((a) => (
          <li key={a.id} className="m-attachment">
            <div className="m-attachment-main">
              <span className="m-attachment-name">{a.name}</span>
              <span className="m-muted m-attachment-meta">
                {sizeText(a.size)} · {a.price > 0 ? `${a.price} 金币` : '免费'} · 下载 {a.downloadCount} 次
                {a.purchased ? <span className="m-tag">已购买</span> : null}
              </span>
            </div>
            <button type="button" className="m-btn" onClick={() => requireMember() && setAsking(a)}>
              下载
            </button>
          </li>
        ))}
      </ul>
      {asking ? <DownloadDialog attachment={asking} onClose={() => setAsking(null)} /> : null}
    </section>
  );
}
