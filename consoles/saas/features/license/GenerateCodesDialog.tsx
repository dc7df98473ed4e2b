import { Field, Input, makeStyles, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import type { useEditDialog } from '#kit/dialog/useEditDialog';
import { fieldRule, maxLengthOf } from '#kit/form/fieldRules';
import { LicenseTypeLabels } from '#sdk';
import type { LicenseCodeValues } from './licenseRequests';

const useStyles = makeStyles({ number: { maxWidth: '160px' } });

const months = fieldRule('createLicenseCodes', 'body', 'months');
const quantity = fieldRule('createLicenseCodes', 'body', 'quantity');

/** 生成授权码: plan, months, quantity and a note (`createLicenseCodes`); the page shows the new codes once. */
export function GenerateCodesDialog({
  dialog,
}: {
  dialog: ReturnType<typeof useEditDialog<'new', LicenseCodeValues, 'createLicenseCodes'>>;
}) {
  const styles = useStyles();
  const { form } = dialog;
  return (
    <FormDialog title="生成授权码" submitText="生成" {...dialog.props}>
      <Field label="套餐" required {...form.field('licenseType')}>
        <RadioGroup
          layout="horizontal"
          value={String(form.values.licenseType)}
          onChange={(_, d) => form.set('licenseType', Number(d.value))}
        >
          <Radio value="2" label={LicenseTypeLabels[2]} />
          <Radio value="3" label={LicenseTypeLabels[3]} />
        </RadioGroup>
      </Field>
      <Field label="时长（月）" required {...form.field('months')}>
        <Input className={styles.number} {...form.text('months')} type="number" min={months.minimum} max={months.maximum} />
      </Field>
      <Field label="数量" required {...form.field('quantity')} hint={`一次最多 ${quantity.maximum} 个`}>
        <Input className={styles.number} {...form.text('quantity')} type="number" min={quantity.minimum} max={quantity.maximum} />
      </Field>
      <Field label="备注" {...form.field('note')} hint="如活动名称或客户名称">
        <Textarea {...form.text('note')} maxLength={maxLengthOf('createLicenseCodes', 'body', 'note')} resize="vertical" />
      </Field>
    </FormDialog>
  );
}
