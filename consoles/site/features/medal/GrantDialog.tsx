import { Field, MessageBar, MessageBarBody, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { fieldRules, type Schema, Switch } from '#sdk';
import { MedalBadge } from '#shared/medal/MedalBadge';
import { MemberPicker } from '#shared/members/MemberPicker';
import { blankGrantValues, type GrantValues, grantRules, toGrantMedalInput } from './medalRequests';

const useStyles = makeStyles({
  medal: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

type Medal = Schema<'Medal'>;

const MAX_MEMBERS = fieldRules.grantMedal.body.userIds.maxItems;

/** 授予勋章: the dialog's state, sending `grantMedal` and toasting the server's count (“已授予 2 位成员，1 位已持有”). */
export function useGrantDialog() {
  return useEditDialog({
    operation: 'grantMedal',
    blank: blankGrantValues,
    values: () => blankGrantValues,
    rules: grantRules,
    toInput: (values: GrantValues, medal: Medal) => toGrantMedalInput(medal.id, values),
    success: '勋章已授予',
  });
}

/** Whether a medal may be granted now: a switched-off one may not. */
export const grantable = (medal: Medal) => medal.status === Switch.on;

/** 授予勋章: members picked one at a time by searching (shown as removable tags, up to 100) and an optional reason. */
export function GrantDialog({ dialog }: { dialog: ReturnType<typeof useGrantDialog> }) {
  const styles = useStyles();
  const { form, shown } = dialog;
  const picked = form.values.userIds;
  const full = picked.length >= MAX_MEMBERS;
  const off = shown !== null && !grantable(shown);

  return (
    <FormDialog title="授予勋章" submitText="授予" {...dialog.props}>
      {shown && (
        <div className={styles.medal}>
          <Text>勋章</Text>
          <MedalBadge name={shown.name} color={shown.color} icon={shown.icon} off={off} />
        </div>
      )}
      {off && (
        <MessageBar intent="warning">
          <MessageBarBody>这枚勋章已停用，启用后才能授予。</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label="成员"
        required
        hint={full ? `一次最多授予 ${MAX_MEMBERS} 位成员` : '输入昵称、登录名或手机号搜索，逐个添加'}
        {...form.field('userIds')}
      >
        <MemberPicker
          picked={picked}
          onChange={(members) => form.set('userIds', members)}
          max={MAX_MEMBERS}
          tagsLabel="已选成员"
          emptyText="还没有选择成员"
        />
      </Field>
      <Field label="授予理由" hint="选填，持有者列表中显示" {...form.field('reason')}>
        <Textarea
          {...form.text('reason')}
          placeholder="如：十月读书月活动一等奖"
          maxLength={maxLengthOf('grantMedal', 'body', 'reason')}
          resize="vertical"
        />
      </Field>
    </FormDialog>
  );
}
