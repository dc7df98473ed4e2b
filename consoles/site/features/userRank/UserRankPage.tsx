import { Button, MessageBar, MessageBarBody, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowSyncRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { thousands } from '#kit/format/number';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import { userRankApi } from './cache';
import { RankChip } from './RankChip';
import { RankDialog, useRankDialog } from './RankDialog';
import { toDeleteRankInput } from './userRankRequests';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  note: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  nameColumn: { width: '34%' },
  numberColumn: { width: '18%', whiteSpace: 'nowrap' },
  table: { minWidth: '560px' },
});

type Rank = Schema<'UserRank'>;

/** 用户等级: the site's ranks by required reputation, 新增/编辑/删除, and 刷新等级 for every member. */
export function UserRankPage() {
  const styles = useStyles();
  const { data: ranks, isFetching, error, refetch } = userRankApi.useGetUserRankListQuery();
  const [deleteRank, deleting] = userRankApi.useDeleteUserRankMutation();
  const [refreshRanks, refreshing] = userRankApi.useRefreshUserRankMutation();
  const dialog = useRankDialog();
  const [removing, setRemoving] = useState<Rank | null>(null);
  const [askRefresh, setAskRefresh] = useState(false);
  const [refreshed, setRefreshed] = useState<Schema<'RefreshResult'> | null>(null);
  const list = ranks ?? [];
  const lastOne = list.length <= 1;

  const remove = async () => {
    if (!removing) return;
    const result = await deleteRank(toDeleteRankInput(removing.id));
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '等级已删除');
  };

  const refresh = async () => {
    const result = await refreshRanks();
    setAskRefresh(false);
    if (!result.data) return;
    setRefreshed(result.data.data);
    notify.success(result.data.description || `等级已刷新，${result.data.data.changed} 位用户的等级有变化`);
  };

  const columns: Column<Rank>[] = [
    { key: 'name', title: '等级名称', className: styles.nameColumn, render: (rank) => <RankChip name={rank.name} color={rank.color} /> },
    { key: 'minPoints', title: '所需声望', className: styles.numberColumn, render: (rank) => thousands(rank.minPoints) },
    { key: 'memberCount', title: '会员数', className: styles.numberColumn, render: (rank) => thousands(rank.memberCount) },
    {
      key: 'actions',
      title: '操作',
      render: (rank) => (
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => dialog.open(rank)}
            aria-label={`编辑 ${rank.name}`}
          >
            编辑
          </Button>
          <Tooltip content={lastOne ? '站点至少要保留一个等级' : `删除等级「${rank.name}」`} relationship="description">
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              disabledFocusable={lastOne}
              onClick={() => setRemoving(rank)}
              aria-label={`删除 ${rank.name}`}
            >
              删除
            </Button>
          </Tooltip>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title="用户等级"
      description="用户的声望达到「所需声望」即获得该等级，取满足条件的最高一级。修改等级后点击「刷新等级」重新计算每位用户的等级。"
    >
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open({ new: true, ranks: list })} disabled={!ranks}>
          新增等级
        </Button>
        <Button icon={<ArrowSyncRegular />} onClick={() => setAskRefresh(true)} disabled={!ranks}>
          刷新等级
        </Button>
        <Text className={styles.note}>{ranks ? `共 ${list.length} 个等级` : ''}</Text>
      </div>
      {refreshed && (
        <MessageBar intent="success">
          <MessageBarBody>{`刷新完成：${thousands(refreshed.members)} 位用户参与计算，${thousands(refreshed.changed)} 位用户的等级有变化。`}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        stacked
        label="用户等级"
        className={styles.table}
        columns={columns}
        rows={ranks}
        rowKey={(rank) => rank.id}
        loading={isFetching}
        error={error ? errorText(error) : undefined}
        onRetry={refetch}
        empty="还没有等级，点击「新增等级」添加第一个"
      />
      <RankDialog dialog={dialog} />
      <ConfirmDialog
        open={removing !== null}
        title="删除等级"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <Text>
            {`确定删除等级「${removing.name}」吗？`}
            {removing.memberCount > 0 ? `该等级的 ${removing.memberCount} 位用户在刷新等级前将显示为无等级。` : ''}
          </Text>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={askRefresh}
        title="刷新等级"
        confirmText="刷新"
        busy={refreshing.isLoading}
        onConfirm={refresh}
        onCancel={() => setAskRefresh(false)}
      >
        <Text>按每位用户当前的声望重新计算其等级，用户较多时需要一点时间。确定刷新吗？</Text>
      </ConfirmDialog>
    </Panel>
  );
}
