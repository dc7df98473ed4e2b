import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { ColorInput } from '#kit/form/ColorInput';
import { maxLengthOf } from '#kit/form/fieldRules';
import type { Schema } from '#sdk';
import { RankChip } from './RankChip';
import {
  newRankValues,
  RANK_COLORS,
  type RankValues,
  rankRules,
  rankValues,
  toCreateRankInput,
  toUpdateRankInput,
} from './userRankRequests';

const useStyles = makeStyles({
  preview: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

/** What the rank dialog edits: a rank, or `'new'` (with the ranks there are, to pick an unused colour). */
export type RankTarget = Schema<'UserRank'> | { new: true; ranks: readonly Schema<'UserRank'>[] };

const isNew = (target: RankTarget): target is { new: true; ranks: readonly Schema<'UserRank'>[] } => 'new' in target;

/** 新增等级 / 编辑等级: the dialog's state, sending `createUserRank` or `updateUserRank`. */
export function useRankDialog() {
  return useEditDialog({
    operation: (target: RankTarget) => (isNew(target) ? 'createUserRank' : 'updateUserRank'),
    blank: newRankValues([]),
    values: (target: RankTarget) => (isNew(target) ? newRankValues(target.ranks) : rankValues(target)),
    rules: rankRules,
    toInput: (values: RankValues, target: RankTarget) => (isNew(target) ? toCreateRankInput(values) : toUpdateRankInput(target.id, values)),
    success: (target) => (isNew(target) ? '等级已新增' : '等级已修改'),
  });
}

/** 新增等级 / 编辑等级: name, required reputation and colour (palette or #RRGGBB), with a preview. */
export function RankDialog({ dialog }: { dialog: ReturnType<typeof useRankDialog> }) {
  const styles = useStyles();
  const { form, shown } = dialog;
  const editing = shown !== null && !isNew(shown);
  return (
    <FormDialog title={editing ? '编辑等级' : '新增等级'} submitText="保存" {...dialog.props}>
      <Field label="等级名称" required {...form.field('name')}>
        <Input {...form.text('name')} placeholder="如：资深书友" maxLength={maxLengthOf('createUserRank', 'body', 'name')} />
      </Field>
      <Field label="所需声望" required hint="用户声望达到此值即获得该等级" {...form.field('minPoints')}>
        <Input {...form.text('minPoints')} placeholder="如：1000" inputMode="numeric" />
      </Field>
      <Field label="颜色" required {...form.field('color')}>
        <ColorInput colors={RANK_COLORS} text={form.text('color')} onPick={(color) => form.set('color', color)} />
      </Field>
      <div className={styles.preview}>
        <Text>预览</Text>
        <RankChip name={form.values.name.trim()} color={form.values.color} />
      </div>
    </FormDialog>
  );
}
