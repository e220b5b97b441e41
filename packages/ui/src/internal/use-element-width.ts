import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of an element's border box, read before the first paint and kept current by a
 * ResizeObserver. Returns a callback ref for the element, the element and its width (0 until measured).
 *
 * Why not visx's useParentSize: it applies sizes a frame late through requestAnimationFrame and a
 * debounce whose cancel is shared with the observer's cleanup, so a chart could stay at width 0 (an empty
 * plot) until some later resize, which the visual tests caught as an empty chart now and then. Here the
 * first width is read synchronously in a layout effect, and every size the observer reports is applied
 * in the same frame (ResizeObserver calls back after layout and before paint, at most once a frame).
 */
export function useElementWidth<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => setNode(element), []);

  useLayoutEffect(() => {
    if (!node) return undefined;
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      // The border box, as getBoundingClientRect gives (the element has no padding or border anyway).
      const box = entry.borderBoxSize[0];
      setWidth(box ? box.inlineSize : entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);

  return { ref, node, width };
}
