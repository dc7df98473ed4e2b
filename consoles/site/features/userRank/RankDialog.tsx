import { ColorSwatch, Field, Input, makeStyles, SwatchPicker, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useLastOpened } from '#kit/dialog/useLastOpened';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { RankChip } from './RankChip';
import { RANK_COLORS, RANK_NAME_MAX } from './rankMessages';
import { userRankApi } from './userRankApi';
import { newRankValues, type RankValues, rankRules, rankValues, toCreateRankInput, toUpdateRankInput } from './userRankRequests';

const useStyles = makeStyles({
  colorRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hex: { width: '120px' },
  preview: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

export interface RankDialogProps {
  /** `null`: closed; `'new'`: 新增; a rank: 编辑. */
  target: Schema<'UserRank'> | 'new' | null;
  ranks: readonly Schema<'UserRank'>[];
  onClose(): void;
}

/** 新增等级 / 编辑等级: name, required reputation and colour (palette or #RRGGBB), with a preview. */
export function RankDialog({ target, ranks, onClose }: RankDialogProps) {
  const styles = useStyles();
  const shown = useLastOpened(target);
  const editing = shown !== null && shown !== 'new' ? shown : null;
  const form = useForm<RankValues>(newRankValues(ranks), rankRules);
  const [createRank, created] = userRankApi.useCreateUserRankMutation();
  const [updateRank, updated] = userRankApi.useUpdateUserRankMutation();
  const [failure, setFailure] = useState<string>();
  const busy = created.isLoading || updated.isLoading;

  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly opened dialog starts over; a list refresh while it is open keeps what was typed.
  useEffect(() => {
    if (target === null) return;
    reset(target === 'new' ? newRankValues(ranks) : rankValues(target));
    setFailure(undefined);
  }, [target, reset]);

  const submit = async () => {
    if (!form.validate()) return;
    setFailure(undefined);
    const result = editing
      ? await updateRank(toUpdateRankInput(editing.id, form.values))
      : await createRank(toCreateRankInput(form.values));
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify.success(result.data.description || (editing ? '等级已修改' : '等级已新增'));
    onClose();
  };

  const pick = (color: string) => form.set('color', color.toUpperCase());
  return (
    <FormDialog
      open={target !== null}
      title={editing ? '编辑等级' : '新增等级'}
      submitText="保存"
      busy={busy}
      error={failure}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Field label="等级名称" required {...form.field('name')}>
        <Input {...form.text('name')} placeholder="如：资深书友" maxLength={RANK_NAME_MAX} />
      </Field>
      <Field label="所需声望" required hint="用户声望达到此值即获得该等级" {...form.field('minPoints')}>
        <Input {...form.text('minPoints')} placeholder="如：1000" inputMode="numeric" />
      </Field>
      <Field label="颜色" required {...form.field('color')}>
        <div className={styles.colorRow}>
          <SwatchPicker
            aria-label="预设颜色"
            size="small"
            selectedValue={form.values.color}
            onSelectionChange={(_, data) => pick(data.selectedValue)}
          >
            {RANK_COLORS.map((color) => (
              <ColorSwatch key={color} value={color} color={color} aria-label={color} />
            ))}
          </SwatchPicker>
          <Input className={styles.hex} {...form.text('color')} aria-label="颜色值" placeholder="#RRGGBB" maxLength={7} />
        </div>
      </Field>
      <div className={styles.preview}>
        <Text>预览</Text>
        <RankChip name={form.values.name.trim()} color={form.values.color} />
      </div>
    </FormDialog>
  );
}
