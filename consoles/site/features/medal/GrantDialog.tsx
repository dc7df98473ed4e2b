import { Field, MessageBar, MessageBarBody, makeStyles, Tag, TagGroup, Text, Textarea, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { EntityPicker } from '#kit/table/EntityPicker';
import { fieldRules, type Schema, Switch } from '#sdk';
import { MedalBadge } from './MedalBadge';
import {
  addPicked,
  blankGrantValues,
  type GrantValues,
  grantRules,
  memberText,
  toGrantMedalInput,
  toMemberSearchInput,
} from './medalRequests';

const useStyles = makeStyles({
  medal: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  picked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  note: { color: tokens.colorNeutralForeground3 },
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
  // The picker answers with the chosen member's id; what its tag shows comes from the members it offered.
  const offered = useRef(new Map<string, string>());
  // A new picker after each pick, so the box is empty for the next search.
  const [round, setRound] = useState(0);
  const full = picked.length >= MAX_MEMBERS;
  const off = shown !== null && !grantable(shown);

  const pick = (value: string) => {
    if (!value) return;
    form.set('userIds', addPicked(picked, { id: Number(value), text: offered.current.get(value) ?? `成员 ${value}` }));
    setRound((r) => r + 1);
  };
  const drop = (id: number) =>
    form.set(
      'userIds',
      picked.filter((member) => member.id !== id),
    );

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
        <div className={styles.picked}>
          {!full && (
            <EntityPicker
              key={round}
              operation="getConsoleUserList"
              toInput={toMemberSearchInput}
              toOption={(member) => {
                const text = memberText(member);
                offered.current.set(String(member.id), text);
                return { value: String(member.id), text };
              }}
              label="搜索成员"
              placeholder="搜索成员"
              idLabel="成员编号"
              value=""
              onChange={pick}
            />
          )}
          {picked.length > 0 ? (
            <TagGroup className={styles.tags} aria-label="已选成员" onDismiss={(_, data) => drop(Number(data.value))}>
              {picked.map((member) => (
                <Tag
                  key={member.id}
                  value={String(member.id)}
                  size="small"
                  dismissible
                  dismissIcon={{ 'aria-label': `移除 ${member.text}` }}
                >
                  {member.text}
                </Tag>
              ))}
            </TagGroup>
          ) : (
            <Text className={styles.note}>还没有选择成员</Text>
          )}
        </div>
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
