import { Button, Checkbox, Input, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type ReasonRow, reasonsProblem, toReasonsInput } from './impeachRequests';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { flexGrow: 1, minWidth: '160px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Keeps each row's inputs with it when rows move or go. */
let nextKey = 0;

/** 举报理由: the site's list members choose from, in order; 需要说明 makes a reason (其他) take text. */
export function ReasonsPanel() {
  const styles = useStyles();
  const { data } = api.useGetImpeachReasonListQuery();
  const [save, saving] = api.useUpdateImpeachReasonsMutation();
  const [rows, setRows] = useState<(ReasonRow & { key: number })[]>([]);
  useEffect(() => {
    if (data) setRows(data.list.map((r) => ({ ...r, key: nextKey++ })));
  }, [data]);
  const problem = reasonsProblem(rows);
  const set = (index: number, patch: Partial<ReasonRow>) => setRows((rs) => rs.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) =>
    setRows((rs) => {
      const next = [...rs];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row);
      return next;
    });

  const submit = async () => {
    if (problem) return;
    const result = await save(toReasonsInput(rows));
    if (result.data) notify.success(result.data.description || '举报理由已保存');
  };

  return (
    <div className={styles.list}>
      <Text className={styles.hint}>成员举报时从这些理由中选择，按这里的顺序显示；勾选“需要说明”的理由（如“其他”）必须填写补充说明。</Text>
      {rows.map((row, index) => (
        <div key={row.key} className={styles.row}>
          <Input
            className={styles.name}
            aria-label={`理由 ${index + 1}`}
            value={row.name}
            maxLength={20}
            onChange={(_, d) => set(index, { name: d.value })}
          />
          <Checkbox label="需要说明" checked={row.takesText} onChange={(_, d) => set(index, { takesText: d.checked === true })} />
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowUpRegular />}
            aria-label="上移"
            disabled={index === 0}
            onClick={() => move(index, -1)}
          />
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowDownRegular />}
            aria-label="下移"
            disabled={index === rows.length - 1}
            onClick={() => move(index, 1)}
          />
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`删除 ${row.name || '理由'}`}
            onClick={() => setRows((rs) => rs.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      {problem && rows.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          disabled={rows.length >= 20}
          onClick={() => setRows((rs) => [...rs, { name: '', takesText: false, key: nextKey++ }])}
        >
          添加理由
        </Button>
        <Button appearance="primary" disabled={Boolean(problem) || saving.isLoading} onClick={submit}>
          保存
        </Button>
      </div>
    </div>
  );
}
