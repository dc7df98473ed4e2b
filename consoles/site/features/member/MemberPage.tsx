import { Button, makeStyles } from '@fluentui/react-components';
import { ChatOffRegular, DeleteRegular, LockClosedRegular, LockOpenRegular, StarEditRegular, TagRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { BatchBar } from '#kit/table/BatchBar';
import { DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import { BatchSanctionDialog, useBatchSanctionDialog } from './BatchSanctionDialog';
import { DeleteMembersDialog, useDeleteMembersDialog } from './DeleteMembersDialog';
import { LabelsDialog, useLabelsDialog } from './LabelsDialog';
import { LiftDialog } from './LiftDialog';
import { LiftManyDialog } from './LiftManyDialog';
import { MemberFilters } from './MemberFilters';
import { type BatchSanction, describe, type Member, nameOf, type Picked, type SanctionTarget } from './memberPicks';
import { emptyMemberFilters, isFiltered, toMemberListInput } from './memberRequests';
import { PointsDialog, usePointsDialog } from './PointsDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SanctionDialog, useSanctionDialog } from './SanctionDialog';
import { SanctionHistoryDialog } from './SanctionHistoryDialog';
import { useMemberColumns } from './useMemberColumns';

const useStyles = makeStyles({
  // Wide enough that the actions sit two lines high at most; narrower screens scroll, phones get cards.
  table: { minWidth: '1100px' },
});

/** 用户管理 (`/user/manageUser`): the site's members with their state; mute, ban, lift and each member's history. */
export function MemberPage() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getConsoleUserList', empty: emptyMemberFilters, toInput: toMemberListInput });
  const canSanction = useCan('banSiteUser');
  const [lifting, setLifting] = useState<SanctionTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<Member | null>(null);
  const sanction = useSanctionDialog();
  const selection = useSelection(list.rows, nameOf);
  const picked = (): Picked => {
    const rows = (list.rows ?? []).filter((m) => selection.selected.includes(m.id));
    return { ids: rows.map((m) => m.id), names: describe(rows) };
  };
  const canPoints = useCan('adjustSiteUserPoints');
  const canLabel = useCan('setSiteUserLabels');
  const canDelete = useCan('deleteSiteUsers');
  const canRanks = useCan('getUserRankList');
  const canLabels = useCan('getMemberLabelList');
  const ranks = api.useGetUserRankListQuery(undefined, { skip: !canRanks });
  const labels = api.useGetMemberLabelListQuery(undefined, { skip: !canLabels });
  const batchSanction = useBatchSanctionDialog(() => selection.clear());
  const points = usePointsDialog(() => selection.clear());
  const [liftingMany, setLiftingMany] = useState<BatchSanction | null>(null);
  const labelling = useLabelsDialog(() => selection.clear());
  const deleting = useDeleteMembersDialog(() => selection.clear());
  const [resetting, setResetting] = useState<Member | null>(null);

  const columns = useMemberColumns({
    selectionColumn: selection.column,
    onSanction: sanction.open,
    onLift: setLifting,
    onHistory: setHistoryOf,
    onReset: setResetting,
  });

  return (
    <Panel
      title="用户管理"
      description="本站的成员。禁言：可以浏览，不能发帖、评论、点赞和上传；封禁：不能登录，已登录的立即退出。原因会告诉成员。"
    >
      <MemberFilters list={list} ranks={ranks.data} labels={labels.data?.list} />
      <BatchBar count={selection.selected.length} unit="位" noun="成员" selectAll={selection}>
        {canSanction && (
          <>
            <Button
              size="small"
              icon={<ChatOffRegular />}
              disabled={!selection.selected.length}
              onClick={() => batchSanction.open({ ...picked(), kind: 'mute' })}
            >
              禁言
            </Button>
            <Button
              size="small"
              icon={<LockClosedRegular />}
              disabled={!selection.selected.length}
              onClick={() => batchSanction.open({ ...picked(), kind: 'ban' })}
            >
              封禁
            </Button>
            <Button
              size="small"
              icon={<ChatOffRegular />}
              disabled={!selection.selected.length}
              onClick={() => setLiftingMany({ ...picked(), kind: 'mute' })}
            >
              解除禁言
            </Button>
            <Button
              size="small"
              icon={<LockOpenRegular />}
              disabled={!selection.selected.length}
              onClick={() => setLiftingMany({ ...picked(), kind: 'ban' })}
            >
              解除封禁
            </Button>
          </>
        )}
        {canPoints && (
          <Button size="small" icon={<StarEditRegular />} disabled={!selection.selected.length} onClick={() => points.open(picked())}>
            调整积分
          </Button>
        )}
        {canLabel && (
          <Button size="small" icon={<TagRegular />} disabled={!selection.selected.length} onClick={() => labelling.open(picked())}>
            设置标签
          </Button>
        )}
        {canDelete && (
          <Button size="small" icon={<DeleteRegular />} disabled={!selection.selected.length} onClick={() => deleting.open(picked())}>
            删除
          </Button>
        )}
      </BatchBar>
      <DataTable
        stacked
        label="成员"
        className={styles.table}
        columns={columns}
        rowKey={(m) => m.id}
        empty={isFiltered(list.filters) ? '没有符合条件的成员' : '本站还没有成员'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <SanctionDialog dialog={sanction} />
      <LiftDialog lifting={lifting} onClose={() => setLifting(null)} />
      <SanctionHistoryDialog historyOf={historyOf} onClose={() => setHistoryOf(null)} />
      <BatchSanctionDialog dialog={batchSanction} />
      <PointsDialog dialog={points} />
      <LiftManyDialog liftingMany={liftingMany} onClose={() => setLiftingMany(null)} onLifted={() => selection.clear()} />
      <LabelsDialog dialog={labelling} labels={labels.data?.list} />
      <DeleteMembersDialog dialog={deleting} />
      <ResetPasswordDialog resetting={resetting} onClose={() => setResetting(null)} />
    </Panel>
  );
}
