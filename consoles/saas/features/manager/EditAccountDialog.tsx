import { Field, Input } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { type AccountEditValues, accountEditRules, accountEditValues, NOTHING_CHANGED, toAccountEditInput } from './managedAccountRequests';
import { managerApi } from './managerApi';

const blank: AccountEditValues = { userName: '', accountEmail: '' };

export interface EditAccountDialogProps {
  account: Schema<'AccountSummary'> | null;
  onClose: () => void;
}

/** 编辑账号: name and e-mail (`updateManagedAccount` with what changed). */
export function EditAccountDialog({ account, onClose }: EditAccountDialogProps) {
  const form = useForm<AccountEditValues>(blank, accountEditRules);
  const [update, { isLoading }] = managerApi.useUpdateManagedAccountMutation();
  const [failure, setFailure] = useState('');
  const { reset } = form;

  useEffect(() => {
    if (account) {
      reset(accountEditValues(account));
      setFailure('');
    }
  }, [account, reset]);

  const submit = async () => {
    if (!account || !form.validate()) return;
    const input = toAccountEditInput(account, form.values);
    if (!input) {
      setFailure(NOTHING_CHANGED);
      return;
    }
    setFailure('');
    const result = await update(input);
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify.success(result.data.description || '账号已修改');
    onClose();
  };

  return (
    <FormDialog
      open={account !== null}
      title={`编辑账号 ${account?.accountMobile ?? ''}`}
      submitText="保存"
      busy={isLoading}
      error={failure || undefined}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Field label="姓名" required {...form.field('userName')}>
        <Input {...form.text('userName')} maxLength={maxLengthOf('updateManagedAccount', 'body', 'userName')} placeholder="请输入姓名" />
      </Field>
      <Field label="邮箱" hint="留空表示清除邮箱" {...form.field('accountEmail')}>
        <Input
          {...form.text('accountEmail')}
          type="email"
          maxLength={maxLengthOf('updateManagedAccount', 'body', 'accountEmail')}
          placeholder="name@example.com"
        />
      </Field>
    </FormDialog>
  );
}
