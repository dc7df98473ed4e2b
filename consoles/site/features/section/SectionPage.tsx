import { Button, Dropdown, Field, Input, makeStyles, Option, Switch, Text, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowMoveRegular,
  ArrowUpRegular,
  DeleteRegular,
  EditRegular,
  GroupListRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useDragReorder } from '#kit/table/useDragReorder';
import { useListPage } from '#kit/table/useListPage';
import { Switch as OnOff, type Schema } from '#sdk';
import { MoveContentDialog } from './MoveContentDialog';
import { SectionDialog, useSectionDialog } from './SectionDialog';
import {
  emptySectionFilters,
  permissionText,
  SECTION_STATUS_LABELS,
  toDeleteInput,
  toDragSectionsInput,
  toMoveSectionInput,
  toSectionListInput,
  toToggleSectionInput,
} from './sectionRequests';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  nameColumn: { width: '240px' },
  name: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { width: '32px', height: '32px', flexShrink: 0, borderRadius: tokens.borderRadiusMedium, objectFit: 'cover' },
  noIcon: {
    width: '32px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  handleColumn: { width: '32px' },
  handle: { color: tokens.colorNeutralForeground3, cursor: 'grab' },
  statusColumn: { width: '96px' },
  actionsColumn: { width: '360px' },
  description: { display: 'block', color: tokens.colorNeutralForeground3 },
  table: { minWidth: '1080px' },
});

type Section = Schema<'SectionDetail'>;

