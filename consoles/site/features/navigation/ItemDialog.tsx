import { Button, Field, Input, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { api } from '#kit/request/api';
import {
  NavigationIconLabels,
  NavigationIconValues,
  NavigationTargetKindLabels,
  NavigationTargetKindValues,
  NavigationVisibilityLabels,
  NavigationVisibilityValues,
} from '#sdk';
import { type IconName, type ItemValues, itemProblem, type TargetKind, type Visibility } from './navigationRequests';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
});

/** Posts by title or id, as the admin types (the first ten found). */
function PostPicker({ value, onChange }: { value: ItemValues; onChange: (id: number | null, title: string) => void }) {
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const { data } = api.useGetNavigationTargetOptionsQuery({ query: asked ? { keyword: asked } : {} });
  const posts = data?.posts ?? [];
  const chosen = value.targetId && !posts.some((p) => p.id === value.targetId) ? [{ id: value.targetId, title: value.targetName }] : [];
  return (
    <>
      <div className={styles.search}>
        <Field label="查找帖子" hint="标题的一部分或帖子编号">
          <Input value={keyword} maxLength={30} onChange={(_, d) => setKeyword(d.value)} />
        </Field>
        <Button onClick={() => setAsked(keyword.trim())}>查找</Button>
      </div>
      <Field label="帖子" required>
        <Select
          value={value.targetId ? String(value.targetId) : ''}
          onChange={(_, d) => {
            const id = Number(d.value) || null;
            onChange(id, [...chosen, ...posts].find((p) => p.id === id)?.title ?? '');
          }}
        >
          <option value="">（未选择）</option>
          {[...chosen, ...posts].map((p) => (
            <option key={p.id} value={p.id}>
              {`#${p.id} ${p.title}`}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

export interface ItemDialogProps {
  /** The item being edited (a new one has an empty name), or null when closed. */
  item: ItemValues | null;
  title: string;
  onSave: (item: ItemValues) => void;
  onCancel: () => void;
}

/** 新增 / 编辑导航项: name, target (with its picker), icon, new window, visibility and enabled. */
export function ItemDialog({ item, title, onSave, onCancel }: ItemDialogProps) {
  const styles = useStyles();
  const [values, setValues] = useState<ItemValues | null>(item);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setValues(item);
    setError(undefined);
  }, [item]);
  const { data: options } = api.useGetNavigationTargetOptionsQuery({ query: {} }, { skip: !item });
  if (!values) return null;
  const set = (patch: Partial<ItemValues>) => setValues({ ...values, ...patch });
  const submit = () => {
    const problem = itemProblem(values);
    if (problem) setError(problem);
    else onSave({ ...values, name: values.name.trim(), url: values.url.trim() });
  };
  return (
    <FormDialog open title={title} error={error} onSubmit={submit} onCancel={onCancel}>
      <Field label="名称" required hint="最多 16 个字">
        <Input value={values.name} maxLength={16} onChange={(_, d) => set({ name: d.value })} />
      </Field>
      <Field label="链接目标" required>
        <Select value={values.targetKind} onChange={(_, d) => set({ targetKind: d.value as TargetKind, targetId: null, targetName: '' })}>
          {NavigationTargetKindValues.map((kind) => (
            <option key={kind} value={kind}>
              {NavigationTargetKindLabels[kind]}
            </option>
          ))}
        </Select>
      </Field>
      {values.targetKind === 'section' ? (
        <Field label="版块" required>
          <Select
            value={values.targetId ? String(values.targetId) : ''}
            onChange={(_, d) => {
              const id = Number(d.value) || null;
              set({ targetId: id, targetName: options?.sections.find((s) => s.id === id)?.name ?? '' });
            }}
          >
            <option value="">（未选择）</option>
            {(options?.sections ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {values.targetKind === 'post' ? (
        <PostPicker value={values} onChange={(targetId, targetName) => set({ targetId, targetName })} />
      ) : null}
      {values.targetKind === 'external' ? (
        <Field label="链接地址" required hint="以 http://、https://、mailto: 或 tel: 开头">
          <Input value={values.url} maxLength={512} type="url" onChange={(_, d) => set({ url: d.value })} />
        </Field>
      ) : null}
      <div className={styles.row}>
        <Field label="图标">
          <Select value={values.icon ?? ''} onChange={(_, d) => set({ icon: (d.value || null) as IconName | null })}>
            <option value="">按链接目标默认</option>
            {NavigationIconValues.map((icon) => (
              <option key={icon} value={icon}>
                {NavigationIconLabels[icon]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="可见范围">
          <Select
            value={values.visibility}
            onChange={(_, d) => set({ visibility: d.value as Visibility, rankId: d.value === 'rankAtLeast' ? values.rankId : null })}
          >
            {NavigationVisibilityValues.map((v) => (
              <option key={v} value={v}>
                {NavigationVisibilityLabels[v]}
              </option>
            ))}
          </Select>
        </Field>
        {values.visibility === 'rankAtLeast' ? (
          <Field label="最低等级" required>
            <Select value={values.rankId ? String(values.rankId) : ''} onChange={(_, d) => set({ rankId: Number(d.value) || null })}>
              <option value="">（未选择）</option>
              {(options?.ranks ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <div className={styles.row}>
        <Switch label="新窗口打开" checked={values.openInNewWindow} onChange={(_, d) => set({ openInNewWindow: d.checked })} />
        <Switch label="启用" checked={values.enabled} onChange={(_, d) => set({ enabled: d.checked })} />
      </div>
    </FormDialog>
  );
}
