import { bodyRules } from '#kit/form/fieldRules';
import { type Schema, Switch, slideAspect } from '#sdk';
import { beijingParts, formatBeijingDateTime } from '#sdk/format';

type Slide = Schema<'Slide'>;
export type Position = Schema<'SlidePosition'>;

/** The picture's ratio of a position as a number (width / height) and as text (8:3). */
export const aspectOf = (position: Position) => slideAspect[position].width / slideAspect[position].height;
export const ratioTextOf = (position: Position) => `${slideAspect[position].width}:${slideAspect[position].height}`;

/** Which slideshow the page shows: the home page's, or one section's (`sectionId` as text, '' until picked). */
export interface SlidePlace {
  position: Position;
  sectionId: string;
}

export interface SlideValues {
  image: string;
  title: string;
  link: string;
  /** Beijing day `yyyy-MM-dd` and clock `HH:mm`; '' for no limit on that side. */
  startDay: string;
  startClock: string;
  endDay: string;
  endClock: string;
  enabled: boolean;
}

export const slideRules = bodyRules('createSlide', ['image', 'title', 'link']);

export const blankSlide: SlideValues = {
  image: '',
  title: '',
  link: '',
  startDay: '',
  startClock: '',
  endDay: '',
  endClock: '',
  enabled: true,
};

export function slideValues(slide: Slide): SlideValues {
  const [startDay, startClock] = slide.startTime ? (beijingParts(slide.startTime) ?? ['', '']) : ['', ''];
  const [endDay, endClock] = slide.endTime ? (beijingParts(slide.endTime) ?? ['', '']) : ['', ''];
  return {
    image: slide.image,
    title: slide.title,
    link: slide.link,
    startDay,
    startClock,
    endDay,
    endClock,
    enabled: slide.status === Switch.on,
  };
}

/** A Beijing day and clock as the contract's time (`2026-12-01T08:00:00+08:00`); '' without a day. */
export function beijingTime(day: string, clock: string, fallbackClock: string): string {
  return day ? `${day}T${clock || fallbackClock}:00+08:00` : '';
}

/** What the window still gets wrong, in the server's words; undefined when it is fine. */
export function windowProblem(values: SlideValues): string | undefined {
  const start = beijingTime(values.startDay, values.startClock, '00:00');
  const end = beijingTime(values.endDay, values.endClock, '23:59');
  if (start && end && new Date(start) > new Date(end)) return '结束时间不能早于开始时间';
  return undefined;
}

function body(values: SlideValues) {
  return {
    image: values.image,
    title: values.title.trim(),
    link: values.link.trim(),
    startTime: beijingTime(values.startDay, values.startClock, '00:00'),
    endTime: beijingTime(values.endDay, values.endClock, '23:59'),
    status: values.enabled ? Switch.on : Switch.off,
  };
}

export function toCreateSlideInput(place: SlidePlace, values: SlideValues): { body: Schema<'SlideCreateInput'> } {
  const sectionId = place.position === 'section' ? Number(place.sectionId) : undefined;
  return { body: { position: place.position, ...(sectionId ? { sectionId } : {}), ...body(values) } };
}

/** Only the changed fields; null when nothing changed. */
export function toUpdateSlideInput(slide: Slide, values: SlideValues): { body: Schema<'SlideUpdateInput'> } | null {
  const before = body(slideValues(slide));
  const after = body(values);
  const changed = Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof typeof before] !== value));
  return Object.keys(changed).length ? { body: { id: slide.id, ...changed } } : null;
}

/** 显示时间 of a slide in the list: 不限, or its Beijing start and end. */
export function windowText(slide: Pick<Slide, 'startTime' | 'endTime'>): string {
  if (!slide.startTime && !slide.endTime) return '不限';
  return `${formatBeijingDateTime(slide.startTime, '不限')} 至 ${formatBeijingDateTime(slide.endTime, '不限')}`;
}

/** The list's ids with the row at `from` moved to `to`; null when nothing moves. */
export function movedIds(rows: readonly { id: number }[], from: number, to: number): number[] | null {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return null;
  const ids = rows.map((row) => row.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved);
  return ids;
}
