import { useCallback, useRef, useState } from 'react';

/** Which ends of a sideways-scrolling element hide more of its content. */
export interface ScrollEnds {
  /** Content is hidden before the inline start (scrolled away from the start). */
  start: boolean;
  /** Content is hidden past the inline end. */
  end: boolean;
}

/**
 * Which ends of a sideways-scrolling element hide content, kept up to date as it scrolls and resizes: the
 * element fades at those ends (`scrollFade`) so people see there is more. Returns a callback ref.
 */
export function useScrollEnds<T extends HTMLElement>(): [(element: T | null) => void, ScrollEnds] {
  const [ends, setEnds] = useState<ScrollEnds>({ start: false, end: false });
  const cleanup = useRef<(() => void) | null>(null);
  const ref = useCallback((element: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element) return;
    const measure = () => {
      // scrollLeft runs negative in right-to-left elements: its size is the distance from the start.
      const fromStart = Math.abs(element.scrollLeft);
      const start = fromStart > 1;
      const end = fromStart + element.clientWidth < element.scrollWidth - 1;
      setEnds((last) => (last.start === start && last.end === end ? last : { start, end }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    cleanup.current = () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return [ref, ends];
}

/** The data attributes that switch on `scrollFade` at the ends that hide content. */
export function scrollEndAttributes(ends: ScrollEnds) {
  return { 'data-more-start': ends.start || undefined, 'data-more-end': ends.end || undefined };
}
