import { Button, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { BatchBar } from '#kit/table/BatchBar';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import type { Schema } from '#sdk';
import { emptyWordFilters, parseWords, toCreateWordsInput, toDeleteWordsInput, toWordListInput, wordsProblem } from './moderationRequests';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  time: { width: '170px' },
  table: { minWidth: '420px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Word = Schema<'SensitiveWord'>;

/** 敏感词 (`/setting/manageSensitiveWord`): the site's own list; new content that contains a word waits for review. */
export function SensitiveWordPage() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getSensitiveWordList', empty: emptyWordFilters, toInput: toWordListInput });
  const selection = useSelection(list.rows, (w) => w.word);
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState<number[] | null>(null);
  const [create, creating] = api.useCreateSensitiveWordsMutation();
  const [remove, deleting] = api.useDeleteSensitiveWordsMutation();

  const open = () => {
    setText('');
    setProblem(undefined);
    setAdding(true);
  };
  const submit = async () => {
    const words = parseWords(text);
    const found = wordsProblem(words);
    setProblem(found);
    if (found) return;
    const result = await create(toCreateWordsInput(words));
    if (!result.data) return;
    notify.success(result.data.description || '敏感词已添加');
    setAdding(false);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const result = await remove(toDeleteWordsInput(removing));
    setRemoving(null);
    if (!result.data) return;
    notify.success(result.data.description || '敏感词已删除');
    selection.clear();
  };

  const columns: Column<Word>[] = [
    selection.column,
    { key: 'word', title: '敏感词', render: (w) => w.word },
    { key: 'createdAt', title: '添加时间', className: styles.time, render: (w) => <DateTimeCell time={w.createdAt} /> },
  ];

  return (
    <Panel title="敏感词" description="本站自己的敏感词，平台的敏感词另外生效。新发的帖子或评论含有敏感词时进入待审核，不直接发布。">
      <FilterBar
        onSearch={list.search}
        onReset={list.reset}
        label="筛选敏感词"
        extra={
          <Button appearance="primary" icon={<AddRegular />} onClick={open}>
            添加敏感词
          </Button>
        }
      >
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            onChange={(_, d) => list.edit('keyword', d.value)}
            placeholder="敏感词的一部分"
            maxLength={maxLengthOf('getSensitiveWordList', 'query', 'keyword')}
          />
        </Field>
      </FilterBar>
      <BatchBar count={selection.ids.length} unit="个" noun="敏感词">
        <Button size="small" icon={<DeleteRegular />} disabled={!selection.ids.length} onClick={() => setRemoving(selection.ids)}>
          删除
        </Button>
      </BatchBar>
      <DataTable
        stacked
        label="敏感词"
        className={styles.table}
        columns={columns}
        rowKey={(w) => w.id}
        empty={list.filters.keyword ? '没有符合条件的敏感词' : '还没有敏感词，点击「添加敏感词」添加'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <FormDialog
        open={adding}
        title="添加敏感词"
        submitText="添加"
        busy={creating.isLoading}
        onSubmit={submit}
        onCancel={() => setAdding(false)}
      >
        <Field label="敏感词" required validationState={problem ? 'error' : 'none'} validationMessage={problem}>
          <Textarea
            value={text}
            onChange={(_, d) => setText(d.value)}
            rows={6}
            placeholder={'每行一个，或用逗号、空格分隔\n如：代开发票'}
            resize="vertical"
          />
        </Field>
        <Text className={styles.hint}>每个词最多 30 个字，一次最多 200 个；已有的词会跳过。</Text>
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title="删除敏感词"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <Text>{`确定删除选中的 ${removing?.length ?? 0} 个敏感词吗？`}</Text>
      </ConfirmDialog>
    </Panel>
  );
}
