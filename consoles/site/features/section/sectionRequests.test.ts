import { describe, expect, it } from 'vitest';
import { type Schema, SectionPostPermission, Switch } from '#sdk';
import {
  emptySectionFilters,
  permissionText,
  sectionValues,
  toMoveSectionInput,
  toSectionListInput,
  toUpdateSectionInput,
} from './sectionRequests';

const section: Schema<'SectionDetail'> = {
  id: 4,
  name: '读书笔记',
  description: '摘抄与感想',
  icon: '',
  categoryId: 2,
  categoryName: '读书交流',
  postPermission: SectionPostPermission.rank,
  minRankId: 3,
  minRankName: '书虫',
  reviewFirst: true,
  status: Switch.on,
  sort: 20,
  moderators: [{ userId: 12, userName: '林间读书人' }],
};
const other = { ...section, id: 7, name: '书评交流', sort: 30 };

describe('section requests', () => {
  it('sends only the filters that are set', () => {
    expect(toSectionListInput(emptySectionFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toSectionListInput({ keyword: ' 读书 ', categoryId: '2', status: '0' }, { page: 2, pageSize: 20 })).toEqual({
      query: { page: 2, pageSize: 20, keyword: '读书', categoryId: 2, status: 0 },
    });
  });

  it('moves a section by trading places with its neighbour, and not past either end', () => {
    expect(toMoveSectionInput([section, other], 7, -1)).toEqual({ body: { sectionIds: [7, 4] } });
    expect(toMoveSectionInput([section, other], 4, 1)).toEqual({ body: { sectionIds: [7, 4] } });
    expect(toMoveSectionInput([section, other], 4, -1)).toBeNull();
    expect(toMoveSectionInput([section, other], 7, 1)).toBeNull();
  });

  it('edits send only what changed; the permission and its rank travel together', () => {
    expect(toUpdateSectionInput(section, sectionValues(section))).toBeNull();
    expect(toUpdateSectionInput(section, { ...sectionValues(section), visible: false })).toEqual({ body: { id: 4, status: Switch.off } });
    expect(toUpdateSectionInput(section, { ...sectionValues(section), minRankId: '5' })).toEqual({
      body: { id: 4, minRankId: 5, postPermission: SectionPostPermission.rank },
    });
    expect(toUpdateSectionInput(section, { ...sectionValues(section), postPermission: String(SectionPostPermission.everyone) })).toEqual({
      body: { id: 4, postPermission: SectionPostPermission.everyone },
    });
    expect(toUpdateSectionInput(section, { ...sectionValues(section), moderators: [], categoryId: '0' })).toEqual({
      body: { id: 4, categoryId: 0, moderatorIds: [] },
    });
  });

  it('says who may post in the words of the table', () => {
    expect(permissionText(section)).toBe('书虫及以上');
    expect(permissionText({ postPermission: SectionPostPermission.rank, minRankName: '' })).toBe('指定等级（等级已删除）');
    expect(permissionText({ postPermission: SectionPostPermission.admins, minRankName: '' })).toBe('仅管理员');
  });
});
