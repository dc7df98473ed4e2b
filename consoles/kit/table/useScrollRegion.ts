import { type HTMLAttributes, useEffect, useRef, useState } from 'react';

/**
 * A box that scrolls sideways (a wide table in a narrow window) must be reachable by keyboard, or a keyboard user
 * cannot see its right-hand columns (WCAG 2.1.1; axe's scrollable-region-focusable). While its content overflows the
 * box becomes a named, focusable region (arrow keys then scroll it); when everything fits it is a plain box, with no
 * extra tab stop.
 */
export function useScrollRegion<E extends HTMLElement>(label: string) {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The content grows as rows arrive without the box changing size.
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  const props: HTMLAttributes<E> = overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return { ref, props };
}
