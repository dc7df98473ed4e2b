import {
  Button,
  Input,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { BRAND_TEXT_COLOR } from '#kit/theme/theme';
import {
  type AreaData,
  buildRegionTree,
  codeToPath,
  EMPTY_REGION,
  loadAreaData,
  pathName,
  pathToCode,
  pathValue,
  type Region,
  type RegionNode,
  type RegionValue,
  searchRegions,
} from './regions';

const useStyles = makeStyles({
  input: { width: '100%' },
  surface: { padding: 0, maxWidth: '96vw' },
  columns: { display: 'flex', height: '260px' },
  column: {
    width: '160px',
    minWidth: 0,
    flexShrink: 1,
    margin: 0,
    padding: `${tokens.spacingVerticalXS} 0`,
    listStyleType: 'none',
    overflowY: 'auto',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderRight: 'none' },
  },
  option: {
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalM}`,
    border: 'none',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  chosen: { color: BRAND_TEXT_COLOR, fontWeight: tokens.fontWeightSemibold },
  results: { width: '480px', maxWidth: '96vw', maxHeight: '260px', overflowY: 'auto', margin: 0, padding: 0, listStyleType: 'none' },
  empty: { display: 'block', padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  after: { display: 'inline-flex', alignItems: 'center' },
});

export interface CityPickerProps {
  /** `{ code, name }`; both empty for no region. */
  value: RegionValue;
  onChange: (value: RegionValue) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

function Column({
  label,
  items,
  chosen,
  onPick,
  leaf,
}: {
  label: string;
  items: readonly RegionNode[];
  chosen?: string;
  onPick: (item: RegionNode) => void;
  leaf: boolean;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.column} aria-label={label}>
      {items.map((item) => (
        <li key={item.code}>
          <button
            type="button"
            className={mergeClasses(styles.option, item.code === chosen && styles.chosen)}
            aria-pressed={item.code === chosen}
            onClick={() => onPick(item)}
          >
            <span>{item.name}</span>
            {!leaf && <ChevronRightRegular />}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * §2.3/§4 city picker: province → city → district/county, filterable (type in the box), clearable, placeholder
 * 请选择城市. Emits `{ code, name }` with names joined by `-`; a new incoming code re-selects the path.
 */
export function CityPicker({ value, onChange, placeholder = '请选择城市', disabled, id }: CityPickerProps) {
  const styles = useStyles();
  const [data, setData] = useState<AreaData | null>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  /** While the box has focus it holds the filter text; otherwise it shows the chosen region. */
  const [typing, setTyping] = useState(false);
  const [selected, setSelected] = useState<Region[]>([]);
  /** The columns being browsed (may differ from the chosen path until a district is picked). */
  const [browse, setBrowse] = useState<Region[]>([]);

  useEffect(() => {
    let live = true;
    void loadAreaData().then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, []);

  const tree = useMemo(() => (data ? buildRegionTree(data) : []), [data]);

  useEffect(() => {
    if (!data || value.code === pathToCode(selected)) return;
    const path = codeToPath(data, value.code);
    setSelected(path);
    setBrowse(path);
  }, [data, value.code, selected]);

  const choose = (path: Region[]) => {
    setSelected(path);
    setBrowse(path);
    setFilter('');
    setOpen(false);
    onChange(pathValue(path));
  };

  const province = tree.find((p) => p.code === browse[0]?.code);
  const city = province?.children?.find((c) => c.code === browse[1]?.code);
  const results = useMemo(() => searchRegions(tree, filter), [tree, filter]);
  const shown = value.name || pathName(selected);

  return (
    <Popover open={open && !disabled} onOpenChange={(_, d) => setOpen(d.open)} positioning="below-start" trapFocus={false}>
      <PopoverTrigger disableButtonEnhancement>
        <Input
          id={id}
          className={styles.input}
          disabled={disabled}
          value={typing ? filter : shown}
          placeholder={typing && shown ? shown : placeholder}
          onFocus={() => {
            setFilter('');
            setTyping(true);
          }}
          onBlur={() => setTyping(false)}
          onChange={(_, d) => {
            setFilter(d.value);
            setOpen(true);
          }}
          aria-label={placeholder}
          role="combobox"
          aria-expanded={open}
          contentAfter={
            <span className={styles.after}>
              {value.code && !disabled && (
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<DismissCircleRegular />}
                  aria-label="清空"
                  onClick={(event) => {
                    event.stopPropagation();
                    setSelected([]);
                    setBrowse([]);
                    setFilter('');
                    onChange(EMPTY_REGION);
                  }}
                />
              )}
              <ChevronDownRegular />
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label="选择城市">
        {!data ? (
          <Spinner size="tiny" label="正在加载地区…" />
        ) : filter.trim() ? (
          <ul className={styles.results} aria-label="搜索结果">
            {results.length === 0 && <Text className={styles.empty}>无匹配的地区</Text>}
            {results.map((path) => (
              <li key={pathToCode(path)}>
                <button type="button" className={styles.option} onClick={() => choose(path)}>
                  {pathName(path)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.columns}>
            <Column label="省份" items={tree} chosen={browse[0]?.code} leaf={false} onPick={(p) => setBrowse([p])} />
            {province && (
              <Column
                label="城市"
                items={province.children ?? []}
                chosen={browse[1]?.code}
                leaf={false}
                onPick={(c) => setBrowse([browse[0], c])}
              />
            )}
            {province && city && (
              <Column
                label="区县"
                items={city.children ?? []}
                chosen={selected[2]?.code}
                leaf
                onPick={(d) => choose([browse[0], browse[1], d].map(({ code, name }) => ({ code, name })))}
              />
            )}
          </div>
        )}
      </PopoverSurface>
    </Popover>
  );
}
