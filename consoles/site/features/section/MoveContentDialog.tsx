import { Dropdown, Field, makeStyles, Option, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Schema, SectionMoveModeLabels } from '#sdk';
import { type SectionMoveMode, toMoveContentInput } from './sectionRequests';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { color: tokens.colorNeutralForeground3 },
});

type Section = Schema<'SectionDetail'>;

/**
 * 移动内容 / 合并: every post of one section (any state, the recycle bin's too) goes to another section of the site;
 * merging then deletes the section moved from.
 */
export function MoveContentDialog({ from, onClose }: { from: Section | null; onClose: () => void }) {
  const styles = useStyles();
  const [toId, setToId] = useState('');
  const [mode, setMode] = useState<SectionMoveMode>('move');
  const [move, moving] = api.useMoveSectionContentMutation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section to move from starts a blank form
  useEffect(() => {
    setToId('');
    setMode('move');
  }, [from?.id]);

  // Every section of the site (at most 100), not only the page shown.
  const all = api.useGetSectionListQuery({ query: { page: 1, pageSize: 100 } }, { skip: from === null });
  const targets = (all.data?.list ?? []).filter((s) => s.id !== from?.id);
  const input = from ? toMoveContentInput(from, toId, mode) : null;
  const confirm = async () => {
    if (!input) {
      notify.error('请选择目标版块');
      return;
    }
    const result = await move(input);
    if (result.data) {
      notify.success(result.data.description || '已移动');
      onClose();
    }
  };
  const target = targets.find((s) => String(s.id) === toId);

  return (
    <ConfirmDialog
      open={from !== null}
      title={from ? `移动「${from.name}」的内容` : '移动内容'}
      confirmText={mode === 'merge' ? '合并' : '移动'}
      danger={mode === 'merge'}
      busy={moving.isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <div className={styles.body}>
        <Field label="目标版块" required>
          <Dropdown
            aria-label="目标版块"
            placeholder="选择版块"
            value={target?.name ?? ''}
            selectedOptions={toId ? [toId] : []}
            onOptionSelect={(_, d) => d.optionValue !== undefined && setToId(d.optionValue)}
          >
            {targets.map((s) => (
              <Option key={s.id} value={String(s.id)}>
                {s.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="方式">
          <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as SectionMoveMode)}>
            {Object.entries(SectionMoveModeLabels).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
        </Field>
        <Text className={styles.note}>
          {mode === 'merge'
            ? '全部帖子（含待审核和回收站中的）移到目标版块后，删除原版块及其版主设置，不能恢复。'
            : '全部帖子（含待审核和回收站中的）移到目标版块，原版块保留为空版块。'}
        </Text>
      </div>
    </ConfirmDialog>
  );
}
