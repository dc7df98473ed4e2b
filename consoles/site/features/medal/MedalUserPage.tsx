import { Button, MessageBar, MessageBarBody, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, PersonAddRegular, PersonDeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import type { Schema } from '#sdk';
import { MedalBadge } from '#shared/medal/MedalBadge';
import { GrantDialog, grantable, useGrantDialog } from './GrantDialog';
import { medalIdFrom, toMedalUserListInput, toRevokeMedalInput } from './medalRequests';
import { useMedal } from './useMedal';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  about: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1, minWidth: '200px' },
  description: { color: tokens.colorNeutralForeground2 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  timeColumn: { width: '150px' },
  table: { minWidth: '760px' },
});

type Holder = Schema<'MedalHolder'>;
const MEDAL_PAGE = '/user/manageMedal';

/** 勋章用户: who holds one medal (`?medalId=`), newest grant first; 授予 more, 收回 one. */
export function MedalUserPage() {
  const [search] = useSearchParams();
  const medalId = medalIdFrom(search);
  if (medalId === null) return <NoMedal text="没有指定勋章，请从勋章管理进入。" />;
  return <Holders medalId={medalId} />;
}

function NoMedal({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <Panel title="勋章用户">
      <MessageBar intent="warning">
        <MessageBarBody>{text}</MessageBarBody>
      </MessageBar>
      <div>
        <Button icon={<ArrowLeftRegular />} onClick={() => navigate(MEDAL_PAGE)}>
          返回勋章管理
        </Button>
      </div>
    </Panel>
  );
}

function Holders({ medalId }: { medalId: number }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { medal, missing } = useMedal(medalId);
  const list = useListPage({
    operation: 'getMedalUserList',
    empty: null,
    toInput: (_, at) => toMedalUserListInput(medalId, at),
    refetchOnMountOrArgChange: true,
  });
  const grant = useGrantDialog();
  const [revokeMedal, revoking] = api.useRevokeMedalMutation();
  const [revoked, setRevoked] = useState<Holder | null>(null);

  if (missing) return <NoMedal text="这枚勋章不存在或已被删除。" />;

  const revoke = async () => {
    if (!revoked) return;
    const result = await revokeMedal(toRevokeMedalInput(medalId, revoked.userId));
    setRevoked(null);
    if (result.data) notify.success(result.data.description || '勋章已收回');
  };

  const columns: Column<Holder>[] = [
    { key: 'account', title: '登录名', render: (h) => h.account },
    { key: 'userName', title: '昵称', render: (h) => h.userName || '—' },
    { key: 'grantedAt', title: '授予时间', className: styles.timeColumn, render: (h) => <DateTimeCell time={h.grantedAt} /> },
    { key: 'grantedBy', title: '授予人', render: (h) => h.grantedBy || '—' },
    { key: 'reason', title: '理由', render: (h) => h.reason || '—' },
    {
      key: 'actions',
      title: '操作',
      render: (h) => (
        <Button
          size="small"
          appearance="subtle"
          icon={<PersonDeleteRegular />}
          onClick={() => setRevoked(h)}
          aria-label={`收回 ${h.userName || h.account}`}
        >
          收回
        </Button>
      ),
    },
  ];

  const canGrant = medal !== undefined && grantable(medal);
  return (
    <Panel title="勋章用户">
      <div className={styles.head}>
        <div className={styles.about}>
          {medal ? (
            <>
              <div>
                <MedalBadge name={medal.name} color={medal.color} icon={medal.icon} off={!grantable(medal)} />
              </div>
              <Text className={styles.description}>{`${medal.description || '没有说明'}${grantable(medal) ? '' : '（已停用）'}`}</Text>
            </>
          ) : (
            <Text className={styles.description}>加载勋章…</Text>
          )}
        </div>
        <div className={styles.toolbar}>
          <Button icon={<ArrowLeftRegular />} onClick={() => navigate(MEDAL_PAGE)}>
            勋章管理
          </Button>
          <Tooltip content={medal && !canGrant ? '勋章已停用，启用后才能授予' : '把这枚勋章授予成员'} relationship="description">
            <Button
              appearance="primary"
              icon={<PersonAddRegular />}
              disabledFocusable={!canGrant}
              onClick={() => medal && grant.open(medal)}
            >
              授予
            </Button>
          </Tooltip>
        </div>
      </div>
      <DataTable
        stacked
        label="勋章持有者"
        className={styles.table}
        columns={columns}
        rowKey={(h) => h.userId}
        empty="还没有成员持有这枚勋章"
        {...list.table}
      />
      <Pager {...list.pager} />
      <GrantDialog dialog={grant} />
      <ConfirmDialog
        open={revoked !== null}
        title="收回勋章"
        confirmText="收回"
        danger
        busy={revoking.isLoading}
        onConfirm={revoke}
        onCancel={() => setRevoked(null)}
      >
        {revoked && <Text>{`确定收回「${revoked.userName || revoked.account}」的勋章「${medal?.name ?? ''}」吗？之后可以再次授予。`}</Text>}
      </ConfirmDialog>
    </Panel>
  );
}
