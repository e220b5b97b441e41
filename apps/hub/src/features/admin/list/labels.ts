import type { MessageDescriptor } from '@lingui/core';

/** Renders a descriptor in the active language (Lingui's `i18n._`). */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The label of a value the hub knows (a status, a kind, a decision), or the value itself when the server
 * sent one the hub does not know yet (the api-client keeps those raw, so a new value never blanks a page).
 */
export function labelOf(
  labels: Readonly<Record<string, MessageDescriptor>>,
  value: string,
  translate: Translate,
): string {
  return Object.hasOwn(labels, value) ? translate(labels[value]!) : value;
}
