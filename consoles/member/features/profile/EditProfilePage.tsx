import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { uploadImageFile } from '#kit/request/uploadImage';
import { MemberGenderLabels, MemberGenderValues, type Schema } from '#sdk';
import { Field } from '../../shell/Field';
import { useMember, useMemberStore, usePageTitle } from '../../shell/hooks';
import { RegionSelect } from '../../shell/RegionSelect';
import './profile.css';

type Profile = Schema<'MemberProfile'>;
type Input = Schema<'MemberProfileInput'>;

export interface ProfileValues {
  userName: string;
  avatar: string;
  signature: string;
  gender: Profile['gender'];
  areaCode: string;
  areaAddress: string;
  hideActivity: boolean;
}

const rules = bodyRules('updateMemberProfile', ['userName', 'signature'], { required: ['userName'] });

export const profileValues = (p: Profile): ProfileValues => ({
  userName: p.userName,
  avatar: p.avatar,
  signature: p.signature,
  gender: p.gender,
  areaCode: p.areaCode,
  areaAddress: p.areaAddress,
  hideActivity: p.hideActivity,
});

/** Only what changed (the operation takes at least one field); a region goes with its name. */
export function changedFields(before: ProfileValues, after: ProfileValues): Input | null {
  const body: Input = {};
  if (after.userName.trim() !== before.userName) body.userName = after.userName.trim();
  if (after.avatar !== before.avatar) body.avatar = after.avatar;
  if (after.signature.trim() !== before.signature) body.signature = after.signature.trim();
  if (after.gender !== before.gender) body.gender = after.gender;
  if (after.areaCode !== before.areaCode || after.areaAddress !== before.areaAddress) {
    body.areaCode = after.areaCode;
    body.areaAddress = after.areaAddress;
  }
  if (after.hideActivity !== before.hideActivity) body.hideActivity = after.hideActivity;
  return Object.keys(body).length ? body : null;
}

function EditProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const store = useMemberStore();
  const initial = useRef(profileValues(profile)).current;
  const form = useForm<ProfileValues>(initial, rules);
  const [save, { isLoading }] = api.useUpdateMemberProfileMutation();
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const { values, set } = form;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUploading(true);
    // The server cuts the centred square and re-encodes it (upload purpose `avatar`).
    const url = await uploadImageFile(store.extra.client, chosen, 'avatar');
    setUploading(false);
    if (url) set('avatar', url);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const body = changedFields(initial, values);
    if (!body) {
      notify.info('没有修改');
      return;
    }
    const result = await save({ body });
    if (result.data?.type !== 1) return;
    notify.success(result.data.description || '资料已保存');
    navigate('/me', { replace: true });
  };

  return (
    <form className="m-card m-form" noValidate onSubmit={submit}>
      <h1>编辑资料</h1>
      <div className="m-field">
        <span className="m-label">头像</span>
        <div className="m-row m-avatar-edit">
          {values.avatar ? (
            <img className="m-avatar-preview" src={values.avatar} alt="当前头像" width={64} height={64} />
          ) : (
            <span className="m-muted">未设头像</span>
          )}
          <button type="button" className="m-btn" disabled={uploading} onClick={() => file.current?.click()}>
            {uploading ? '上传中…' : values.avatar ? '更换头像' : '上传头像'}
          </button>
          {values.avatar ? (
            <button type="button" className="m-btn m-btn-text" onClick={() => set('avatar', '')}>
              移除
            </button>
          ) : null}
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hidden
            aria-label="选择头像图片"
            onChange={upload}
          />
        </div>
        <div className="m-muted">图片会裁成居中的正方形</div>
      </div>
      <Field label="昵称" error={form.errors.userName}>
        <input
          className="m-input"
          value={values.userName}
          maxLength={32}
          autoComplete="nickname"
          onChange={(e) => set('userName', e.target.value)}
          onBlur={() => form.touch('userName')}
        />
      </Field>
      <Field label="个性签名" error={form.errors.signature}>
        <textarea
          className="m-textarea"
          rows={2}
          maxLength={100}
          value={values.signature}
          onChange={(e) => set('signature', e.target.value)}
          onBlur={() => form.touch('signature')}
        />
      </Field>
      <fieldset className="m-field m-fieldset">
        <legend>性别</legend>
        <div className="m-row">
          {MemberGenderValues.map((g) => (
            <label key={g} className="m-radio">
              <input type="radio" name="gender" checked={values.gender === g} onChange={() => set('gender', g)} />
              {MemberGenderLabels[g]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="m-field">
        <span className="m-label">所在地区</span>
        <RegionSelect
          label="所在地区"
          value={{ code: values.areaCode, name: values.areaAddress }}
          onChange={(region) => {
            set('areaCode', region.code);
            set('areaAddress', region.code ? region.name : '');
          }}
        />
      </div>
      <label className="m-check">
        <input type="checkbox" checked={values.hideActivity} onChange={(e) => set('hideActivity', e.target.checked)} />
        隐藏我的动态（主页不显示最近的帖子与回答）
      </label>
      <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={isLoading || uploading}>
        保存
      </button>
    </form>
  );
}

/** 我的 › 编辑资料: nickname, avatar, signature, gender, region and 隐藏我的动态 (`updateMemberProfile`). */
export function EditProfilePage() {
  usePageTitle('编辑资料');
  const { profile, loading } = useMember();
  if (loading || !profile) return <div className="m-loading">加载中…</div>;
  return <EditProfileForm profile={profile} />;
}
