import { Badge, Button, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { ChatOffRegular, HistoryRegular, LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { MemberStateLabels, SanctionKindLabels, type Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';
import {
  blankSanctionValues,
  emptyMemberFilters,
  type SanctionKind,
  type SanctionValues,
  sanctionRules,
  toLiftInput,
  toMemberListInput,
  toSanctionInput,
} from './memberRequests';

const useStyles = makeStyles({
  keyword: { width: '220px' },
  time: { width: '150px' },
  table: { minWidth: '900px' },
  name: { display: 'flex', flexDirection: 'column' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  states: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '50vh', overflowY: 'auto' },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

type Member = Schema<'MemberSummary'>;
interface SanctionTarget {
  member: Member;
  kind: SanctionKind;
}

const nameOf = (m: Member) => m.userName || m.account;

/** 用户管理 (`/user/manageUser`): the site's members with their state; mute, ban, lift and each member's history. */
export function MemberPage() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getConsoleUserList', empty: emptyMemberFilters, toInput: toMemberListInput });
  const canSanction = useCan('banSiteUser');
  const [lifting, setLifting] = useState<SanctionTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<Member | null>(null);
  const [lift, liftState] = api.useLiftSiteUserSanctionMutation();
  const sanction = useEditDialog({
    operation: (t: SanctionTarget) => (t.kind === 'ban' ? 'banSiteUser' : 'muteSiteUser'),
    blank: blankSanctionValues,
    values: () => blankSanctionValues,
    rules: sanctionRules,
    toInput: (values: SanctionValues, t: SanctionTarget) => toSanctionInput(t.member.id, values),
    success: (t) => (t.kind === 'ban' ? '已封禁' : '已禁言'),
  });
  const { form, shown } = sanction;

  const confirmLift = async () => {
    if (!lifting) return;
    const result = await lift(toLiftInput(lifting.member.id, lifting.kind));
    setLifting(null);
    if (result.data) notify.success(result.data.description || '已解除');
  };

  const columns: Column<Member>[] = [
    {
      key: 'name',
      title: '成员',
      render: (m) => (
        <div className={styles.name}>
          <Text weight="semibold">{m.userName || '—'}</Text>
          <Text className={styles.sub}>{`${m.account}${m.mobile ? ` · ${m.mobile}` : ''}`}</Text>
        </div>
      ),
    },
    { key: 'rank', title: '等级', render: (m) => m.rankName || '—' },
    { key: 'points', title: '声望', render: (m) => m.points },
    {
      key: 'state',
      title: '状态',
      render: (m) => (
        <div className={styles.states}>
          {m.bannedUntil && (
            <>
              <Badge color="danger" appearance="tint">
                封禁中
              </Badge>
              <Text className={styles.sub}>{`至 ${formatBeijingDateTime(m.bannedUntil)}`}</Text>
            </>
          )}
          {m.mutedUntil && (
            <>
              <Badge color="warning" appearance="tint">
                禁言中
              </Badge>
              <Text className={styles.sub}>{`至 ${formatBeijingDateTime(m.mutedUntil)}`}</Text>
            </>
          )}
          {!m.bannedUntil && !m.mutedUntil && (
            <Badge color="success" appearance="tint">
              正常
            </Badge>
          )}
        </div>
      ),
    },
    { key: 'createdAt', title: '注册时间', className: styles.time, render: (m) => <DateTimeCell time={m.createdAt} /> },
    {
      key: 'lastLoginAt',
      title: '最近登录',
      className: styles.time,
      render: (m) => (m.lastLoginAt ? <DateTimeCell time={m.lastLoginAt} /> : '从未登录'),
    },
    {
      key: 'actions',
      title: '操作',
      render: (m) => (
        <div className={styles.actions}>
          {canSanction &&
            (m.mutedUntil ? (
              <Button size="small" appearance="subtle" icon={<ChatOffRegular />} onClick={() => setLifting({ member: m, kind: 'mute' })}>
                解除禁言
              </Button>
            ) : (
              <Button size="small" appearance="subtle" icon={<ChatOffRegular />} onClick={() => sanction.open({ member: m, kind: 'mute' })}>
                禁言
              </Button>
            ))}
          {canSanction &&
            (m.bannedUntil ? (
              <Button size="small" appearance="subtle" icon={<LockOpenRegular />} onClick={() => setLifting({ member: m, kind: 'ban' })}>
                解除封禁
              </Button>
            ) : (
              <Button
                size="small"
                appearance="subtle"
                icon={<LockClosedRegular />}
                onClick={() => sanction.open({ member: m, kind: 'ban' })}
              >
                封禁
              </Button>
            ))}
          <Button size="small" appearance="subtle" icon={<HistoryRegular />} onClick={() => setHistoryOf(m)}>
            处罚记录
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title="用户管理"
      description="本站的成员。禁言：可以浏览，不能发帖、评论、点赞和上传；封禁：不能登录，已登录的立即退出。原因会告诉成员。"
    >
      <FilterBar onSearch={list.search} onReset={list.reset} label="筛选成员">
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            onChange={(_, d) => list.edit('keyword', d.value)}
            placeholder="登录名、昵称或手机号"
            maxLength={maxLengthOf('getConsoleUserList', 'query', 'keyword')}
          />
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={list.draft.state} labels={MemberStateLabels} onChange={(v) => list.edit('state', v)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="成员"
        className={styles.table}
        columns={columns}
        rowKey={(m) => m.id}
        empty={list.filters.keyword || list.filters.state ? '没有符合条件的成员' : '本站还没有成员'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <FormDialog title={shown ? `${SanctionKindLabels[shown.kind]}「${nameOf(shown.member)}」` : '处罚'} {...sanction.props}>
        <Text>
          {shown?.kind === 'ban' ? '封禁期间不能登录前台和控制台，已登录的立即退出。' : '禁言期间可以浏览，不能发帖、评论、点赞和上传。'}
        </Text>
        <Field label="天数" required hint="1 到 3650 天" {...form.field('days')}>
          <Input {...form.text('days')} inputMode="numeric" placeholder="如：3" />
        </Field>
        <Field label="原因" required hint="会告诉该成员" {...form.field('reason')}>
          <Textarea
            {...form.text('reason')}
            placeholder="如：多次发布广告"
            maxLength={maxLengthOf('banSiteUser', 'body', 'reason')}
            resize="vertical"
          />
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={lifting !== null}
        title={lifting ? `解除${SanctionKindLabels[lifting.kind]}` : '解除'}
        confirmText="解除"
        busy={liftState.isLoading}
        onConfirm={confirmLift}
        onCancel={() => setLifting(null)}
      >
        {lifting && <Text>{`确定解除「${nameOf(lifting.member)}」的${SanctionKindLabels[lifting.kind]}吗？记录会保留。`}</Text>}
      </ConfirmDialog>
      <FormDialog
        open={historyOf !== null}
        title={historyOf ? `「${nameOf(historyOf)}」的处罚记录` : '处罚记录'}
        submitText="关闭"
        onSubmit={() => setHistoryOf(null)}
        onCancel={() => setHistoryOf(null)}
      >
        {historyOf && <SanctionHistory userId={historyOf.id} />}
      </FormDialog>
    </Panel>
  );
}

function SanctionHistory({ userId }: { userId: number }) {
  const styles = useStyles();
  const { data, isFetching } = api.useGetSiteUserSanctionListQuery({ query: { userId } }, { refetchOnMountOrArgChange: true });
  if (isFetching && !data) return <Text>加载中…</Text>;
  if (!data?.list.length) return <Text>没有禁言或封禁记录</Text>;
  return (
    <div className={styles.history}>
      {data.list.map((s) => (
        <div key={s.id} className={styles.entry}>
          <div>
            <Badge color={s.kind === 'ban' ? 'danger' : 'warning'} appearance={s.active ? 'filled' : 'outline'}>
              {`${SanctionKindLabels[s.kind]}${s.active ? '（生效中）' : s.liftedAt ? '（已解除）' : '（已到期）'}`}
            </Badge>
          </div>
          <Text>{`原因：${s.reason}`}</Text>
          <Text className={styles.sub}>
            {`${formatBeijingDateTime(s.startsAt)} 至 ${formatBeijingDateTime(s.endsAt)} · 处理人 ${s.actorName || '—'}${
              s.liftedAt ? ` · ${formatBeijingDateTime(s.liftedAt)} 解除` : ''
            }`}
          </Text>
        </div>
      ))}
    </div>
  );
}
