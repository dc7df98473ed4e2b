// Tables the slide module owns: a site's slideshow pictures. Who else may use them: the layering rule, server/README.md.

import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { SlidePositionValues, SwitchValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { sections } from '../section/section.tables';
import { siteIdColumn } from '../site/site.tables';

export const slides = pgTable(
  'slides',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    /** `home` (the home page's top) or `section` (above a section's posts, `section_id` then set). */
    position: varchar('position', { length: 16 }).notNull(),
    sectionId: id('section_id'),
    image: varchar('image', { length: 512 }).notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    link: varchar('link', { length: 512 }).notNull().default(''),
    /** The window it shows in; null is open on that side. */
    startTime: at('start_time'),
    endTime: at('end_time'),
    sort: integer('sort').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('slides_position_idx').on(t.siteId, t.position, t.sectionId, t.sort),
    // A section's slides go with it.
    foreignKey({ columns: [t.siteId, t.sectionId], foreignColumns: [sections.siteId, sections.id] }).onDelete('cascade'),
    enumCheck('slides_position_check', t.position, SlidePositionValues),
    enumCheck('slides_status_check', t.status, SwitchValues),
    check('slides_section_check', sql`(${t.position} = 'section') = (${t.sectionId} is not null)`),
    check('slides_window_check', sql`${t.startTime} is null or ${t.endTime} is null or ${t.startTime} <= ${t.endTime}`),
  ],
);
