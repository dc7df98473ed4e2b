import {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  ChatOffRegular,
  DeleteRegular,
  HistoryRegular,
  KeyResetRegular,
  LockClosedRegular,
  LockOpenRegular,
  PersonInfoRegular,
  StarEditRegular,
  TagRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { BatchBar } from '#kit/table/BatchBar';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import { MemberContentModeLabels, MemberStateLabels, PointCategoryCodeLabels, SanctionKindLabels, type Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';
import { LabelChips } from './LabelChips';
import {
  blankPointsValues,
  blankSanctionValues,
  emptyMemberFilters,
  isFiltered,
  type LabelMode,
  type PointsValues,
  pointsRules,
  type SanctionKind,
  type SanctionValues,
  sanctionRules,
  toBatchSanctionInput,
  toLabelAssignInput,
  toLiftInput,
  toMemberListInput,
  toPointsInput,
  toSanctionInput,
} from './memberRequests';

const useStyles = makeStyles({
  keyword: { width: '220px' },
  date: { width: '150px' },
  picker: { minWidth: '140px' },
  labelPicks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  password: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, userSelect: 'all' },
  time: { width: '150px' },
  // Wide enough that the actions sit two lines high at most; narrower screens scroll, phones get cards.
  table: { minWidth: '1100px' },
  rank: { width: '96px' },
  points: { width: '64px' },
  actionsColumn: { width: '240px' },
  name: { display: 'flex', flexDirection: 'column' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  states: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, '& button': { whiteSpace: 'nowrap' } },
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
/** Members picked for a batch action: their ids and how the dialog names them. */
interface Picked {
  ids: number[];
  names: string;
}
interface BatchSanction extends Picked {
  kind: SanctionKind;
}

const nameOf = (m: Member) => m.userName || m.account;
const describe = (rows: Member[]): string => (rows.length === 1 ? `「${nameOf(rows[0])}」` : `所选 ${rows.length} 位成员`);

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
  const selection = useSelection(list.rows, nameOf);
  const picked = (): Picked => {
    const rows = (list.rows ?? []).filter((m) => selection.selected.includes(m.id));
    return { ids: rows.map((m) => m.id), names: describe(rows) };
  };
  const canPoints = useCan('adjustSiteUserPoints');
  const canLabel = useCan('setSiteUserLabels');
  const canDelete = useCan('deleteSiteUsers');
  const canReset = useCan('resetSiteUserPassword');
  const canRanks = useCan('getUserRankList');
  const canLabels = useCan('getMemberLabelList');
  const ranks = api.useGetUserRankListQuery(undefined, { skip: !canRanks });
  const labels = api.useGetMemberLabelListQuery(undefined, { skip: !canLabels });
  const batchSanction = useEditDialog({
    operation: 'sanctionSiteUsers',
    blank: blankSanctionValues,
    values: () => blankSanctionValues,
    rules: sanctionRules,
    toInput: (values: SanctionValues, t: BatchSanction) => toBatchSanctionInput(t.ids, t.kind, values),
    success: (t) => (t.kind === 'ban' ? '已封禁' : '已禁言'),
    onSaved: () => selection.clear(),
  });
  const points = useEditDialog({
    operation: 'adjustSiteUserPoints',
    blank: blankPointsValues,
    values: () => blankPointsValues,
    rules: pointsRules,
    toInput: (values: PointsValues, t: Picked) => toPointsInput(t.ids, values),
    success: '积分已调整',
    onSaved: () => selection.clear(),
  });
  const [liftMany, liftManyState] = api.useLiftSiteUserSanctionsMutation();
  const [liftingMany, setLiftingMany] = useState<BatchSanction | null>(null);
  const [assign, assignState] = api.useSetSiteUserLabelsMutation();
  const [labelling, setLabelling] = useState<Picked | null>(null);
  const [labelMode, setLabelMode] = useState<LabelMode>('add');
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const [removeMembers, removeState] = api.useDeleteSiteUsersMutation();
  const [deleting, setDeleting] = useState<Picked | null>(null);
  const [contentMode, setContentMode] = useState<'keep' | 'remove'>('keep');
  const [resetPassword, resetState] = api.useResetSiteUserPasswordMutation();
  const [resetting, setResetting] = useState<Member | null>(null);
  const [newPassword, setNewPassword] = useState<{ name: string; password: string } | null>(null);

  const confirmLiftMany = async () => {
    if (!liftingMany) return;
    const result = await liftMany({ body: { userIds: liftingMany.ids, kind: liftingMany.kind } });
    setLiftingMany(null);
    if (result.data) {
      notify.success(result.data.description || '已解除');
      selection.clear();
    }
  };
  const confirmLabels = async () => {
    if (!labelling) return;
    const result = await assign(toLabelAssignInput(labelling.ids, labelIds, labelMode));
    if (result.data) {
      setLabelling(null);
      notify.success(result.data.description || '标签已设置');
      selection.clear();
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await removeMembers({ body: { userIds: deleting.ids, content: contentMode } });
    setDeleting(null);
    if (result.data) {
      notify.success(result.data.description || '已删除');
      selection.clear();
    }
  };
  const confirmReset = async () => {
    if (!resetting) return;
    const result = await resetPassword({ body: { userId: resetting.id } });
    setResetting(null);
    if (result.data?.data) setNewPassword({ name: nameOf(resetting), password: result.data.data.password });
  };

  const confirmLift = async () => {
    if (!lifting) return;
    const result = await lift(toLiftInput(lifting.member.id, lifting.kind));
    setLifting(null);
    if (result.data) notify.success(result.data.description || '已解除');
  };

  const columns: Column<Member>[] = [
    selection.column,
    {
      key: 'name',
      title: '成员',
      render: (m) => (
        <div className={styles.name}>
          <RouteLink to={`/user/manageUserInfo?userId=${m.id}`}>
            <Text weight="semibold">{m.userName || '—'}</Text>
          </RouteLink>
          <Text className={styles.sub}>{`${m.account}${m.mobile ? ` · ${m.mobile}` : ''}`}</Text>
        </div>
      ),
    },
    { key: 'rank', title: '等级', className: styles.rank, render: (m) => m.rankName || '—' },
    { key: 'labels', title: '标签', render: (m) => <LabelChips labels={m.labels} /> },
    { key: 'points', title: '声望', className: styles.points, render: (m) => m.points },
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
      className: styles.actionsColumn,
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
          {canReset && (
            <Button size="small" appearance="subtle" icon={<KeyResetRegular />} onClick={() => setResetting(m)}>
              重置密码
            </Button>
          )}
          <RouteLink to={`/user/manageUserInfo?userId=${m.id}`}>
            <Button size="small" appearance="subtle" icon={<PersonInfoRegular />}>
              档案
            </Button>
          </RouteLink>
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
        <Field label="等级">
          <EnumDropdown
            label="等级"
            value={list.draft.rankId}
            labels={Object.fromEntries((ranks.data ?? []).map((r) => [String(r.id), r.name]))}
            onChange={(v) => list.edit('rankId', v)}
          />
        </Field>
        <Field label="标签">
          <EnumDropdown
            label="标签"
            value={list.draft.labelId}
            labels={Object.fromEntries((labels.data?.list ?? []).map((l) => [String(l.id), l.name]))}
            onChange={(v) => list.edit('labelId', v)}
          />
        </Field>
        <Field label="注册起">
          <Input
            className={styles.date}
            type="date"
            value={list.draft.createdFrom}
            onChange={(_, d) => list.edit('createdFrom', d.value)}
          />
        </Field>
        <Field label="注册止">
          <Input className={styles.date} type="date" value={list.draft.createdTo} onChange={(_, d) => list.edit('createdTo', d.value)} />
        </Field>
        <Field label="最近登录起">
          <Input className={styles.date} type="date" value={list.draft.activeFrom} onChange={(_, d) => list.edit('activeFrom', d.value)} />
        </Field>
        <Field label="最近登录止">
          <Input className={styles.date} type="date" value={list.draft.activeTo} onChange={(_, d) => list.edit('activeTo', d.value)} />
        </Field>
      </FilterBar>
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
          <Button
            size="small"
            icon={<TagRegular />}
            disabled={!selection.selected.length}
            onClick={() => {
              setLabelIds([]);
              setLabelMode('add');
              setLabelling(picked());
            }}
          >
            设置标签
          </Button>
        )}
        {canDelete && (
          <Button
            size="small"
            icon={<DeleteRegular />}
            disabled={!selection.selected.length}
            onClick={() => {
              setContentMode('keep');
              setDeleting(picked());
            }}
          >
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
      <FormDialog
        title={batchSanction.shown ? `${SanctionKindLabels[batchSanction.shown.kind]}${batchSanction.shown.names}` : '处罚'}
        {...batchSanction.props}
      >
        <Text>一起处理，任何一位不能处理（如站长）时全部不变。</Text>
        <Field label="天数" required hint="1 到 3650 天" {...batchSanction.form.field('days')}>
          <Input {...batchSanction.form.text('days')} inputMode="numeric" placeholder="如：3" />
        </Field>
        <Field label="原因" required hint="会告诉这些成员" {...batchSanction.form.field('reason')}>
          <Textarea
            {...batchSanction.form.text('reason')}
            placeholder="如：多次发布广告"
            maxLength={maxLengthOf('sanctionSiteUsers', 'body', 'reason')}
            resize="vertical"
          />
        </Field>
      </FormDialog>
      <FormDialog title={points.shown ? `调整${points.shown.names}的积分` : '调整积分'} {...points.props}>
        <Field label="积分类型" required {...points.form.field('category')}>
          <Dropdown
            aria-label="积分类型"
            className={styles.picker}
            value={PointCategoryCodeLabels[points.form.values.category as keyof typeof PointCategoryCodeLabels] ?? ''}
            selectedOptions={[points.form.values.category]}
            onOptionSelect={(_, d) => points.form.set('category', d.optionValue ?? 'coin')}
          >
            {Object.entries(PointCategoryCodeLabels).map(([code, label]) => (
              <Option key={code} value={code}>
                {label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="变动" required hint="正数增加，负数扣减；扣减后任何一位小于 0 时全部不调整" {...points.form.field('delta')}>
          <Input {...points.form.text('delta')} inputMode="numeric" placeholder="如：100 或 -50" />
        </Field>
        <Field label="原因" required hint="记入积分流水" {...points.form.field('reason')}>
          <Input
            {...points.form.text('reason')}
            maxLength={maxLengthOf('adjustSiteUserPoints', 'body', 'reason')}
            placeholder="如：线下活动奖励"
          />
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={liftingMany !== null}
        title={liftingMany ? `解除${SanctionKindLabels[liftingMany.kind]}` : '解除'}
        confirmText="解除"
        busy={liftManyState.isLoading}
        onConfirm={confirmLiftMany}
        onCancel={() => setLiftingMany(null)}
      >
        {liftingMany && <Text>{`确定解除${liftingMany.names}正在生效的${SanctionKindLabels[liftingMany.kind]}吗？记录会保留。`}</Text>}
      </ConfirmDialog>
      <FormDialog
        open={labelling !== null}
        title={labelling ? `设置${labelling.names}的标签` : '设置标签'}
        busy={assignState.isLoading}
        onSubmit={confirmLabels}
        onCancel={() => setLabelling(null)}
      >
        <RadioGroup layout="horizontal" value={labelMode} onChange={(_, d) => setLabelMode(d.value as LabelMode)} aria-label="方式">
          <Radio value="add" label="添加这些标签" />
          <Radio value="remove" label="移除这些标签" />
          <Radio value="set" label="设为正好这些" />
        </RadioGroup>
        <div className={styles.labelPicks}>
          {(labels.data?.list ?? []).map((l) => (
            <Checkbox
              key={l.id}
              label={l.name}
              checked={labelIds.includes(l.id)}
              onChange={(_, d) => setLabelIds((ids) => (d.checked ? [...ids, l.id] : ids.filter((x) => x !== l.id)))}
            />
          ))}
          {!labels.data?.list.length && <Text>还没有标签，请先在「标签管理」中新增。</Text>}
        </div>
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `删除${deleting.names}` : '删除成员'}
        confirmText="删除"
        danger
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <Text>删除后不能恢复；站长与管理员不能这样删除。他们的帖子、评论、提问和回答：</Text>
        <RadioGroup value={contentMode} onChange={(_, d) => setContentMode(d.value as 'keep' | 'remove')} aria-label="内容">
          <Radio value="keep" label={MemberContentModeLabels.keep} />
          <Radio value="remove" label={MemberContentModeLabels.remove} />
        </RadioGroup>
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting !== null}
        title="重置密码"
        confirmText="重置"
        busy={resetState.isLoading}
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      >
        {resetting && <Text>{`给「${nameOf(resetting)}」生成新的随机密码？其已登录的前台与控制台会立即退出。`}</Text>}
      </ConfirmDialog>
      <FormDialog
        open={newPassword !== null}
        title={newPassword ? `「${newPassword.name}」的新密码` : '新密码'}
        submitText="我已记下"
        onSubmit={() => setNewPassword(null)}
        onCancel={() => setNewPassword(null)}
      >
        <Text>新密码只显示这一次，请转告该成员并请其登录后修改：</Text>
        <Text className={styles.password}>{newPassword?.password}</Text>
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
