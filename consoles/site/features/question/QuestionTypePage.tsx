import { Button, Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalM,
  },
  name: { width: '180px' },
  small: { width: '96px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type QuestionType = Schema<'QuestionType'>;
const blank = { id: 0, name: '', icon: '', sort: '0', enabled: true };

/** 问题分类 (§2.2 `/setting/createQuestionType`): name, icon, order and whether members may pick it. */
export function QuestionTypePage() {
  const styles = useStyles();
  const { data, isLoading } = api.useGetConsoleQuestionTypeListQuery();
  const [create, creating] = api.useCreateQuestionTypeMutation();
  const [update, updating] = api.useUpdateQuestionTypeMutation();
  const [remove] = api.useDeleteQuestionTypeMutation();
  const [form, setForm] = useState(blank);
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sort = Number(form.sort);
    if (!form.name.trim()) return setProblem('请输入分类名称');
    if (!Number.isInteger(sort) || sort < 0 || sort > 9999) return setProblem('排序值为 0 到 9999');
    setProblem('');
    const body = { name: form.name.trim(), icon: form.icon.trim(), sort, enabled: form.enabled ? (1 as const) : (0 as const) };
    const result = form.id ? await update({ body: { id: form.id, ...body } }) : await create({ body });
    if (result.data?.data) {
      notify.success(result.data.description || '已保存');
      setForm(blank);
    }
  };
  const onDelete = async (t: QuestionType) => {
    if (!window.confirm(`删除分类“${t.name}”？`)) return;
    const result = await remove({ query: { id: t.id } });
    if (result.data?.description) notify.success(result.data.description);
  };
  const columns: Column<QuestionType>[] = [
    { key: 'icon', title: '图标', className: styles.small, render: (t) => t.icon || '—' },
    { key: 'name', title: '名称', render: (t) => t.name },
    { key: 'sort', title: '排序', className: styles.small, render: (t) => String(t.sort) },
    { key: 'enabled', title: '状态', className: styles.small, render: (t) => (t.enabled ? '启用' : '停用') },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <div className={styles.actions}>
          <Button
            size="small"
            onClick={() => setForm({ id: t.id, name: t.name, icon: t.icon, sort: String(t.sort), enabled: t.enabled === 1 })}
          >
            编辑
          </Button>
          <Button size="small" onClick={() => onDelete(t)}>
            删除
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Panel
      title="问题分类"
      description="成员提问时选择的分类，按排序值从小到大显示；停用的分类不再出现在提问页，已有问题保留分类。已有问题的分类不能删除。"
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-label={form.id ? '编辑分类' : '新建分类'}>
        <Field label="名称" required validationMessage={problem || undefined} validationState={problem ? 'error' : 'none'}>
          <Input className={styles.name} maxLength={20} value={form.name} onChange={(_, d) => setForm({ ...form, name: d.value })} />
        </Field>
        <Field label="图标">
          <Input
            className={styles.small}
            maxLength={16}
            placeholder="如 书"
            value={form.icon}
            onChange={(_, d) => setForm({ ...form, icon: d.value })}
          />
        </Field>
        <Field label="排序">
          <Input
            className={styles.small}
            inputMode="numeric"
            value={form.sort}
            onChange={(_, d) => setForm({ ...form, sort: d.value.replace(/\D/g, '') })}
          />
        </Field>
        <Switch label="启用" checked={form.enabled} onChange={(_, d) => setForm({ ...form, enabled: d.checked })} />
        <Button appearance="primary" type="submit" disabled={creating.isLoading || updating.isLoading}>
          {form.id ? '保存修改' : '新建分类'}
        </Button>
        {form.id ? <Button onClick={() => setForm(blank)}>取消编辑</Button> : null}
      </form>
      <DataTable label="问题分类" columns={columns} rows={data?.list} loading={isLoading} rowKey={(t) => t.id} empty="还没有问题分类" />
    </Panel>
  );
}
