import { Field, Input, Text, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useForm } from '#kit/form/useForm';
import { thousands } from '#kit/format';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { managerApi } from './managerApi';
import { emptyReputation, REASON_MAX, type ReputationValues, reputationRules, toReputationInput } from './siteUserRequests';

export interface ReputationDialogProps {
  user: Schema<'SiteUserSummary'> | null;
  onClose: () => void;
}

/** 调整声望: add or take away reputation with a reason (`updateUserReputationPoints`); says the new points and rank. */
export function ReputationDialog({ user, onClose }: ReputationDialogProps) {
  const form = useForm<ReputationValues>(emptyReputation, reputationRules);
  const [adjust, { isLoading }] = managerApi.useUpdateUserReputationPointsMutation();
  const [failure, setFailure] = useState('');
  const { reset } = form;

  useEffect(() => {
    if (user) {
      reset(emptyReputation);
      setFailure('');
    }
  }, [user, reset]);

  const submit = async () => {
    if (!user || !form.validate()) return;
    setFailure('');
    const result = await adjust(toReputationInput(user, form.values));
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    const after = result.data.data;
    const summary = after ? `${user.userName} 现有声望 ${thousands(after.points)}，等级 ${after.rankName || '未定级'}` : '';
    notify.success([result.data.description || '声望已调整', summary].filter(Boolean).join('：'));
    onClose();
  };

  return (
    <FormDialog
      open={user !== null}
      title={`调整声望 · ${user?.userName ?? ''}`}
      submitText="确认调整"
      busy={isLoading}
      error={failure || undefined}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Text>{`${user?.siteName ?? ''} · 当前声望 ${thousands(user?.points ?? 0)}（${user?.rankName || '未定级'}）`}</Text>
      <Field label="调整值" required hint="正数增加，负数扣除（扣除不能超过现有声望）" {...form.field('delta')}>
        <Input {...form.text('delta')} placeholder="如 50 或 -20" inputMode="numeric" />
      </Field>
      <Field label="原因" required hint="记入该用户的积分流水" {...form.field('reason')}>
        <Textarea {...form.text('reason')} placeholder="如：优质书评奖励" maxLength={REASON_MAX} resize="vertical" />
      </Field>
    </FormDialog>
  );
}
