import { Button, Dropdown, Field, Input, makeStyles, Option, Switch, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import { blankType, type TypeForm, toTypeBody, typeProblem } from './workOrderRequests';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalM,
  },
  name: { width: '160px' },
  description: { width: '260px' },
  small: { width: '96px' },
  dropdown: { minWidth: '140px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type WorkOrderType = Schema<'WorkOrderType'>;

/** 工单分类 (§2.2 `/setting/createWorkOrderType`): name, description, order, enabled and the default assignee. */
export function WorkOrderTypePage() {
  const styles = useStyles();
  const { data, isLoading } = api.useGetWorkOrderTypeListQuery();
  const assignees = api.useGetWorkOrderAssigneeListQuery().data ?? [];
  const [create, creating] = api.useCreateWorkOrderTypeMutation();
  const [update, updating] = api.useUpdateWorkOrderTypeMutation();
  const [remove] = api.useDeleteWorkOrderTypeMutation();
  const [form, setForm] = useState<TypeForm>(blankType);
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = typeProblem(form);
    setProblem(wrong);
    if (wrong) return;
    const body = toTypeBody(form);
    const result = form.id ? await update({ body: { id: form.id, ...body } }) : await create({ body });
    if (result.data?.data) {
      notify.success(result.data.description || '已保存');
      setForm(blankType);
    }
  };
  const onDelete = async (t: WorkOrderType) => {
    if (!window.confirm(`删除分类“${t.name}”？`)) return;
    const result = await remove({ query: { id: t.id } });
    if (result.data?.description) notify.success(result.data.description);
  };
  const columns: Column<WorkOrderType>[] = [
    { key: 'name', title: '名称', render: (t) => t.name },
    { key: 'description', title: '说明', render: (t) => t.description || '—' },
    { key: 'sort', title: '排序', className: styles.small, render: (t) => String(t.sort) },
    { key: 'enabled', title: '状态', className: styles.small, render: (t) => (t.enabled ? '启用' : '停用') },
    { key: 'assignee', title: '默认处理人', render: (t) => t.defaultAssigneeName || '不自动指派' },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <div className={styles.actions}>
          <Button
            size="small"
            onClick={() =>
              setForm({
                id: t.id,
                name: t.name,
                description: t.description,
                sort: String(t.sort),
                enabled: t.enabled === 1,
                defaultAssigneeId: t.defaultAssigneeId ? String(t.defaultAssigneeId) : '',
              })
            }
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
  const assigneeName = assignees.find((a) => String(a.id) === form.defaultAssigneeId)?.name ?? '不自动指派';
  return (
    <Panel
      title="工单分类"
      description="成员提交工单时选择的分类，按排序值从小到大显示；停用的分类不再出现在提交页。设了默认处理人的分类，新工单自动指派给他。已有工单的分类不能删除。"
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-label={form.id ? '编辑分类' : '新建分类'}>
        <Field label="名称" required validationMessage={problem || undefined} validationState={problem ? 'error' : 'none'}>
          <Input className={styles.name} maxLength={20} value={form.name} onChange={(_, d) => setForm({ ...form, name: d.value })} />
        </Field>
        <Field label="说明">
          <Input
            className={styles.description}
            maxLength={200}
            value={form.description}
            onChange={(_, d) => setForm({ ...form, description: d.value })}
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
        <Field label="默认处理人">
          <Dropdown
            className={styles.dropdown}
            aria-label="默认处理人"
            value={assigneeName}
            selectedOptions={[form.defaultAssigneeId]}
            onOptionSelect={(_, d) => setForm({ ...form, defaultAssigneeId: d.optionValue ?? '' })}
          >
            <Option value="">不自动指派</Option>
            {assignees.map((a) => (
              <Option key={a.id} value={String(a.id)}>
                {a.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Switch label="启用" checked={form.enabled} onChange={(_, d) => setForm({ ...form, enabled: d.checked })} />
        <Button appearance="primary" type="submit" disabled={creating.isLoading || updating.isLoading}>
          {form.id ? '保存修改' : '新建分类'}
        </Button>
        {form.id ? <Button onClick={() => setForm(blankType)}>取消编辑</Button> : null}
      </form>
      <DataTable label="工单分类" columns={columns} rows={data} loading={isLoading} rowKey={(t) => t.id} empty="还没有工单分类" />
    </Panel>
  );
}
