import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { buildRegionTree, codeToPath, loadAreaData, pathName, pathToCode, pathValue, searchRegions } from './regions';

const tree = buildRegionTree(areaList);

describe('region data', () => {
  it('has the 34 provinces, Hong Kong, Macao and Taiwan included, three levels everywhere', async () => {
    expect(tree).toHaveLength(34);
    expect(tree.every((p) => p.code.endsWith('0000'))).toBe(true);
    for (const name of ['香港特别行政区', '澳门特别行政区', '台湾省', '北京市', '新疆维吾尔自治区'])
      expect(tree.map((p) => p.name)).toContain(name);
    for (const province of tree) {
      expect(province.children?.length, province.name).toBeGreaterThan(0);
      for (const city of province.children ?? []) {
        expect(city.code.endsWith('00')).toBe(true);
        expect(city.children?.length, city.name).toBeGreaterThan(0);
      }
    }
    expect(await loadAreaData()).toBe(areaList);
  });
});

describe('codeToPath (§4: code → name path)', () => {
  it('resolves a district through province and city', () => {
    const path = codeToPath(areaList, '330106');
    expect(path).toEqual([
      { code: '330000', name: '浙江省' },
      { code: '330100', name: '杭州市' },
      { code: '330106', name: '西湖区' },
    ]);
    expect(pathName(path)).toBe('浙江省-杭州市-西湖区');
  });

  it('resolves a province or a city code to its own depth', () => {
    expect(pathName(codeToPath(areaList, '440000'))).toBe('广东省');
    expect(pathName(codeToPath(areaList, '440300'))).toBe('广东省-深圳市');
    expect(pathName(codeToPath(areaList, '440305'))).toBe('广东省-深圳市-南山区');
  });

  it('resolves Hong Kong, Macao and Taiwan', () => {
    expect(pathName(codeToPath(areaList, '810101'))).toBe('香港特别行政区-香港岛-中西区');
    expect(pathName(codeToPath(areaList, '820102'))).toBe('澳门特别行政区-澳门半岛-花地玛堂区');
    expect(pathName(codeToPath(areaList, '710101'))).toBe('台湾省-台北市-中正区');
  });

  it('resolves municipalities', () => {
    expect(pathName(codeToPath(areaList, '110105'))).toBe('北京市-北京市-朝阳区');
  });

  it('gives an empty path for unknown or malformed codes', () => {
    expect(codeToPath(areaList, '')).toEqual([]);
    expect(codeToPath(areaList, '999999')).toEqual([]);
    expect(codeToPath(areaList, '330199')).toEqual([]);
    expect(codeToPath(areaList, '33010')).toEqual([]);
  });
});

describe('pathToCode (§4: chosen path → deepest code)', () => {
  it('takes the deepest chosen level', () => {
    expect(pathToCode([{ code: '330000', name: '浙江省' }])).toBe('330000');
    expect(pathToCode(codeToPath(areaList, '330106'))).toBe('330106');
    expect(pathToCode([])).toBe('');
  });
  it('gives { code, name } and both empty when cleared', () => {
    expect(pathValue(codeToPath(areaList, '810101'))).toEqual({ code: '810101', name: '香港特别行政区-香港岛-中西区' });
    expect(pathValue([])).toEqual({ code: '', name: '' });
  });
});

describe('searchRegions', () => {
  it('finds full paths by any level name', () => {
    const found = searchRegions(tree, '西湖').map(pathName);
    expect(found).toContain('浙江省-杭州市-西湖区');
    expect(searchRegions(tree, '香港').length).toBe(18);
    expect(searchRegions(tree, '  ')).toEqual([]);
    expect(searchRegions(tree, '区', 5)).toHaveLength(5);
  });
});
