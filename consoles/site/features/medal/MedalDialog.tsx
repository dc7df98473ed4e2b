import { Field, Input, makeStyles, Spinner, Switch, Text, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { ColorInput } from '#kit/form/ColorInput';
import { maxLengthOf } from '#kit/form/fieldRules';
import { thousands } from '#kit/format/number';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { MedalRuleKindLabels, type Schema } from '#sdk';
import { MedalBadge } from '#shared/medal/MedalBadge';
import {
  MEDAL_COLORS,
  type MedalValues,
  medalRules,
  medalValues,
  newMedalValues,
  RULE_UNITS,
  type RuleKind,
  ruleProblem,
  toCreateMedalInput,
  toRuleCountInput,
  toUpdateMedalInput,
} from './medalRequests';

const useStyles = makeStyles({
  preview: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  rule: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  ruleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  threshold: { width: '140px' },
  dryRun: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  count: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** The value, once it has stayed the same for `ms` (the dry run is asked as the admin stops typing). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** 试算: how many members the rule admits now and how many of them switching it on would award, asked of the server. */
function DryRun({ values, medalId }: { values: MedalValues; medalId?: number }) {
  const styles = useStyles();
  const input = toRuleCountInput(values, medalId);
  const key = JSON.stringify(input);
  const settled = useSettled(key);
  const asked = settled === key ? input : null;
  const { data, isFetching } = api.useGetMedalRuleCountQuery(asked ?? { query: { kind: 'posts' } }, { skip: asked === null });
  const problem = ruleProblem(values);
  if (problem) return <Text className={styles.problem}>{problem}</Text>;
  if (!input) return null;
  return (
    <div className={styles.dryRun} role="status" aria-label="试算结果">
      {isFetching || !asked || !data ? (
        <>
          <Spinner size="extra-tiny" />
          <Text>正在试算…</Text>
        </>
      ) : (
        <Text>
          试算：此刻有 <span className={styles.count}>{thousands(data.qualifying)}</span> 位成员符合规则
          {medalId ? (
            <>
              ，其中 <span className={styles.count}>{thousands(data.toAward)}</span> 位还没有这枚勋章
            </>
          ) : null}
          {values.autoAward ? '，保存后立即授予他们。' : '。开启自动授予并保存后立即授予他们。'}
        </Text>
      )}
    </div>
  );
}

/** 获得方式: by hand, or a rule (kind, its category or rank, the threshold), 自动授予 and the dry-run count. */
function RuleFields({ form, medalId }: { form: ReturnType<typeof useMedalDialog>['form']; medalId?: number }) {
  const styles = useStyles();
  const values = form.values;
  const kind = values.ruleKind;
  const categories = api.useGetPointCategoryListQuery(undefined, { skip: kind !== 'points' });
  const ranks = api.useGetUserRankListQuery(undefined, { skip: kind !== 'rank' });
  const categoryLabels = Object.fromEntries((categories.data ?? []).map((c) => [String(c.id), c.name]));
  const rankLabels = Object.fromEntries(
    [...(ranks.data ?? [])].sort((x, y) => x.minPoints - y.minPoints).map((r) => [String(r.id), `${r.name}（${r.minPoints} 声望起）`]),
  );
  return (
    <fieldset className={styles.rule} aria-label="获得方式">
      <div className={styles.ruleRow}>
        <Field label="自动授予规则">
          <EnumDropdown
            label="自动授予规则"
            allText="无（只手动授予）"
            value={kind}
            labels={MedalRuleKindLabels}
            onChange={(v) => {
              form.set('ruleKind', v as RuleKind | '');
              if (!v) form.set('autoAward', false);
            }}
          />
        </Field>
        {kind === 'points' && (
          <Field label="积分类别">
            <EnumDropdown
              label="积分类别"
              allText="请选择"
              value={values.pointCategoryId}
              labels={categoryLabels}
              onChange={(v) => form.set('pointCategoryId', v)}
            />
          </Field>
        )}
        {kind === 'rank' && (
          <Field label="至少达到等级">
            <EnumDropdown
              label="至少达到等级"
              allText="请选择"
              value={values.userRankId}
              labels={rankLabels}
              onChange={(v) => form.set('userRankId', v)}
            />
          </Field>
        )}
        {kind && kind !== 'rank' && (
          <Field label={`至少（${RULE_UNITS[kind]}）`}>
            <Input
              className={styles.threshold}
              type="number"
              min={1}
              value={values.threshold}
              onChange={(_, d) => form.set('threshold', d.value)}
              aria-label="达标数值"
            />
          </Field>
        )}
      </div>
      {kind && (
        <>
          <Switch
            label={values.autoAward ? '自动授予：开启（符合规则的成员自动获得）' : '自动授予：关闭（只手动授予）'}
            checked={values.autoAward}
            onChange={(_, data) => form.set('autoAward', data.checked)}
          />
          <DryRun values={values} medalId={medalId} />
        </>
      )}
    </fieldset>
  );
}

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
    const problem = ruleProblem(form.values);
    if (problem) {
      notify.error(problem);
      return;
    }
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
      <RuleFields form={form} medalId={editing ? shown.id : undefined} />
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
