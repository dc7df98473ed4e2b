import { Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { siteApi } from '../../shared/api/siteApi';
import { toTransferSiteInput, transferRules } from './siteRequests';

export interface TransferSiteDialogProps {
  site: Schema<'Site'> | null;
  onClose: () => void;
}

/** 转让站点: to another registered account, by its mobile → `transferSite`, after saying what changes. */
export function TransferSiteDialog({ site, onClose }: TransferSiteDialogProps) {
  const form = useForm({ accountMobile: '' }, transferRules);
  const [transferSite, { isLoading }] = siteApi.useTransferSiteMutation();
  const [failure, setFailure] = useState('');
  const { reset } = form;

  useEffect(() => {
    if (site) {
      reset({ accountMobile: '' });
      setFailure('');
    }
  }, [site, reset]);

  const submit = async () => {
    if (!site || !form.validate()) return;
    setFailure('');
    const result = await transferSite(toTransferSiteInput(site.id, form.values.accountMobile));
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify.success(result.data.description || '站点已转让');
    onClose();
  };

  return (
    <FormDialog
      open={site !== null}
      title={`转让站点「${site?.name ?? ''}」`}
      submitText="确认转让"
      busy={isLoading}
      error={failure || undefined}
      onSubmit={submit}
      onCancel={onClose}
    >
      <MessageBar intent="warning">
        <MessageBarBody>
          转让后对方成为站长，站点及其授权归对方，此后的续费与升级由新站长办理；原站长在站内的账号保留为管理员（站点设置、用户管理）。转让后不能自行撤回。
        </MessageBarBody>
      </MessageBar>
      <Text>
        新站长须已在站点管理中心注册。对方以手机号登录站点控制台：站内已有同手机号的账号时沿用该账号，否则新建一个，密码与其站点管理中心密码相同。
      </Text>
      <Field label="新站长手机号" required {...form.field('accountMobile')}>
        <Input {...form.text('accountMobile')} placeholder="请输入对方注册时的手机号" inputMode="numeric" maxLength={11} />
      </Field>
    </FormDialog>
  );
}
