/**
 * A translatable text: a stable id, the English message (ICU syntax, `{name}` placeholders) and its
 * values. The shape of `@lingui/core`'s MessageDescriptor, so the hub renders it with `i18n._(m)`;
 * source files mark each literal with `/*i18n*\/` so `lingui extract` finds it without macros.
 */
export interface MessageDescriptor {
  id: string;
  message: string;
  values?: Record<string, string | number | MessageDescriptor>;
}

/** Renders a descriptor in English (the server's answers, tests): placeholders filled, nested labels rendered. */
export function formatMessage(descriptor: MessageDescriptor): string {
  return descriptor.message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = descriptor.values?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? formatMessage(value) : String(value);
  });
}

/** Builds a descriptor with values from a template descriptor. */
export function withValues(
  descriptor: MessageDescriptor,
  values: Record<string, string | number | MessageDescriptor>,
): MessageDescriptor {
  return { ...descriptor, values: { ...descriptor.values, ...values } };
}
