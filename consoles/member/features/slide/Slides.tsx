import { api } from '#kit/request/api';
import { type Schema, slideAspect } from '#sdk';
import { Carousel } from './Carousel';
import './slide.css';

type Position = Schema<'SlidePosition'>;

const aspectOf = (position: Position) => `${slideAspect[position].width} / ${slideAspect[position].height}`;

/** A position's slideshow; while the slides load, an empty box of the position's shape holds the place. */
function PositionSlides({ position, sectionId }: { position: Position; sectionId?: number }) {
  const { data, isLoading } = api.useGetMemberSlideListQuery({ query: { position, sectionId } });
  if (isLoading)
    return <div className="m-carousel-slides m-carousel-waiting" style={{ aspectRatio: aspectOf(position) }} aria-hidden="true" />;
  if (!data?.length) return null;
  return <Carousel slides={data} aspect={aspectOf(position)} label={position === 'home' ? '首页幻灯片' : '版块幻灯片'} />;
}

/** The home page's slideshow (the `homeTop` slot). */
export function HomeSlides() {
  return <PositionSlides position="home" />;
}

/** A section's slideshow (the `sectionTop` slot). */
export function SectionSlides({ sectionId }: { sectionId: number }) {
  return <PositionSlides position="section" sectionId={sectionId} />;
}
