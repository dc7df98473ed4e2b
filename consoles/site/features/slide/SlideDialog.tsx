import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { DateField } from '#kit/form/DateField';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import type { Schema } from '#sdk';
import { SlideImageField } from './SlideImageField';
import {
  aspectOf,
  blankSlide,
  ratioTextOf,
  type SlidePlace,
  type SlideValues,
  slideRules,
  slideValues,
  toCreateSlideInput,
  toUpdateSlideInput,
  windowProblem,
} from './slideRequests';

const useStyles = makeStyles({
  when: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  clock: { width: '120px' },
});

type Slide = Schema<'Slide'>;
/** What the dialog edits: a slide, or a new one at a place. */
export type SlideTarget = Slide | { new: SlidePlace };
const isNew = (target: SlideTarget): target is { new: SlidePlace } => 'new' in target;

/** 新增幻灯片 / 编辑幻灯片: `createSlide` at the page's place, or `updateSlide` with the changed fields only. */
export function useSlideDialog() {
  const dialog = useEditDialog({
    operation: (target: SlideTarget) => (isNew(target) ? 'createSlide' : 'updateSlide'),
    blank: blankSlide,
    values: (target: SlideTarget) => (isNew(target) ? blankSlide : slideValues(target)),
    rules: slideRules,
    toInput: (values: SlideValues, target: SlideTarget) =>
      isNew(target) ? toCreateSlideInput(target.new, values) : (toUpdateSlideInput(target, values) ?? { body: { id: target.id } }),
    success: (target) => (isNew(target) ? '幻灯片已新增' : '幻灯片已修改'),
  });
  const { target, form } = dialog;
  const submit = () => {
    const problem = windowProblem(form.values);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (target && !isNew(target) && form.validate() && !toUpdateSlideInput(target, form.values)) {
      notify.info('没有修改任何内容');
      dialog.close();
      return;
    }
    return dialog.submit();
  };
  return { ...dialog, submit, props: { ...dialog.props, onSubmit: submit } };
}

function When({
  label,
  day,
  clock,
  onDay,
  onClock,
}: {
  label: string;
  day: string;
  clock: string;
  onDay(v: string): void;
  onClock(v: string): void;
}) {
  const styles = useStyles();
  return (
    <Field label={label} hint="北京时间；不填日期表示不限">
      <div className={styles.when}>
        <DateField value={day} onChange={onDay} aria-label={`${label}日期`} />
        <Input
          className={styles.clock}
          type="time"
          value={clock}
          onChange={(_, d) => onClock(d.value)}
          aria-label={`${label}时刻`}
          disabled={!day}
        />
      </div>
    </Field>
  );
}

export function SlideDialog({ dialog }: { dialog: ReturnType<typeof useSlideDialog> }) {
  const { form, shown } = dialog;
  const position: Schema<'SlidePosition'> = shown === null ? 'home' : isNew(shown) ? shown.new.position : shown.position;
  const v = form.values;
  return (
    <FormDialog title={shown !== null && !isNew(shown) ? '编辑幻灯片' : '新增幻灯片'} submitText="保存" {...dialog.props}>
      <SlideImageField
        value={v.image}
        onChange={(url) => form.set('image', url)}
        aspect={aspectOf(position)}
        ratioText={ratioTextOf(position)}
        validation={form.field('image')}
      />
      <Field label="标题" required hint="显示在图片上，也是图片的替代文字" {...form.field('title')}>
        <Input {...form.text('title')} maxLength={maxLengthOf('createSlide', 'body', 'title')} placeholder="如：读书月活动开始了" />
      </Field>
      <Field label="链接" hint="站内地址（如 /post/12）或 http://、https:// 开头的网址；不填则不链接" {...form.field('link')}>
        <Input {...form.text('link')} maxLength={maxLengthOf('createSlide', 'body', 'link')} placeholder="/post/12" />
      </Field>
      <When
        label="开始时间"
        day={v.startDay}
        clock={v.startClock}
        onDay={(d) => form.set('startDay', d)}
        onClock={(c) => form.set('startClock', c)}
      />
      <When
        label="结束时间"
        day={v.endDay}
        clock={v.endClock}
        onDay={(d) => form.set('endDay', d)}
        onClock={(c) => form.set('endClock', c)}
      />
      <Switch label={v.enabled ? '启用' : '停用'} checked={v.enabled} onChange={(_, d) => form.set('enabled', d.checked)} />
    </FormDialog>
  );
}
