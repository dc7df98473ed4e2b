import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { ColorInput } from '#kit/form/ColorInput';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { PointCategoryCodeLabels, type Schema } from '#sdk';
import {
  blankLibraryValues,
  LIBRARY_COLORS,
  LIBRARY_RULE_LABELS,
  type LibraryValues,
  libraryRules,
  libraryValues,
  toCreateLibraryInput,
  toLibraryRule,
  toUpdateLibraryInput,
} from './medalOversightRequests';

const useStyles = makeStyles({
  ruleRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  threshold: { width: '140px' },
});

type LibraryMedal = Schema<'LibraryMedal'>;
type Target = LibraryMedal | 'new';

/** 新增 / 编辑平台勋章: the dialog's state, sending `createLibraryMedal` or `updateLibraryMedal`. */
export function useLibraryMedalDialog() {
  return useEditDialog({
    operation: (target: Target) => (target === 'new' ? 'createLibraryMedal' : 'updateLibraryMedal'),
    blank: blankLibraryValues,
    values: (target: Target) => (target === 'new' ? blankLibraryValues : libraryValues(target)),
    rules: libraryRules,
    toInput: (values: LibraryValues, target: Target) =>
      target === 'new' ? toCreateLibraryInput(values) : toUpdateLibraryInput(target, values),
    success: (target) => (target === 'new' ? '平台勋章已新增' : '平台勋章已修改'),
  });
}

/** 新增 / 编辑平台勋章: name, description, colour, icon and the suggested rule sites may adopt with it. */
export function LibraryMedalDialog({ dialog }: { dialog: ReturnType<typeof useLibraryMedalDialog> }) {
  const styles = useStyles();
  const { form } = dialog;
  const submit = () => {
    if (toLibraryRule(form.values) === 'invalid') {
      notify.error('达标数值应为 1 至 100000000 的整数');
      return;
    }
    return dialog.submit();
  };
  return (
    <FormDialog
      title={dialog.shown === 'new' || dialog.shown === null ? '新增平台勋章' : '编辑平台勋章'}
      submitText="保存"
      {...dialog.props}
      onSubmit={submit}
    >
      <Field label="勋章名称" required {...form.field('name')}>
        <Input {...form.text('name')} placeholder="如：活跃作者" maxLength={maxLengthOf('createLibraryMedal', 'body', 'name')} />
      </Field>
      <Field label="说明" {...form.field('description')}>
        <Textarea
          {...form.text('description')}
          placeholder="如：发布 5 篇以上帖子的成员"
          maxLength={maxLengthOf('createLibraryMedal', 'body', 'description')}
          resize="vertical"
        />
      </Field>
      <Field label="颜色" required {...form.field('color')}>
        <ColorInput colors={LIBRARY_COLORS} text={form.text('color')} onPick={(color) => form.set('color', color)} />
      </Field>
      <Field label="图标地址" hint="选填" {...form.field('icon')}>
        <Input {...form.text('icon')} placeholder="https://… 或 /…" maxLength={maxLengthOf('createLibraryMedal', 'body', 'icon')} />
      </Field>
      <div className={styles.ruleRow}>
        <Field label="建议规则">
          <EnumDropdown
            label="建议规则"
            allText="无（只手动授予）"
            value={form.values.ruleKind}
            labels={LIBRARY_RULE_LABELS as Record<string, string>}
            onChange={(v) => form.set('ruleKind', v)}
          />
        </Field>
        {form.values.ruleKind === 'points' && (
          <Field label="积分类型">
            <EnumDropdown
              label="积分类型"
              allText="请选择"
              value={form.values.pointCategoryCode}
              labels={PointCategoryCodeLabels}
              onChange={(v) => form.set('pointCategoryCode', v)}
            />
          </Field>
        )}
        {form.values.ruleKind && (
          <Field label="至少">
            <Input
              className={styles.threshold}
              type="number"
              min={1}
              value={form.values.threshold}
              onChange={(_, d) => form.set('threshold', d.value)}
              aria-label="达标数值"
            />
          </Field>
        )}
      </div>
    </FormDialog>
  );
}
