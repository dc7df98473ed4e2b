/** The shape of `@vant/area-data`'s `areaList`: names by six-digit code, per level. */
export interface AreaData {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface Region {
  code: string;
  name: string;
}

export interface RegionNode extends Region {
  children?: RegionNode[];
}

/** What the city picker emits: the deepest chosen code and the names joined with `-` (both empty when cleared). */
export interface RegionValue {
  code: string;
  name: string;
}

export const REGION_SEPARATOR = '-';
export const EMPTY_REGION: RegionValue = { code: '', name: '' };

const byCode = (a: Region, b: Region) => a.code.localeCompare(b.code);

function entries(list: Record<string, string>): Region[] {
  return Object.entries(list)
    .map(([code, name]) => ({ code, name }))
    .sort(byCode);
}

/** Province → city → district tree (three levels everywhere, Hong Kong, Macao and Taiwan included). */
export function buildRegionTree(data: AreaData): RegionNode[] {
  const counties = new Map<string, RegionNode[]>();
  for (const county of entries(data.county_list)) {
    const key = county.code.slice(0, 4);
    counties.set(key, [...(counties.get(key) ?? []), county]);
  }
  const cities = new Map<string, RegionNode[]>();
  for (const city of entries(data.city_list)) {
    const key = city.code.slice(0, 2);
    cities.set(key, [...(cities.get(key) ?? []), { ...city, children: counties.get(city.code.slice(0, 4)) ?? [] }]);
  }
  return entries(data.province_list).map((p) => ({ ...p, children: cities.get(p.code.slice(0, 2)) ?? [] }));
}

/**
 * §4: a code resolves to its name path through the province, city and district tables. Province codes end 0000,
 * city codes end 00. Unknown codes (or a level missing from the tables) resolve to an empty path.
 */
export function codeToPath(data: AreaData, code: string): Region[] {
  if (!/^[0-9]{6}$/.test(code)) return [];
  const provinceCode = `${code.slice(0, 2)}0000`;
  const cityCode = `${code.slice(0, 4)}00`;
  const province = data.province_list[provinceCode];
  if (!province) return [];
  const path: Region[] = [{ code: provinceCode, name: province }];
  if (code === provinceCode) return path;
  const city = data.city_list[cityCode];
  if (!city) return [];
  path.push({ code: cityCode, name: city });
  if (code === cityCode) return path;
  const county = data.county_list[code];
  if (!county) return [];
  path.push({ code, name: county });
  return path;
}

/** §4: a chosen path resolves to the deepest chosen level's code. */
export function pathToCode(path: readonly Region[]): string {
  return path.at(-1)?.code ?? '';
}

/** Level names joined with a hyphen: `浙江省-杭州市-西湖区`. */
export function pathName(path: readonly Region[]): string {
  return path.map((r) => r.name).join(REGION_SEPARATOR);
}

export function pathValue(path: readonly Region[]): RegionValue {
  return path.length === 0 ? EMPTY_REGION : { code: pathToCode(path), name: pathName(path) };
}

/** Full paths (province to district) with a level whose name contains the keyword, for the filterable picker. */
export function searchRegions(tree: readonly RegionNode[], keyword: string, limit = 50): Region[][] {
  const needle = keyword.trim();
  if (!needle) return [];
  const found: Region[][] = [];
  for (const province of tree) {
    for (const city of province.children ?? []) {
      for (const county of city.children ?? []) {
        const path = [province, city, county];
        if (path.some((r) => r.name.includes(needle))) {
          found.push(path.map(({ code, name }) => ({ code, name })));
          if (found.length >= limit) return found;
        }
      }
    }
  }
  return found;
}

let loading: Promise<AreaData> | undefined;

/** Region tables in their own chunk, loaded on first use (imported as ESM data, never a CommonJS JSON require). */
export function loadAreaData(): Promise<AreaData> {
  loading ??= import('@vant/area-data').then((m) => m.areaList);
  return loading;
}
