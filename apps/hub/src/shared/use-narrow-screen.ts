import { narrowBreakpointPx } from '@hub/domain';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${narrowBreakpointPx - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);
}

/** Whether the window is below the spec's 900px menu breakpoint (for what CSS alone cannot move). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
