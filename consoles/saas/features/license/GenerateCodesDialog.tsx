import { Field, Input, makeStyles, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useEffect } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { LicenseTypeLabels, type Schema } from '#sdk';
import { licenseApi } from '../../shared/api/licenseApi';
import {
  CODE_NOTE_MAX,
  emptyLicenseCodeValues,
  type LicenseCodeValues,
  licenseCodeRules,
  toCreateLicenseCodesInput,
} from './licenseRequests';

const useStyles = makeStyles({ number: { maxWidth: '160px' } });

/** 生成授权码: plan, months, quantity and a note (`createLicenseCodes`); hands the new codes to `onCreated`. */
export function GenerateCodesDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (codes: Schema<'LicenseCodeCreated'>[]) => void;
}) {
  const styles = useStyles();
  const form = useForm<LicenseCodeValues>(emptyLicenseCodeValues, licenseCodeRules);
  const [create, creating] = licenseApi.useCreateLicenseCodesMutation();
  const { reset } = form;
  useEffect(() => {
    if (open) reset(emptyLicenseCodeValues);
  }, [open, reset]);

  const submit = async () => {
    if (!form.validate()) return;
    const result = await create(toCreateLicenseCodesInput(form.values));
    if (!result.data?.data) return;
    notify.success(result.data.description || '授权码已生成');
    onCreated(result.data.data);
  };

  return (
    <FormDialog open={open} title="生成授权码" submitText="生成" busy={creating.isLoading} onSubmit={submit} onCancel={onClose}>
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
        <Input className={styles.number} {...form.text('months')} type="number" min={1} max={60} />
      </Field>
      <Field label="数量" required {...form.field('quantity')} hint="一次最多 50 个">
        <Input className={styles.number} {...form.text('quantity')} type="number" min={1} max={50} />
      </Field>
      <Field label="备注" {...form.field('note')} hint="如活动名称或客户名称">
        <Textarea {...form.text('note')} maxLength={CODE_NOTE_MAX} resize="vertical" />
      </Field>
    </FormDialog>
  );
}
