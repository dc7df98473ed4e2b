import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { toDragSectionsInput, toMoveContentInput, toSortCategoriesInput } from './sectionRequests';

const { endpoints } = api;
const rows = [{ id: 1 }, { id: 4 }, { id: 7 }] as Schema<'SectionDetail'>[];

describe('版块 against the contract', () => {
  it('moves or merges a section’s content and reorders sections and categories', async () => {
    const { call } = contractStore(siteConfig);
    for (const mode of ['move', 'merge'] as const) {
      const input = toMoveContentInput({ id: 7 }, '4', mode)!;
      expect(await call(endpoints.moveSectionContent, input)).toMatchObject({ data: { type: 1 } });
    }
    expect(await call(endpoints.sortSections, toDragSectionsInput(rows, 2, 0)!)).toMatchObject({ data: { type: 1 } });
    expect(await call(endpoints.sortSectionCategories, toSortCategoriesInput(rows, 0, 1)!)).toMatchObject({ data: { type: 1 } });
  });

  it('builds nothing to send when nothing would change', () => {
    expect(toMoveContentInput({ id: 7 }, '', 'move')).toBeNull();
    expect(toMoveContentInput({ id: 7 }, '7', 'merge')).toBeNull();
    expect(toDragSectionsInput(rows, 1, 1)).toBeNull();
  });
});
