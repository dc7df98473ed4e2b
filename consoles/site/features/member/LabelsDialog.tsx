import { Checkbox, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import type { Picked } from './memberPicks';
import { type LabelMode, toLabelAssignInput } from './memberRequests';

const useStyles = makeStyles({
  labelPicks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 设置标签 of the picked members: which labels, added, removed or set exactly (`setSiteUserLabels`). */
export function useLabelsDialog(onSaved: () => void) {
  const [assign, assignState] = api.useSetSiteUserLabelsMutation();
  const [labelling, setLabelling] = useState<Picked | null>(null);
  const [labelMode, setLabelMode] = useState<LabelMode>('add');
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const open = (picked: Picked) => {
    setLabelIds([]);
    setLabelMode('add');
    setLabelling(picked);
  };
  const confirmLabels = async () => {
    if (!labelling) return;
    const result = await assign(toLabelAssignInput(labelling.ids, labelIds, labelMode));
    if (result.data) {
      setLabelling(null);
      notify.success(result.data.description || '标签已设置');
      onSaved();
    }
  };
  return { open, labelling, setLabelling, labelMode, setLabelMode, labelIds, setLabelIds, busy: assignState.isLoading, confirmLabels };
}

/** 设置标签: the way (add, remove, set) and a checkbox per label of the site. */
export function LabelsDialog({
  dialog,
  labels,
}: {
  dialog: ReturnType<typeof useLabelsDialog>;
  labels: Schema<'MemberLabel'>[] | undefined;
}) {
  const styles = useStyles();
  const { labelling, setLabelling, labelMode, setLabelMode, labelIds, setLabelIds } = dialog;
  return (
    <FormDialog
      open={labelling !== null}
      title={labelling ? `设置${labelling.names}的标签` : '设置标签'}
      busy={dialog.busy}
      onSubmit={dialog.confirmLabels}
      onCancel={() => setLabelling(null)}
    >
      <RadioGroup layout="horizontal" value={labelMode} onChange={(_, d) => setLabelMode(d.value as LabelMode)} aria-label="方式">
        <Radio value="add" label="添加这些标签" />
        <Radio value="remove" label="移除这些标签" />
        <Radio value="set" label="设为正好这些" />
      </RadioGroup>
      <div className={styles.labelPicks}>
        {(labels ?? []).map((l) => (
          <Checkbox
            key={l.id}
            label={l.name}
            checked={labelIds.includes(l.id)}
            onChange={(_, d) => setLabelIds((ids) => (d.checked ? [...ids, l.id] : ids.filter((x) => x !== l.id)))}
          />
        ))}
        {!labels?.length && <Text>还没有标签，请先在「标签管理」中新增。</Text>}
      </div>
    </FormDialog>
  );
}
