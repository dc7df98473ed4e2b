import { Button, Field, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { useDragReorder } from '#kit/table/useDragReorder';
import { type Schema, SlidePositionLabels, Switch as SwitchValue } from '#sdk';
import { SlideDialog, useSlideDialog } from './SlideDialog';
import { aspectOf, movedIds, type Position, ratioTextOf, type SlidePlace, windowText } from './slideRequests';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  thumb: { width: '160px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, display: 'block' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Slide = Schema<'Slide'>;

/** 幻灯片 (`/setting/manageSlide`): a position's slides (the home page's, or a section's), added, edited, ordered, switched. */
export function SlidePage() {
  const styles = useStyles();
  const [place, setPlace] = useState<SlidePlace>({ position: 'home', sectionId: '' });
  const sections = api.useSearchSectionQuery({ query: {} }, { skip: place.position !== 'section' });
  const ready = place.position === 'home' || place.sectionId !== '';
  const slides = api.useGetSlideListQuery(
    {
      query: {
        position: place.position,
        ...(place.position === 'section' && place.sectionId ? { sectionId: Number(place.sectionId) } : {}),
      },
    },
    { skip: !ready },
  );
  const [sortSlides, sorting] = api.useSortSlidesMutation();
  const [updateSlide, updating] = api.useUpdateSlideMutation();
  const [deleteSlide, deleting] = api.useDeleteSlideMutation();
  const [removing, setRemoving] = useState<Slide | null>(null);
  const dialog = useSlideDialog();
  const rows = ready ? (slides.data ?? []) : [];

  const move = async (from: number, to: number) => {
    const ids = movedIds(rows, from, to);
    if (!ids) return;
    const result = await sortSlides({ body: { slideIds: ids } });
    if (result.data) notify.success(result.data.description || '排序已保存');
  };
  const drag = useDragReorder({ rows, rowKey: (s: Slide) => s.id, onMove: move, disabled: sorting.isLoading });
  const toggle = async (slide: Slide, enabled: boolean) => {
    const result = await updateSlide({ body: { id: slide.id, status: enabled ? SwitchValue.on : SwitchValue.off } });
    if (result.data) notify.success(enabled ? '幻灯片已启用' : '幻灯片已停用');
  };
  const remove = async () => {
    if (!removing) return;
    const result = await deleteSlide({ query: { id: removing.id } });
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '幻灯片已删除');
  };

  const columns: Column<Slide>[] = [
    {
      key: 'image',
      title: '图片',
      render: (s) => <img className={styles.thumb} style={{ aspectRatio: String(aspectOf(s.position)) }} src={s.image} alt={s.title} />,
    },
    { key: 'title', title: '标题', render: (s) => <Text weight="semibold">{s.title}</Text> },
    { key: 'link', title: '链接', render: (s) => <Text className={styles.muted}>{s.link || '不链接'}</Text> },
    { key: 'window', title: '显示时间', render: (s) => windowText(s) },
    {
      key: 'status',
      title: '状态',
      render: (s) => (
        <Switch
          checked={s.status === SwitchValue.on}
          disabled={updating.isLoading}
          onChange={(_, d) => toggle(s, d.checked)}
          label={s.status === SwitchValue.on ? '启用' : '停用'}
          aria-label={`启用 ${s.title}`}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (s) => {
        const at = rows.findIndex((row) => row.id === s.id);
        return (
          <div className={styles.actions}>
            <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(s)} aria-label={`编辑 ${s.title}`}>
              编辑
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUpRegular />}
              disabled={sorting.isLoading || at <= 0}
              onClick={() => move(at, at - 1)}
              aria-label={`上移 ${s.title}`}
            >
              上移
            </Button>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownRegular />}
              disabled={sorting.isLoading || at < 0 || at >= rows.length - 1}
              onClick={() => move(at, at + 1)}
              aria-label={`下移 ${s.title}`}
            >
              下移
            </Button>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(s)} aria-label={`删除 ${s.title}`}>
              删除
            </Button>
          </div>
        );
      },
    },
  ];

  const sectionLabels = Object.fromEntries((sections.data ?? []).map((s) => [String(s.id), s.name]));
  return (
    <Panel
      title="幻灯片"
      description={`首页顶部（图片 ${ratioTextOf('home')}）与版块顶部（图片 ${ratioTextOf('section')}）的轮播图。启用且在显示时间内的按这里的顺序播放（拖动行或用上移、下移调整）。`}
    >
      <div className={styles.toolbar}>
        <Field label="位置">
          <EnumDropdown
            label="位置"
            allText="请选择"
            value={place.position}
            labels={SlidePositionLabels}
            onChange={(v) => setPlace({ position: (v || 'home') as Position, sectionId: '' })}
          />
        </Field>
        {place.position === 'section' && (
          <Field label="版块">
            <EnumDropdown
              label="版块"
              allText="请选择版块"
              value={place.sectionId}
              labels={sectionLabels}
              onChange={(v) => setPlace({ ...place, sectionId: v })}
            />
          </Field>
        )}
        <Button appearance="primary" icon={<AddRegular />} disabled={!ready} onClick={() => dialog.open({ new: place })}>
          新增幻灯片
        </Button>
      </div>
      <DataTable
        stacked
        label="幻灯片"
        columns={columns}
        rows={ready ? slides.data : []}
        rowKey={(s) => s.id}
        rowProps={drag.rowProps}
        loading={ready && slides.isLoading}
        error={slides.error ? errorText(slides.error) : undefined}
        onRetry={slides.refetch}
        empty={ready ? '这个位置还没有幻灯片，点击「新增幻灯片」添加第一张' : '请先选择版块'}
      />
      <SlideDialog dialog={dialog} />
      <ConfirmDialog
        open={removing !== null}
        title="删除幻灯片"
        confirmText="删除"
        danger
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && <Text>{`确定删除幻灯片「${removing.title}」吗？删除后不能恢复。`}</Text>}
      </ConfirmDialog>
    </Panel>
  );
}
