import { Button, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { CityPicker } from '#kit/city/CityPicker';
import { bodyRules, maxLengthOf } from '#kit/form/fieldRules';
import { ImageUploadField } from '#kit/form/ImageUploadField';
import { type Rules, useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { api } from '#kit/request/api';
import { sendFileForm } from '#kit/request/uploadImage';
import { userUpdated } from '#kit/session/sessionSlice';
import { useKitDispatch, useKitSelector, useKitStore } from '#kit/store/hooks';
import { GenderLabels, type Schema } from '#sdk';
import { type ProfileValues, profileValues, toProfileInput } from './accountRequests';

const rules: Rules<ProfileValues> = bodyRules('updateAccount', ['userName', 'gender', 'company', 'position']);

/**
 * 头像: the account's own, saved as soon as it is uploaded or removed (an account has no site, so not through
 * uploadImage but uploadAccountAvatar); the session's user follows, and with it the header's avatar.
 */
function AccountAvatarField({ account }: { account: Schema<'AccountInfo'> | null }) {
  const store = useKitStore();
  const dispatch = useKitDispatch();
  const [remove] = api.useRemoveAccountAvatarMutation();
  const saved = (info: Schema<'AccountInfo'> | null | undefined, description?: string) => {
    if (!info) return null;
    dispatch(userUpdated(info));
    notify.success(description ?? '');
    return info.avatarUrl;
  };
  const upload = async (file: File) =>
    saved(await sendFileForm(file, (body) => store.extra.client.uploadAccountAvatar({ body })), '头像已更新');
  const onChange = async (url: string) => {
    if (url) return;
    const result = await remove({});
    if (result.data) saved(result.data.data, result.data.description || '头像已移除');
  };
  return (
    <ImageUploadField
      label="头像"
      noun="头像"
      hint="JPG、PNG、WebP 或 GIF，不超过 2 MB，上传后立即生效"
      upload={upload}
      shape="circle"
      size={64}
      value={account?.avatarUrl ?? ''}
      onChange={onChange}
    />
  );
}

/** 个人资料: avatar, name, gender, region (city picker), company, position (`updateAccount`). */
export function ProfilePage({ title }: { title?: string } = {}) {
  const styles = useFormStyles();
  const dispatch = useKitDispatch();
  const account = useKitSelector((s) => s.session.user) as Schema<'AccountInfo'> | null;
  const form = useForm<ProfileValues>(profileValues(account), rules);
  const [updateAccount] = api.useUpdateAccountMutation();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    const result = await updateAccount(toProfileInput(form.values));
    setBusy(false);
    if (!result.data) return;
    notify.success(result.data.description || '修改成功');
    if (result.data.data) dispatch(userUpdated(result.data.data));
  };

  return (
    <Panel className={styles.narrow} title={title}>
      <form className={styles.form} noValidate onSubmit={submit} aria-label="个人资料">
        <AccountAvatarField account={account} />
        <Field label="手机号">
          <Input value={account?.accountMobile ?? ''} disabled />
        </Field>
        <Field label="姓名" required {...form.field('userName')}>
          <Input {...form.text('userName')} placeholder="请输入姓名" maxLength={maxLengthOf('updateAccount', 'body', 'userName')} />
        </Field>
        <Field label="性别" {...form.field('gender')}>
          <RadioGroup layout="horizontal" value={String(form.values.gender)} onChange={(_, d) => form.set('gender', Number(d.value))}>
            <Radio value="1" label={GenderLabels[1]} />
            <Radio value="2" label={GenderLabels[2]} />
          </RadioGroup>
        </Field>
        <Field label="所在城市">
          <CityPicker value={form.values.region} onChange={(region) => form.set('region', region)} />
        </Field>
        <Field label="公司">
          <Input {...form.text('company')} placeholder="请输入公司名称" maxLength={maxLengthOf('updateAccount', 'body', 'company')} />
        </Field>
        <Field label="职位">
          <Input {...form.text('position')} placeholder="请输入职位" maxLength={maxLengthOf('updateAccount', 'body', 'position')} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy}>
            保存
          </Button>
          <Button onClick={() => form.reset(profileValues(account))}>重置</Button>
        </div>
      </form>
    </Panel>
  );
}
