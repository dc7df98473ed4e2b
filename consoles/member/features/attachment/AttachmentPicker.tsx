import { useEffect, useRef, useState } from 'react';
import { notify } from '#kit/notify/notify';
import { sendFileForm } from '#kit/request/uploadImage';
import type { Schema } from '#sdk';
import { useMemberStore } from '../../shell/hooks';
import { sizeText } from './attachmentText';
import { attachmentApi } from './cache';
import './attachment.css';

type Attachment = Schema<'Attachment'>;

/**
 * The post form's attachments: 添加附件 uploads one file at a time within the site's limits, each row has its price
 * (saved when it changes) and 移除 (taken off the post when it is saved). Says the post's ids up through `onChange`.
 */
export function AttachmentPicker({ postId, onChange }: { postId: number | null; onChange: (ids: number[] | undefined) => void }) {
  const store = useMemberStore();
  const { data: policy } = attachmentApi.useGetAttachmentPolicyQuery();
  const { data: existing } = attachmentApi.useGetPostAttachmentListQuery({ query: { postId: postId ?? 0 } }, { skip: postId === null });
  const [setPrice] = attachmentApi.useUpdateAttachmentMutation();
  const [items, setItems] = useState<Attachment[] | null>(postId === null ? [] : null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (items === null && existing) setItems(existing.list);
  }, [existing, items]);
  const change = (next: Attachment[]) => {
    setItems(next);
    onChange(next.map((a) => a.id));
  };

  if (!policy?.enabled || items === null) return null;
  const full = items.length >= policy.maxPerPost;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > policy.maxBytes) {
      notify.error(`附件不能超过 ${sizeText(policy.maxBytes)}`);
      return;
    }
    setUploading(true);
    const uploaded = await sendFileForm(file, (body) => store.extra.client.uploadAttachment({ body }));
    setUploading(false);
    if (input.current) input.current.value = '';
    if (uploaded) change([...items, uploaded]);
  };

  const price = async (a: Attachment, value: number) => {
    const clamped = Math.max(0, Math.min(policy.maxPrice, Math.floor(value) || 0));
    change(items.map((x) => (x.id === a.id ? { ...x, price: clamped } : x)));
    if (clamped !== a.price) await setPrice({ body: { id: a.id, price: clamped } });
  };

  return (
    <div className="m-field m-picker">
      <span>附件</span>
      <ul className="m-attachments-list">
        {items.map((a) => (
          <li key={a.id} className="m-attachment">
            <div className="m-attachment-main">
              <span className="m-attachment-name">{a.name}</span>
              <span className="m-muted m-attachment-meta">{sizeText(a.size)}</span>
            </div>
            {policy.maxPrice > 0 ? (
              <label className="m-attachment-price">
                <span>售价</span>
                <input
                  className="m-input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={policy.maxPrice}
                  defaultValue={a.price}
                  aria-label={`${a.name} 的售价（金币）`}
                  onBlur={(e) => price(a, Number(e.target.value))}
                />
                <span>金币</span>
              </label>
            ) : null}
            <button type="button" className="m-btn" onClick={() => change(items.filter((x) => x.id !== a.id))}>
              移除
            </button>
          </li>
        ))}
      </ul>
      <div className="m-row">
        <label className={`m-btn${full || uploading ? ' m-btn-disabled' : ''}`}>
          {uploading ? '上传中…' : '添加附件'}
          <input
            ref={input}
            type="file"
            hidden
            disabled={full || uploading}
            accept={policy.extensions.map((e) => `.${e}`).join(',')}
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
        <span className="m-muted m-attachment-meta">
          {policy.extensions.map((e) => e.toUpperCase()).join('、')}；单个不超过 {sizeText(policy.maxBytes)}，最多 {policy.maxPerPost} 个
          {policy.maxPrice > 0 ? `；售价 0–${policy.maxPrice} 金币，0 为免费` : ''}
        </span>
      </div>
    </div>
  );
}
