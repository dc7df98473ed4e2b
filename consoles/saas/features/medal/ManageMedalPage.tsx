import { Badge, Button, Field, Input, makeStyles, Tab, TabList, Text, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { ColorInput } from '#kit/form/ColorInput';
import { maxLengthOf } from '#kit/form/fieldRules';
import { thousands } from '#kit/format/number';
import { MedalBadge } from '#kit/medal/MedalBadge';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { MedalAutoAwardLabels, PointCategoryCodeLabels, type Schema } from '#sdk';
import { SitePicker } from '../../shared/site/SitePicker';
import {
  blankLibraryValues,
  emptyLibraryFilters,
  emptySiteMedalFilters,
  LIBRARY_COLORS,
  LIBRARY_RULE_LABELS,
  type LibraryValues,
  libraryRules,
  libraryRuleText,
  libraryValues,
  SITE_MEDAL_STATUS_LABELS,
  toCreateLibraryInput,
  toLibraryListInput,
  toLibraryRule,
  toSiteMedalListInput,
  toUpdateLibraryInput,
} from './medalOversightRequests';

const useStyles = makeStyles({
  keyword: { width: '160px', maxWidth: '100%' },
  table: { minWidth: '900px' },
  tabs: { marginBottom: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground2 },
  ruleRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  threshold: { width: '140px' },
  medalColumn: { width: '160px' },
});

type LibraryMedal = Schema<'LibraryMedal'>;
type SiteMedal = Schema<'SaasMedal'>;
type Target = LibraryMedal | 'new';

/** 平台勋章库: the library's medals, added, edited and deleted here; sites adopt them from their console. */
function LibraryTab() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getLibraryMedalList', empty: emptyLibraryFilters, toInput: toLibraryListInput });
  const [remove, removing] = api.useDeleteLibraryMedalMutation();
  const [deleting, setDeleting] = useState<LibraryMedal | null>(null);
  const dialog = useEditDialog({
    operation: (target: Target) => (target === 'new' ? 'createLibraryMedal' : 'updateLibraryMedal'),
    blank: blankLibraryValues,
    values: (target: Target) => (target === 'new' ? blankLibraryValues : libraryValues(target)),
    rules: libraryRules,
    toInput: (values: LibraryValues, target: Target) =>
      target === 'new' ? toCreateLibraryInput(values) : toUpdateLibraryInput(target, values),
    success: (target) => (target === 'new' ? '平台勋章已新增' : '平台勋章已修改'),
  });
  const { form } = dialog;
  const submit = () => {
    if (toLibraryRule(form.values) === 'invalid') {
      notify.error('达标数值应为 1 至 100000000 的整数');
      return;
    }
    return dialog.submit();
  };

  const confirmRemove = async () => {
    if (!deleting) return;
    const result = await remove({ query: { id: deleting.id } });
    setDeleting(null);
    if (result.data) notify.success(result.data.description || '平台勋章已删除');
  };

  const columns: Column<LibraryMedal>[] = [
    {
      key: 'name',
      title: '勋章',
      className: styles.medalColumn,
      render: (m) => <MedalBadge name={m.name} color={m.color} icon={m.icon} />,
    },
    { key: 'description', title: '说明', render: (m) => <Text className={styles.muted}>{m.description || '—'}</Text> },
    { key: 'rule', title: '建议规则', render: (m) => libraryRuleText(m.rule) },
    { key: 'adopted', title: '采用站点', render: (m) => `${thousands(m.adoptedCount)} 个` },
    { key: 'createdAt', title: '创建时间', render: (m) => <DateTimeCell time={m.createdAt} /> },
    {
      key: 'actions',
      title: '操作',
      render: (m) => (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(m)} aria-label={`编辑 ${m.name}`}>
            编辑
          </Button>
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(m)} aria-label={`删除 ${m.name}`}>
            删除
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <FilterBar
        label="筛选平台勋章"
        onSearch={list.search}
        onReset={list.reset}
        extra={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open('new')}>
            新增平台勋章
          </Button>
        }
      >
        <Field label="勋章名称">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            maxLength={maxLengthOf('getLibraryMedalList', 'query', 'keyword')}
            onChange={(_, d) => list.edit('keyword', d.value)}
          />
        </Field>
      </FilterBar>
      <DataTable
        label="平台勋章库"
        className={styles.table}
        columns={columns}
        rowKey={(m) => m.id}
        stacked
        {...list.table}
        empty={list.filters.keyword ? '没有符合条件的平台勋章' : '勋章库还没有勋章，点击「新增平台勋章」添加'}
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <FormDialog
        title={dialog.shown === 'new' || dialog.shown === null ? '新增平台勋章' : '编辑平台勋章'}
        submitText="保存"
        {...dialog.props}
        onSubmit={submit}
      >
        <Field label="勋章名称" required {...form.field('name')}>
          <Input {...form.text('name')} placeholder="如：活跃作者" maxLength={maxLengthOf('createLibraryMedal', 'body', 'name')} />
        </Field>
        <Field label="说明" {...form.field('description')}>
          <Textarea
            {...form.text('description')}
            placeholder="如：发布 5 篇以上帖子的成员"
            maxLength={maxLengthOf('createLibraryMedal', 'body', 'description')}
            resize="vertical"
          />
        </Field>
        <Field label="颜色" required {...form.field('color')}>
          <ColorInput colors={LIBRARY_COLORS} text={form.text('color')} onPick={(color) => form.set('color', color)} />
        </Field>
        <Field label="图标地址" hint="选填" {...form.field('icon')}>
          <Input {...form.text('icon')} placeholder="https://… 或 /…" maxLength={maxLengthOf('createLibraryMedal', 'body', 'icon')} />
        </Field>
        <div className={styles.ruleRow}>
          <Field label="建议规则">
            <EnumDropdown
              label="建议规则"
              allText="无（只手动授予）"
              value={form.values.ruleKind}
              labels={LIBRARY_RULE_LABELS as Record<string, string>}
              onChange={(v) => form.set('ruleKind', v)}
            />
          </Field>
          {form.values.ruleKind === 'points' && (
            <Field label="积分类型">
              <EnumDropdown
                label="积分类型"
                allText="请选择"
                value={form.values.pointCategoryCode}
                labels={PointCategoryCodeLabels}
                onChange={(v) => form.set('pointCategoryCode', v)}
              />
            </Field>
          )}
          {form.values.ruleKind && (
            <Field label="至少">
              <Input
                className={styles.threshold}
                type="number"
                min={1}
                value={form.values.threshold}
                onChange={(_, d) => form.set('threshold', d.value)}
                aria-label="达标数值"
              />
            </Field>
          )}
        </div>
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="删除平台勋章"
        confirmText="删除"
        danger
        busy={removing.isLoading}
        onConfirm={confirmRemove}
        onCancel={() => setDeleting(null)}
      >
        <Text>{deleting ? `从勋章库删除「${deleting.name}」？已采用它的站点的勋章保留。` : ''}</Text>
      </ConfirmDialog>
    </>
  );
}

