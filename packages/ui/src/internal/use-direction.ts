import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

function documentDirection(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The writing direction of the document, kept up to date when the language changes. Radix primitives
 * need it as a prop (arrow keys in tabs, alignment of select lists) because the app does not wrap them
 * in a DirectionProvider; CSS mirrors by itself through logical properties.
 */
export function useDocumentDirection(override?: Direction): Direction {
  const direction = useSyncExternalStore(subscribe, documentDirection, () => 'ltr' as const);
  return override ?? direction;
}