/** 版块管理: the site's sections in order, filtered by name, category and status; add, edit, move, hide, delete. */
export function SectionPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListPage({ operation: 'getSectionList', empty: emptySectionFilters, toInput: toSectionListInput });
  const { draft, edit } = list;
  const categories = api.useGetSectionCategoryListQuery();
  const [updateSection, updating] = api.useUpdateSectionMutation();
  const [sortSections, sorting] = api.useSortSectionsMutation();
  const [deleteSection, deleting] = api.useDeleteSectionMutation();
  const dialog = useSectionDialog();
  const [removing, setRemoving] = useState<Section | null>(null);
  const [moving, setMoving] = useState<Section | null>(null);
  const rows = list.rows ?? [];

  const toggle = async (section: Section, visible: boolean) => {
    const result = await updateSection(toToggleSectionInput(section, visible));
    if (result.data) notify.success(visible ? `「${section.name}」已显示` : `「${section.name}」已隐藏`);
  };

  const move = async (section: Section, step: -1 | 1) => {
    const input = toMoveSectionInput(rows, section.id, step);
    if (!input) return;
    const result = await sortSections(input);
    if (result.data) notify.success(result.data.description || '排序已保存');
  };

  const drop = async (from: number, to: number) => {
    const input = toDragSectionsInput(rows, from, to);
    if (!input) return;
    const result = await sortSections(input);
    if (result.data) notify.success(result.data.description || '排序已保存');
  };

  const remove = async () => {
    if (!removing) return;
    const result = await deleteSection(toDeleteInput(removing.id));
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '版块已删除');
  };

  const categoryOptions = (categories.data?.list ?? []).map((c) => ({ value: String(c.id), text: c.name }));
  const busy = updating.isLoading || sorting.isLoading;
  const drag = useDragReorder({ rows, rowKey: (s: Section) => s.id, onMove: drop, disabled: busy });

  const columns: Column<Section>[] = [
    {
      key: 'handle',
      title: '',
      className: styles.handleColumn,
      render: () => <ReOrderDotsVerticalRegular className={styles.handle} aria-hidden title="拖动调整顺序" />,
    },
    {
      key: 'name',
      title: '版块',
      className: styles.nameColumn,
      render: (s) => (
        <div className={styles.name}>
          {s.icon ? <img className={styles.icon} src={s.icon} alt="" /> : <span className={styles.noIcon} />}
          <div>
            <Text weight="semibold">{s.name}</Text>
            {s.description && <Text className={styles.description}>{s.description}</Text>}
          </div>
        </div>
      ),
    },
    { key: 'category', title: '分区', render: (s) => s.categoryName || '—' },
    { key: 'permission', title: '发帖权限', render: (s) => permissionText(s) },
    { key: 'review', title: '先审后发', render: (s) => (s.reviewFirst ? '是' : '否') },
    { key: 'moderators', title: '版主', render: (s) => s.moderators.map((m) => m.userName).join('、') || '—' },
    {
      key: 'status',
      title: '状态',
      className: styles.statusColumn,
      render: (s) => (
        <Switch
          checked={s.status === OnOff.on}
          disabled={busy}
          onChange={(_, d) => toggle(s, d.checked)}
          label={SECTION_STATUS_LABELS[s.status]}
          aria-label={`显示 ${s.name}`}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      className: styles.actionsColumn,
      render: (s) => {
        const at = rows.findIndex((row) => row.id === s.id);
        return (
          <div className={styles.actions}>
            <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(s)} aria-label={`编辑 ${s.name}`}>
              编辑
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUpRegular />}
              disabled={busy || at <= 0}
              onClick={() => move(s, -1)}
              aria-label={`上移 ${s.name}`}
            >
              上移
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownRegular />}
              disabled={busy || at < 0 || at >= rows.length - 1}
              onClick={() => move(s, 1)}
              aria-label={`下移 ${s.name}`}
            >
              下移
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowMoveRegular />}
              onClick={() => setMoving(s)}
              aria-label={`移动/合并 ${s.name}`}
            >
              移动/合并
            </Button>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(s)} aria-label={`删除 ${s.name}`}>
              删除
            </Button>
          </div>
        );
      },
    },
  ];

  const filtered = list.filters.keyword || list.filters.categoryId || list.filters.status;
  return (
    <Panel
      title="版块管理"
      description="版块是成员发帖的地方。隐藏的版块成员看不到；拖动行或用上移、下移调整前台的排列顺序；「移动/合并」把一个版块的帖子全部移到另一个版块。"
    >
      <FilterBar
        onSearch={list.search}
        onReset={list.reset}
        label="筛选版块"
        extra={
          <>
            <Button icon={<GroupListRegular />} onClick={() => navigate('/setting/manageCategory?tab=section')}>
              版块分区
            </Button>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.open('new')}>
              新增版块
            </Button>
          </>
        }
      >
        <Field label="版块名称">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => edit('keyword', d.value)}
            placeholder="名称的一部分"
            maxLength={maxLengthOf('getSectionList', 'query', 'keyword')}
          />
        </Field>
        <Field label="分区">
          <Dropdown
            aria-label="分区"
            value={draft.categoryId === '' ? '全部' : (categoryOptions.find((o) => o.value === draft.categoryId)?.text ?? '')}
            selectedOptions={[draft.categoryId]}
            onOptionSelect={(_, d) => d.optionValue !== undefined && edit('categoryId', d.optionValue)}
          >
            <Option value="">全部</Option>
            {categoryOptions.map((o) => (
              <Option key={o.value} value={o.value}>
                {o.text}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={draft.status} labels={SECTION_STATUS_LABELS} onChange={(v) => edit('status', v)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="版块"
        className={styles.table}
        columns={columns}
        rowKey={(s) => s.id}
        rowProps={drag.rowProps}
        empty={filtered ? '没有符合条件的版块' : '还没有版块，点击「新增版块」添加第一个'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <SectionDialog dialog={dialog} />
      <MoveContentDialog from={moving} onClose={() => setMoving(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="删除版块"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <Text>{`确定删除版块「${removing.name}」吗？它的版主设置一并删除，删除后不能恢复。还有帖子的版块不能删除，请先「移动/合并」。`}</Text>
        )}
      </ConfirmDialog>
    </Panel>
  );
}
