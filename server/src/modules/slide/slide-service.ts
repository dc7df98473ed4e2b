import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { SlidePosition } from '../../../../sdk';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { findSection } from '../section/section-repository';
import { reassignSorts } from '../section/section-service';
import { isSiteUploadUrl } from '../upload/upload-url';
import * as repo from './slide-repository';

export const MAX_SLIDES_PER_SITE = 50;
const NOT_FOUND = '幻灯片不存在';
const SECTION_NOT_FOUND = '版块不存在';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const view = (row: repo.SlideRow): Schema<'Slide'> => ({
  id: row.id,
  position: row.position as Schema<'SlidePosition'>,
  sectionId: row.sectionId,
  image: row.image,
  title: row.title,
  link: row.link,
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
  sort: row.sort,
  status: row.status as Schema<'Switch'>,
  createdAt: row.createdAt.toISOString(),
});

/** A time of the contract (date-time with its offset) as a Date; '' (no limit) is null, undefined unchanged. */
function timeOf(value: string | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw badRequest('时间格式应为 2026-12-01T08:00:00+08:00');
  return at;
}

function checkWindow(start: Date | null | undefined, end: Date | null | undefined) {
  if (start && end && start > end) throw badRequest('结束时间不能早于开始时间');
}

export type SlideService = ReturnType<typeof createSlideService>;

export function createSlideService({ db, config }: ModuleDeps) {
  /** The picture is one uploaded to this site (uploadImage), so a slide never shows another site's or a foreign file. */
  function checkImage(siteId: number, image: string | undefined) {
    if (image !== undefined && !isSiteUploadUrl(config, siteId, image)) throw badRequest('幻灯片图片须是上传到本站的图片');
  }

  /** The place a query names: a section's top needs a section of this site; the home page has none. */
  // A section named is always looked up first, so another site's section answers 404 whatever the position.
  async function placeOf(siteId: number, position: string, sectionId: number | undefined): Promise<repo.SlidePlace> {
    if (sectionId !== undefined && !(await findSection(db, siteId, sectionId))) throw notFound(SECTION_NOT_FOUND);
    if (position !== SlidePosition.section) {
      if (sectionId !== undefined) throw badRequest('首页的幻灯片不属于版块，请不要选择版块');
      return { position, sectionId: null };
    }
    if (sectionId === undefined) throw badRequest('请选择版块');
    return { position, sectionId };
  }

  return {
    async list(siteId: number, query: OperationQuery<'getSlideList'>) {
      const place = await placeOf(siteId, query.position, query.sectionId);
      return (await repo.listSlides(db, siteId, place)).map(view);
    },

    /** The member site's slideshow of a place right now; an unknown section shows none. */
    async showing(siteId: number, query: OperationQuery<'getMemberSlideList'>, now = new Date()) {
      if (query.position === SlidePosition.section && query.sectionId === undefined) throw badRequest('请选择版块');
      const place = { position: query.position, sectionId: query.position === SlidePosition.section ? (query.sectionId ?? null) : null };
      return repo.showingSlides(db, siteId, place, now);
    },

    async create(siteId: number, body: OperationBody<'createSlide'>) {
      checkImage(siteId, body.image);
      const startTime = timeOf(body.startTime) ?? null;
      const endTime = timeOf(body.endTime) ?? null;
      checkWindow(startTime, endTime);
      const place = await placeOf(siteId, body.position, body.sectionId);
      if ((await repo.countSlides(db, siteId)) >= MAX_SLIDES_PER_SITE) throw conflict(`每站最多 ${MAX_SLIDES_PER_SITE} 张幻灯片`);
      const row = await repo.insertSlide(db, siteId, {
        ...place,
        image: body.image,
        title: body.title.trim(),
        link: body.link ?? '',
        startTime,
        endTime,
        status: body.status ?? 1,
        sort: await repo.nextSort(db, siteId, place),
      });
      return view(row);
    },

    async update(siteId: number, { id, ...body }: OperationBody<'updateSlide'>) {
      const current = await repo.findSlide(db, siteId, id);
      if (!current) throw notFound(NOT_FOUND);
      checkImage(siteId, body.image);
      const startTime = timeOf(body.startTime);
      const endTime = timeOf(body.endTime);
      checkWindow(startTime === undefined ? current.startTime : startTime, endTime === undefined ? current.endTime : endTime);
      const row = await repo.updateSlide(db, siteId, id, {
        image: body.image,
        title: body.title?.trim(),
        link: body.link,
        startTime,
        endTime,
        status: body.status,
      });
      if (!row) throw notFound(NOT_FOUND);
      return view(row);
    },

    async remove(siteId: number, id: number) {
      if (!(await repo.deleteSlide(db, siteId, id))) throw notFound(NOT_FOUND);
    },

    /** Reorders slides of one place among themselves: their sort values dealt out again in the new order. */
    async sort(siteId: number, { slideIds }: OperationBody<'sortSlides'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lockSorts(tx, siteId, slideIds);
        if (current.length !== slideIds.length) throw notFound(NOT_FOUND);
        const places = new Set(current.map((row) => `${row.position}:${row.sectionId ?? ''}`));
        if (places.size > 1) throw badRequest('只能在同一位置的幻灯片之间排序');
        const slots = reassignSorts(current);
        if (!slots) throw conflict('排序值已用尽，请删除一些幻灯片后再排序');
        for (const [i, slideId] of slideIds.entries()) await repo.setSort(tx, siteId, slideId, slots[i]);
      });
    },
  };
}
