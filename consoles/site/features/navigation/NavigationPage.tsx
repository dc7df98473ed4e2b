import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { NavigationPositionLabels, NavigationPositionValues } from '#sdk';
import { ItemDialog } from './ItemDialog';
import { ItemTable, type RowPlace } from './ItemTable';
import { NavigationPreview } from './NavigationPreview';
import { type ItemValues, move, newItemValues, type Position, toItemValues, toSaveInput } from './navigationRequests';

const useStyles = makeStyles({
  body: { display: 'grid', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  heading: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: 0 },
});

const MAX_ITEMS = 30;

const NOTES: Record<Position, string> = {
  top: '电脑端页头的导航，可以有一级子菜单。',
  footer: '每个页面底部的一行链接。',
  tabBar: '手机屏幕底部的标签栏，图标加名称，建议不超过 5 项。',
};

/** Applies `change` to the list at one level: the first-level items, or one item's sub-items. */
function atLevel(items: ItemValues[], parentKey: string | null, change: (list: ItemValues[]) => ItemValues[]): ItemValues[] {
  if (parentKey === null) return change(items);
  return items.map((item) => (item.key === parentKey ? { ...item, children: change(item.children) } : item));
}

interface Editing {
  item: ItemValues;
  parentKey: string | null;
  /** Where it replaces an item; undefined for a new one (added at the end of its level). */
  index?: number;
}

/** 导航设置 (`/setting/manageNavigation`): each position's items in order, edited here and saved whole. */
export function NavigationPage() {
  const styles = useStyles();
  const [position, setPosition] = useState<Position>('top');
  const { data } = api.useGetNavigationListQuery({ query: { position } });
  const [save, saving] = api.useSaveNavigationMutation();
  // Unsaved edits per position, kept while the admin switches tabs.
  const [drafts, setDrafts] = useState<Partial<Record<Position, ItemValues[]>>>({});
  const [editing, setEditing] = useState<Editing | null>(null);
  const loaded = useMemo(() => (data?.position === position ? data.list.map(toItemValues) : null), [data, position]);
  const items = drafts[position] ?? loaded;
  const dirty = Boolean(drafts[position]);
  const change = (next: ItemValues[]) => setDrafts((all) => ({ ...all, [position]: next }));

  const onSave = async () => {
    if (!items) return;
    const result = await save({ body: toSaveInput(position, items) });
    if ('data' in result && result.data) {
      setDrafts(({ [position]: _saved, ...rest }) => rest);
      if (result.data.description) notify.success(result.data.description);
    }
  };
  const itemAt = ({ parentKey, index }: RowPlace) =>
    parentKey === null ? items?.[index] : items?.find((i) => i.key === parentKey)?.children[index];

  return (
    <Panel
      title="导航设置"
      description="设置前台的顶部导航、底部导航与手机底部标签栏：链接目标、图标、子菜单、谁能看到，以及顺序。修改后点“保存”生效。"
    >
      <div className={styles.body}>
        <TabList selectedValue={position} onTabSelect={(_, d) => setPosition(d.value as Position)}>
          {NavigationPositionValues.map((p) => (
            <Tab key={p} value={p}>
              {NavigationPositionLabels[p]}
              {drafts[p] ? ' *' : ''}
            </Tab>
          ))}
        </TabList>
        <Text className={styles.note}>{NOTES[position]}拖动行或用上移、下移按钮排序。</Text>
        {!items ? (
          <Text>加载中…</Text>
        ) : (
          <>
            <ItemTable
              items={items}
              nested={position === 'top'}
              onMove={(place, to) => change(atLevel(items, place.parentKey, (list) => move(list, place.index, to)))}
              onToggle={(place, enabled) =>
                change(atLevel(items, place.parentKey, (list) => list.map((it, i) => (i === place.index ? { ...it, enabled } : it))))
              }
              onEdit={(place) => {
                const item = itemAt(place);
                if (item) setEditing({ item, parentKey: place.parentKey, index: place.index });
              }}
              onAddChild={(parentKey) => setEditing({ item: newItemValues(), parentKey })}
              onRemove={(place) => change(atLevel(items, place.parentKey, (list) => list.filter((_, i) => i !== place.index)))}
            />
            {items.length === 0 ? <Text className={styles.note}>这一栏还没有导航项。</Text> : null}
            <div className={styles.bar}>
              <Button disabled={items.length >= MAX_ITEMS} onClick={() => setEditing({ item: newItemValues(), parentKey: null })}>
                新增导航项
              </Button>
              <Button appearance="primary" disabled={saving.isLoading || !dirty} onClick={onSave}>
                保存
              </Button>
              {dirty ? (
                <Button appearance="subtle" onClick={() => setDrafts(({ [position]: _dropped, ...rest }) => rest)}>
                  放弃修改
                </Button>
              ) : null}
            </div>
            <h2 className={styles.heading}>预览</h2>
            <NavigationPreview position={position} items={items} />
          </>
        )}
      </div>
      <ItemDialog
        item={editing?.item ?? null}
        title={editing?.index === undefined ? (editing?.parentKey ? '添加子菜单' : '新增导航项') : '编辑导航项'}
        onCancel={() => setEditing(null)}
        onSave={(item) => {
          if (!items || !editing) return;
          const { parentKey, index } = editing;
          change(
            atLevel(items, parentKey, (list) =>
              index === undefined ? [...list, item] : list.map((it, i) => (i === index ? { ...item, children: it.children } : it)),
            ),
          );
          setEditing(null);
        }}
      />
    </Panel>
  );
}
