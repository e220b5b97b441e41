import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@hub/domain';
import { useCallback } from 'react';

/**
 * Renders a domain MessageDescriptor in the active language. Values that are descriptors themselves
 * (the field label in "{field} is required") are rendered first, so they are translated too.
 */
export function renderMessage(i18n: Pick<I18n, '_'>, descriptor: MessageDescriptor): string {
  const values = descriptor.values
    ? Object.fromEntries(
        Object.entries(descriptor.values).map(([name, value]) => [
          name,
          typeof value === 'object' ? renderMessage(i18n, value) : value,
        ]),
      )
    : undefined;
  // Through another name: `lingui extract` reads `i18n._(…)` calls as messages to collect, and this one
  // is dynamic (each descriptor's literal is collected where the domain defines it).
  const translate = i18n._.bind(i18n);
  return translate({ id: descriptor.id, message: descriptor.message, values });
}

/** A function that renders descriptors in the active language (re-rendered when the language changes). */
export function useRenderMessage(): (descriptor: MessageDescriptor) => string {
  // `_` is a new function whenever the language changes, so callers' memos follow the language.
  const { _ } = useLingui();
  return useCallback((descriptor: MessageDescriptor) => renderMessage({ _ }, descriptor), [_]);
}
