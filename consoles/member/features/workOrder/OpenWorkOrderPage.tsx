import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { uploadImageFile } from '#kit/request/uploadImage';
import { useMemberStore, usePageTitle } from '../../shell/hooks';
import { blankOpen, type OpenProblems, type OpenValues, openProblems, toCreateWorkOrderInput } from './workOrderRequests';

const MAX_IMAGES = 6;

/** 提交工单 `/workorders/new`: type, title, description, up to six images and how to reach the member. */
export function OpenWorkOrderPage() {
  usePageTitle('提交工单');
  const navigate = useNavigate();
  const store = useMemberStore();
  const options = api.useGetWorkOrderOptionsQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const [values, setValues] = useState<OpenValues>(blankOpen);
  const [problems, setProblems] = useState<OpenProblems>({});
  const [uploading, setUploading] = useState(false);
  const [create, creating] = api.useCreateWorkOrderMutation();
  const set = <K extends keyof OpenValues>(key: K, value: OpenValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  if (!options) return <div className="m-loading">加载中…</div>;
  if (!options.mayOpen) return <div className="m-card m-empty">{options.refusal || '暂时不能提交工单'}</div>;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const url = await uploadImageFile(store.extra.client, file, 'comment');
    setUploading(false);
    if (url) setValues((v) => ({ ...v, images: [...v.images, url].slice(0, MAX_IMAGES) }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = openProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await create(toCreateWorkOrderInput(values));
    const saved = result.data?.data;
    if (!saved) return;
    notify.success(result.data?.description || '工单已提交');
    navigate(`/workorders/${saved.id}`, { replace: true });
  };
  return (
    <form className="m-card" noValidate onSubmit={submit}>
      <h1>提交工单</h1>
      <div className="m-field">
        <label>
          <span>分类</span>
          <select className="m-input" value={values.typeId || ''} onChange={(e) => set('typeId', Number(e.target.value))}>
            <option value="">选择分类</option>
            {options.types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        {values.typeId ? <div className="m-muted">{options.types.find((t) => t.id === values.typeId)?.description}</div> : null}
        {problems.typeId ? <div className="m-error">{problems.typeId}</div> : null}
      </div>
      <div className="m-field">
        <label>
          <span>标题</span>
          <input
            className="m-input"
            maxLength={100}
            placeholder="一句话说清遇到的问题"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </label>
        {problems.title ? <div className="m-error">{problems.title}</div> : null}
      </div>
      <div className="m-field">
        <label>
          <span>问题描述</span>
          <textarea
            className="m-textarea"
            rows={6}
            maxLength={5000}
            placeholder="发生了什么、什么时候、试过哪些办法"
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
          />
        </label>
        {problems.content ? <div className="m-error">{problems.content}</div> : null}
      </div>
      <div className="m-field">
        <span className="m-muted">图片（最多 {MAX_IMAGES} 张）</span>
        {values.images.length ? (
          <div className="m-thumbs">
            {values.images.map((url) => (
              <img key={url} src={url} alt="附图" />
            ))}
          </div>
        ) : null}
        {values.images.length < MAX_IMAGES ? (
          <label className="m-btn">
            {uploading ? '上传中…' : '添加图片'}
            <input type="file" accept="image/*" hidden disabled={uploading} onChange={upload} />
          </label>
        ) : null}
      </div>
      <div className="m-field">
        <label>
          <span>联系方式</span>
          <input
            className="m-input"
            maxLength={100}
            placeholder="手机、微信等，可不填"
            value={values.contact}
            onChange={(e) => set('contact', e.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={creating.isLoading || uploading}>
        提交
      </button>
    </form>
  );
}