/** 站点勋章: every site's medals with the site named; an abusive one is switched off on the site's behalf. */
function SiteMedalsTab() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getSaasMedalList', empty: emptySiteMedalFilters, toInput: toSiteMedalListInput });
  const [setStatus, { isLoading }] = api.useUpdateSaasMedalStatusMutation();
  const [disabling, setDisabling] = useState<SiteMedal | null>(null);

  const change = async (medal: SiteMedal, status: 0 | 1) => {
    const result = await setStatus({ body: { siteId: medal.siteId, id: medal.id, status } });
    if (result.data?.type === 1) notify.success(result.data.description || (status ? '勋章已启用' : '勋章已停用'));
    setDisabling(null);
  };

  const columns: Column<SiteMedal>[] = [
    {
      key: 'name',
      title: '勋章',
      className: styles.medalColumn,
      render: (m) => <MedalBadge name={m.name} color={m.color} icon={m.icon} off={!m.status} />,
    },
    { key: 'site', title: '站点', render: (m) => m.siteName },
    { key: 'description', title: '说明', render: (m) => <Text className={styles.muted}>{m.description || '—'}</Text> },
    { key: 'award', title: '获得方式', render: (m) => MedalAutoAwardLabels[m.autoAward] },
    { key: 'holders', title: '持有人数', render: (m) => `${thousands(m.holderCount)} 人` },
    {
      key: 'status',
      title: '状态',
      render: (m) => (
        <Badge appearance="tint" color={m.status ? 'success' : 'subtle'}>
          {SITE_MEDAL_STATUS_LABELS[m.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (m) =>
        m.status ? (
          <Button size="small" disabled={isLoading} onClick={() => setDisabling(m)} aria-label={`停用 ${m.name}`}>
            停用
          </Button>
        ) : (
          <Button size="small" appearance="primary" disabled={isLoading} onClick={() => void change(m, 1)} aria-label={`启用 ${m.name}`}>
            启用
          </Button>
        ),
    },
  ];

  return (
    <>
      <FilterBar label="筛选站点勋章" onSearch={list.search} onReset={list.reset}>
        <Field label="站点">
          <SitePicker value={list.draft.siteId} onChange={(v) => list.edit('siteId', v)} />
        </Field>
        <Field label="勋章名称">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            maxLength={maxLengthOf('getSaasMedalList', 'query', 'keyword')}
            onChange={(_, d) => list.edit('keyword', d.value)}
          />
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={list.draft.status} labels={SITE_MEDAL_STATUS_LABELS} onChange={(v) => list.edit('status', v)} />
        </Field>
      </FilterBar>
      <DataTable
        label="站点勋章"
        className={styles.table}
        columns={columns}
        rowKey={(m) => `${m.siteId}:${m.id}`}
        stacked
        {...list.table}
        empty="没有符合条件的勋章"
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <ConfirmDialog
        open={disabling !== null}
        title="停用勋章"
        confirmText="停用"
        danger
        busy={isLoading}
        onConfirm={() => disabling && void change(disabling, 0)}
        onCancel={() => setDisabling(null)}
      >
        <Text>
          {disabling
            ? `代「${disabling.siteName}」停用勋章「${disabling.name}」？停用后不能再授予，成员看不到它，已授予的记录保留，可以再启用。`
            : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}

/** 勋章监管 (/siteContent/manageMadal): the platform's medal library, and every site's medals. */
export function ManageMedalPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<'library' | 'sites'>('library');
  return (
    <Panel title="勋章监管" description="平台勋章库里的勋章可被各站点一键采用；也可查看全部站点的勋章，停用不当的勋章。">
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'library' | 'sites')}>
        <Tab value="library">平台勋章库</Tab>
        <Tab value="sites">站点勋章</Tab>
      </TabList>
      {tab === 'library' ? <LibraryTab /> : <SiteMedalsTab />}
    </Panel>
  );
}
