import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { ErasureContentLabels, ErasureContentValues, MyDataFormatLabels, MyDataFormatValues, type Schema } from '#sdk';
import { Field } from '../../shell/Field';
import { useMemberStore, usePageTitle } from '../../shell/hooks';
import { signOut } from '../../store';
import { blankEraseValues, type EraseValues, toEraseInput, toExportMyDataInput } from './privacyRequests';
import './userExport.css';

const rules = bodyRules('eraseMyAccount', ['password']);

function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** 个人信息 (`/me/privacy`): download my own data (JSON or Excel), and erase my account with my password (PIPL). */
export function PrivacyPage() {
  usePageTitle('个人信息');
  const store = useMemberStore();
  const navigate = useNavigate();
  const [format, setFormat] = useState<Schema<'MyDataFormat'>>('json');
  const [exportData, exporting] = api.useExportMyDataMutation();
  const [erase, erasing] = api.useEraseMyAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<EraseValues>(blankEraseValues, rules);

  const download = async () => {
    const result = await exportData(toExportMyDataInput(format));
    const link = result.data?.data;
    if (!link) return;
    saveFile(link.url, link.fileName);
    notify.success('个人数据已生成，正在下载');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    const result = await erase(toEraseInput(form.values));
    if (result.data?.type !== 1) return;
    notify.success(result.data.description || '账号已注销');
    await navigate('/', { replace: true });
    signOut(store);
  };

  return (
    <>
      <section className="m-card m-form">
        <h1 className="m-sr-only">个人信息</h1>
        <h2>下载我的数据</h2>
        <p className="m-muted">包括资料、帖子、提问、评论、回答、积分记录与通知。下载链接只能用一次，5 分钟内有效。</p>
        <div className="m-reasons" role="radiogroup" aria-label="格式">
          {MyDataFormatValues.map((value) => (
            <label key={value} className={`m-reason${format === value ? ' m-reason-on' : ''}`}>
              <input type="radio" name="format" value={value} checked={format === value} onChange={() => setFormat(value)} />
              {MyDataFormatLabels[value]}
            </label>
          ))}
        </div>
        <button type="button" className="m-btn m-btn-primary m-btn-block" disabled={exporting.isLoading} onClick={download}>
          {exporting.isLoading ? '正在生成…' : '下载我的数据'}
        </button>
      </section>
      <form className="m-card m-form" noValidate onSubmit={submit}>
        <h2>注销账号</h2>
        <p className="m-muted">
          注销后昵称、头像、手机号与密码清空，登录名释放，所有登录立即失效，积分与通知删除，无法恢复。你发布的内容：
        </p>
        <div className="m-reasons" role="radiogroup" aria-label="内容去向">
          {ErasureContentValues.map((value) => (
            <label key={value} className={`m-reason${form.values.content === value ? ' m-reason-on' : ''}`}>
              <input
                type="radio"
                name="content"
                value={value}
                checked={form.values.content === value}
                onChange={() => form.set('content', value)}
              />
              {ErasureContentLabels[value]}
            </label>
          ))}
        </div>
        <Field label="登录密码" error={form.errors.password}>
          <input
            className="m-input"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(e) => form.set('password', e.target.value)}
            onBlur={() => form.touch('password')}
          />
        </Field>
        {confirming ? <p className="m-error">确定注销吗？再点一次「确认注销」即注销，无法恢复。</p> : null}
        <button type="submit" className="m-btn m-btn-block m-btn-danger" disabled={erasing.isLoading}>
          {confirming ? '确认注销' : '注销账号'}
        </button>
      </form>
    </>
  );
}
