import { useEffect, useMemo, useState } from 'react';
import { type AreaData, buildRegionTree, codeToPath, pathValue, type Region, type RegionValue } from '#kit/city/regions';

/** The region picker (§2.3) for phones: province, city and district as three native selects; emits `{ code, name }`. */
export function RegionSelect({ value, onChange, label }: { value: RegionValue; onChange: (value: RegionValue) => void; label: string }) {
  const [data, setData] = useState<AreaData | null>(null);
  useEffect(() => {
    let live = true;
    import('@vant/area-data').then((m) => live && setData(m.areaList));
    return () => {
      live = false;
    };
  }, []);
  const tree = useMemo(() => (data ? buildRegionTree(data) : []), [data]);
  const [partial, setPartial] = useState<Region[]>([]);
  const path: Region[] = data && value.code ? codeToPath(data, value.code) : partial;
  const province = tree.find((p) => p.code === path[0]?.code);
  const city = province?.children?.find((c) => c.code === path[1]?.code);
  const pick = (level: number, code: string) => {
    const options = level === 0 ? tree : level === 1 ? (province?.children ?? []) : (city?.children ?? []);
    const chosen = options.find((o) => o.code === code);
    const next = [...path.slice(0, level), ...(chosen ? [{ code: chosen.code, name: chosen.name }] : [])];
    setPartial(next);
    onChange(next.length === 3 ? pathValue(next) : { code: '', name: next.map((r) => r.name).join('-') });
  };
  const select = (level: number, options: readonly Region[], placeholder: string) => (
    <select
      className="m-input"
      aria-label={`${label}：${placeholder}`}
      value={path[level]?.code ?? ''}
      disabled={!options.length}
      onChange={(e) => pick(level, e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </select>
  );
  if (!data) return <div className="m-muted">正在加载地区…</div>;
  return (
    <div className="m-region">
      {select(0, tree, '省份')}
      {select(1, province?.children ?? [], '城市')}
      {select(2, city?.children ?? [], '区县')}
    </div>
  );
}
