import { Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import type { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import type { Schema } from '#sdk';
import type { TransferValues } from './siteRequests';

export interface TransferSiteDialogProps {
  dialog: ReturnType<typeof useEditDialog<Schema<'Site'>, TransferValues, 'transferSite'>>;
}

/** 转让站点: to another registered account, by its mobile → `transferSite`, after saying what changes. */
export function TransferSiteDialog({ dialog }: TransferSiteDialogProps) {
  const { form, shown } = dialog;
  return (
    <FormDialog title={`转让站点「${shown?.name ?? ''}」`} submitText="确认转让" {...dialog.props}>
      <MessageBar intent="warning">
        <MessageBarBody>
          转让后对方成为站长，站点及其授权归对方，此后的续费与升级由新站长办理；原站长在站内的账号保留为管理员（站点设置、用户管理）。转让后不能自行撤回。
        </MessageBarBody>
      </MessageBar>
      <Text>
        新站长须已在站点管理中心注册。对方以站点管理中心的手机号与密码登录站点控制台（站内已有同手机号的账号时沿用该账号，否则新建一个）；您与该账号原有的站点控制台登录将失效。
      </Text>
      <Field label="新站长手机号" required {...form.field('accountMobile')}>
        <Input
          {...form.text('accountMobile')}
          placeholder="请输入对方注册时的手机号"
          inputMode="numeric"
          maxLength={maxLengthOf('transferSite', 'body', 'accountMobile')}
        />
      </Field>
    </FormDialog>
  );
}
