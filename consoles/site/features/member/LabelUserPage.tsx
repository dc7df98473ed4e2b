import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { TagDismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { BatchBar } from '#kit/table/BatchBar';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import type { Schema } from '#sdk';
import { LabelChip, LabelChips } from './LabelChips';
import { toLabelAssignInput, toLabelUserListInput } from './memberRequests';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  table: { minWidth: '640px' },
  time: { width: '150px' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  name: { display: 'flex', flexDirection: 'column' },
});

type Member = Schema<'MemberSummary'>;

/** 标签用户 (`/setting/labelUserList?labelId=`): the members of a label; pick a label, take it off members in bulk. */
export function LabelUserPage() {
  const [search, setSearch] = useSearchParams();
  const labels = api.useGetMemberLabelListQuery(undefined, { refetchOnMountOrArgChange: true });
  const fromUrl = search.get('labelId') ?? '';
  const labelId = fromUrl || String(labels.data?.list[0]?.id ?? '');
  const label = labels.data?.list.find((l) => String(l.id) === labelId);
  return (
    <Panel title="标签用户" description="按标签查看成员，并可批量去掉标签；在用户管理中可给成员加标签。">
      <Field label="标签">
        <EnumDropdown
          label="标签"
          allText="请选择"
          value={labelId}
          labels={Object.fromEntries((labels.data?.list ?? []).map((l) => [String(l.id), `${l.name}（${l.memberCount}）`]))}
          onChange={(v) => setSearch(v ? { labelId: v } : {})}
        />
      </Field>
      {label ? (
        <Members key={label.id} label={label} />
      ) : (
        <Text>{labels.data && !labels.data.list.length ? '还没有标签，请先在「用户 › 标签管理」中新增。' : '请选择标签'}</Text>
      )}
    </Panel>
  );
}

function Members({ label }: { label: Schema<'MemberLabel'> }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getLabelUserList',
    empty: { keyword: '' },
    toInput: (f, at) => toLabelUserListInput(label.id, f.keyword, at),
    refetchOnMountOrArgChange: true,
  });
  const selection = useSelection(list.rows, (m: Member) => m.userName || m.account);
  const [assign, assigning] = api.useSetSiteUserLabelsMutation();
  const [confirming, setConfirming] = useState(false);
  const removeLabel = async () => {
    const result = await assign(toLabelAssignInput(selection.selected, [label.id], 'remove'));
    setConfirming(false);
    if (result.data) {
      notify.success(result.data.description || '已移除');
      selection.clear();
    }
  };
  const columns: Column<Member>[] = [
    selection.column,
    {
      key: 'name',
      title: '成员',
      render: (m) => (
        <div className={styles.name}>
          <Text weight="semibold">{m.userName || '—'}</Text>
          <Text className={styles.sub}>{m.account}</Text>
        </div>
      ),
    },
    { key: 'labels', title: '全部标签', render: (m) => <LabelChips labels={m.labels} /> },
    { key: 'at', title: '注册时间', className: styles.time, render: (m) => <DateTimeCell time={m.createdAt} /> },
  ];
  return (
    <>
      <Text>
        <LabelChip name={label.name} color={label.color} /> {label.description}
      </Text>
      <FilterBar onSearch={list.search} onReset={list.reset} label="筛选成员">
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            onChange={(_, d) => list.edit('keyword', d.value)}
            placeholder="登录名、昵称或手机号"
            maxLength={40}
          />
        </Field>
      </FilterBar>
      <BatchBar count={selection.selected.length} unit="位" noun="成员" selectAll={selection}>
        <Button size="small" icon={<TagDismissRegular />} disabled={!selection.selected.length} onClick={() => setConfirming(true)}>
          去掉此标签
        </Button>
      </BatchBar>
      <DataTable
        stacked
        label="标签用户"
        className={styles.table}
        columns={columns}
        rowKey={(m) => m.id}
        empty="这个标签下还没有成员"
        {...list.table}
      />
      <Pager {...list.pager} />
      <ConfirmDialog
        open={confirming}
        title="去掉标签"
        confirmText="去掉"
        busy={assigning.isLoading}
        onConfirm={removeLabel}
        onCancel={() => setConfirming(false)}
      >
        <Text>{`确定给所选 ${selection.selected.length} 位成员去掉「${label.name}」吗？`}</Text>
      </ConfirmDialog>
    </>
  );
}
