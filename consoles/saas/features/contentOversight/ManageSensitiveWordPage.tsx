import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { KeywordFilter } from '#kit/table/KeywordFilter';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import type { Schema } from '#sdk';
import { parseWords, wordsProblem } from './oversightRequests';

const useStyles = makeStyles({
  add: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px' },
  words: { minHeight: '96px' },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { minWidth: '480px' },
});

type Word = Schema<'PlatformSensitiveWord'>;

/** 平台敏感词: words checked on every site besides each site's own; new content holding one waits for review. */
export function ManageSensitiveWordPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getPlatformSensitiveWordList',
    empty: { keyword: '' },
    toInput: (filters, at) => ({
      query: { page: at.page, pageSize: at.pageSize, ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}) },
    }),
  });
  const selection = useSelection(list.rows, (w) => w.word);
  const [create, creating] = api.useCreatePlatformSensitiveWordsMutation();
  const [remove, removing] = api.useDeletePlatformSensitiveWordsMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [asking, setAsking] = useState(false);

  const add = async () => {
    const words = parseWords(text);
    const found = wordsProblem(words);
    setProblem(found ?? '');
    if (found) return;
    const result = await create({ body: { words } });
    if (result.data?.type === 1) {
      notify.success(result.data.description || '已添加');
      setText('');
    }
  };

  const confirmRemove = async () => {
    const result = await remove({ body: { ids: selection.selected } });
    if (result.data?.type === 1) {
      notify.success(result.data.description || '已删除');
      selection.clear();
    }
    setAsking(false);
  };

  const columns: Column<Word>[] = [
    selection.column,
    { key: 'word', title: '敏感词', render: (w) => w.word },
    { key: 'createdAt', title: '添加时间', render: (w) => <DateTimeCell time={w.createdAt} /> },
  ];

  return (
    <Panel title="平台敏感词" description="对所有站点生效（在站点自己的敏感词之外）；发帖或评论命中时进入待审核。">
      <div className={styles.add}>
        <Field
          label="添加敏感词"
          hint="每行一个，也可用逗号分隔；每个最多 30 个字，一次最多 200 个，已有的会被忽略。"
          validationState={problem ? 'error' : undefined}
          validationMessage={problem || undefined}
        >
          <Textarea
            className={styles.words}
            value={text}
            onChange={(_, d) => {
              setText(d.value);
              if (problem) setProblem('');
            }}
          />
        </Field>
        <div>
          <Button appearance="primary" icon={<AddRegular />} disabled={creating.isLoading} onClick={() => void add()}>
            添加
          </Button>
        </div>
      </div>
      <FilterBar label="筛选敏感词" onSearch={list.search} onReset={list.reset}>
        <KeywordFilter value={list.draft.keyword} placeholder="敏感词的一部分" onChange={(v) => list.edit('keyword', v)} />
      </FilterBar>
      <div className={styles.bar}>
        <Text className={styles.muted}>{selection.selected.length ? `已选 ${selection.selected.length} 个` : '勾选后可批量删除'}</Text>
        <Button icon={<DeleteRegular />} disabled={!selection.selected.length || removing.isLoading} onClick={() => setAsking(true)}>
          删除
        </Button>
      </div>
      <DataTable
        label="平台敏感词"
        className={styles.table}
        columns={columns}
        rowKey={(w) => w.id}
        {...list.table}
        empty="还没有平台敏感词"
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <ConfirmDialog
        open={asking}
        title="删除平台敏感词"
        confirmText="删除"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setAsking(false)}
      >
        <Text>{`删除选中的 ${selection.selected.length} 个敏感词？删除后新内容不再因这些词进入审核。`}</Text>
      </ConfirmDialog>
    </Panel>
  );
}
