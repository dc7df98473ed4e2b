import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Schema } from '#sdk';

/** How long a slide stays before the next, when the carousel plays. */
export const SLIDE_INTERVAL_MS = 5000;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function SlideLink({ slide, children }: { slide: Schema<'MemberSlide'>; children: React.ReactNode }) {
  if (!slide.link) return <>{children}</>;
  // Only a site path or an http(s) address reaches here (the contract's pattern); a site path stays in the app.
  if (slide.link.startsWith('/')) return <Link to={slide.link}>{children}</Link>;
  return (
    <a href={slide.link} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * An accessible slideshow (the WAI-ARIA carousel pattern): a pause/play button first, previous and next buttons, the
 * arrow keys, each slide a group labelled 第 n 张，共 m 张. It plays only when the reader has not asked for reduced
 * motion, and stops while the pointer is over it or focus is in it, so nothing moves under a reader. The box keeps the
 * position's shape (`aspect`) before any picture loads; pictures after the first load lazily.
 */
export function Carousel({ slides, aspect, label }: { slides: readonly Schema<'MemberSlide'>[]; aspect: string; label: string }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const go = (step: number) => setIndex((current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="m-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="m-carousel-slides" style={{ aspectRatio: aspect }} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls.
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`第 ${i + 1} 张，共 ${count} 张`}
            className="m-carousel-slide"
            hidden={i !== current}
          >
            <SlideLink slide={slide}>
              {/* The title below names the slide (and its link): the picture says nothing more, so it is not read twice. */}
              <img src={slide.image} alt="" loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
              <span className="m-carousel-title">{slide.title}</span>
            </SlideLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="m-carousel-controls">
          <button type="button" onClick={() => setPlaying((p) => !p)} aria-label={playing ? '暂停自动播放' : '开始自动播放'}>
            {playing ? '❚❚' : '▶'}
          </button>
          <button type="button" onClick={() => go(-1)} aria-label="上一张">
            ‹
          </button>
          <span className="m-carousel-count" aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button type="button" onClick={() => go(1)} aria-label="下一张">
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
