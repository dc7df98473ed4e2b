import { Field, Input, makeStyles, Switch, Text, Textarea, tokens } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { ColorInput } from '#kit/form/ColorInput';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import type { Schema } from '#sdk';
import { MedalBadge } from './MedalBadge';
import {
  MEDAL_COLORS,
  type MedalValues,
  medalRules,
  medalValues,
  newMedalValues,
  toCreateMedalInput,
  toUpdateMedalInput,
} from './medalRequests';

const useStyles = makeStyles({
  preview: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

type Medal = Schema<'Medal'>;

/** What the medal dialog edits: a medal, or `'new'` (with the medals shown, to pick an unused colour). */
export type MedalTarget = Medal | { new: true; medals: readonly Medal[] };

const isNew = (target: MedalTarget): target is { new: true; medals: readonly Medal[] } => 'new' in target;

/** 新增勋章 / 编辑勋章: the dialog's state, sending `createMedal`, or `updateMedal` with the changed fields only. */
export function useMedalDialog() {
  const dialog = useEditDialog({
    operation: (target: MedalTarget) => (isNew(target) ? 'createMedal' : 'updateMedal'),
    blank: newMedalValues([]),
    values: (target: MedalTarget) => (isNew(target) ? newMedalValues(target.medals) : medalValues(target)),
    rules: medalRules,
    // An unchanged edit never gets here (see `submit`), so the update always has a change.
    toInput: (values: MedalValues, target: MedalTarget) =>
      isNew(target) ? toCreateMedalInput(values) : (toUpdateMedalInput(target, values) ?? { body: { id: target.id } }),
    success: (target) => (isNew(target) ? '勋章已新增' : '勋章已修改'),
  });
  const { target, form } = dialog;
  // `updateMedal` refuses an edit that changes nothing: say so and close instead of sending it.
  const submit = () => {
    if (target && !isNew(target) && form.validate() && toUpdateMedalInput(target, form.values) === null) {
      notify.info('没有修改任何内容');
      dialog.close();
      return;
    }
    return dialog.submit();
  };
  return { ...dialog, submit, props: { ...dialog.props, onSubmit: submit } };
}

/** 新增勋章 / 编辑勋章: name, description, colour (palette or #RRGGBB), icon address and 启用, with a preview. */
export function MedalDialog({ dialog }: { dialog: ReturnType<typeof useMedalDialog> }) {
  const styles = useStyles();
  const { form, shown } = dialog;
  const editing = shown !== null && !isNew(shown);
  return (
    <FormDialog title={editing ? '编辑勋章' : '新增勋章'} submitText="保存" {...dialog.props}>
      <Field label="勋章名称" required {...form.field('name')}>
        <Input {...form.text('name')} placeholder="如：优秀书评人" maxLength={maxLengthOf('createMedal', 'body', 'name')} />
      </Field>
      <Field label="说明" hint="成员为什么能获得这枚勋章" {...form.field('description')}>
        <Textarea
          {...form.text('description')}
          placeholder="如：当月书评获得 50 个以上点赞的成员"
          maxLength={maxLengthOf('createMedal', 'body', 'description')}
          resize="vertical"
        />
      </Field>
      <Field label="颜色" required {...form.field('color')}>
        <ColorInput colors={MEDAL_COLORS} text={form.text('color')} onPick={(color) => form.set('color', color)} />
      </Field>
      <Field label="图标地址" hint="选填，图标显示在勋章名称前" {...form.field('icon')}>
        <Input {...form.text('icon')} placeholder="https://… 或 /…" maxLength={maxLengthOf('createMedal', 'body', 'icon')} />
      </Field>
      <Switch
        label={form.values.enabled ? '启用' : '停用（不能再授予，已授予的保留）'}
        checked={form.values.enabled}
        onChange={(_, data) => form.set('enabled', data.checked)}
      />
      <div className={styles.preview}>
        <Text>预览</Text>
        <MedalBadge name={form.values.name.trim()} color={form.values.color} icon={form.values.icon.trim()} off={!form.values.enabled} />
      </div>
    </FormDialog>
  );
}
