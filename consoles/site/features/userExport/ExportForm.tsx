import { Button, Field, Input, makeStyles, Radio, RadioGroup, Select, tokens } from '@fluentui/react-components';
import { DocumentTableRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { CheckboxGroup } from '#kit/form/CheckboxGroup';
import { DateField } from '#kit/form/DateField';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { MemberStateLabels, UserExportFormatLabels, UserExportMobileLabels } from '#sdk';
import { blankExportValues, type ExportValues, exportFields, fieldsProblem, toCreateExportInput } from './userExportRequests';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  keyword: { width: '200px' },
  date: { width: '150px' },
  fields: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** The export's conditions, fields, mobile masking and format; `onCreated` gets the new export's id. */
export function ExportForm({ rankList, onCreated }: { rankList: { id: number; name: string }[]; onCreated: (id: number) => void }) {
  const styles = useStyles();
  const [values, setValues] = useState<ExportValues>(blankExportValues);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, createState] = api.useCreateUserExportMutation();
  const set = <K extends keyof ExportValues>(key: K, value: ExportValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const wrong = fieldsProblem(values);
    setProblem(wrong);
    if (wrong) return;
    const result = await create(toCreateExportInput(values));
    const created = result.data?.data;
    if (created) {
      onCreated(created.id);
      notify.success(result.data?.description || '已开始导出');
    }
  };
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={values.keyword}
            maxLength={40}
            placeholder="登录名、昵称或手机号"
            onChange={(_, d) => set('keyword', d.value)}
          />
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={values.state} labels={MemberStateLabels} onChange={(v) => set('state', v)} />
        </Field>
        <Field label="等级">
          <Select value={values.rankId} onChange={(_, d) => set('rankId', d.value)}>
            <option value="">全部</option>
            {rankList.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="注册日期从">
          <DateField className={styles.date} value={values.registeredFrom} onChange={(value) => set('registeredFrom', value)} />
        </Field>
        <Field label="至">
          <DateField className={styles.date} value={values.registeredTo} onChange={(value) => set('registeredTo', value)} />
        </Field>
        <Field label="最近活跃从">
          <DateField className={styles.date} value={values.activeFrom} onChange={(value) => set('activeFrom', value)} />
        </Field>
        <Field label="至">
          <DateField className={styles.date} value={values.activeTo} onChange={(value) => set('activeTo', value)} />
        </Field>
      </div>
      <Field label="导出字段" validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
        <CheckboxGroup
          label="导出字段"
          className={styles.fields}
          options={exportFields}
          value={values.fields}
          onChange={(f) => set('fields', f)}
        />
      </Field>
      <div className={styles.row}>
        <Field label="手机号">
          <RadioGroup layout="horizontal" value={values.mobile} onChange={(_, d) => set('mobile', d.value as ExportValues['mobile'])}>
            {Object.entries(UserExportMobileLabels).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
        </Field>
        <Field label="文件格式">
          <RadioGroup layout="horizontal" value={values.format} onChange={(_, d) => set('format', d.value as ExportValues['format'])}>
            {Object.entries(UserExportFormatLabels).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={<DocumentTableRegular />} disabled={createState.isLoading}>
          {createState.isLoading ? '正在提交…' : '开始导出'}
        </Button>
        <Button onClick={() => setValues(blankExportValues)}>重置</Button>
      </div>
    </form>
  );
}
