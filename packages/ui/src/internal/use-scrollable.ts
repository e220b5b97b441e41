import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element's content overflows it. A scrolling region needs to be focusable so keyboard users
 * can scroll it (axe: scrollable-region-focusable), but only then: otherwise it is a useless tab stop.
 * Returns a callback ref, so it also works for content that mounts later (in a portal).
 */
export function useScrollable<T extends HTMLElement>(): [(element: T | null) => void, boolean] {
  const [scrollable, setScrollable] = useState(false);
  const observerRef = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    if (!element) return;
    const measure = () =>
      setScrollable(
        element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    observerRef.current = observer;
  }, []);
  return [ref, scrollable];
}
