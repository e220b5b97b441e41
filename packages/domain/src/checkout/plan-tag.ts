// The checkout's plan tag (spec section 2, route `checkout`): the plans a family is offered are those of
// a tag. It comes from the url (`/checkout?tag=`), else from the value stored on the device at the last
// entry, else 'default'; the tag in use is stored on entry.
//
// Choice where the spec is silent: a tag is 1 to 64 letters, digits, `_`, `-` or `.`. Anything else (an
// empty value, a pasted sentence) is no tag and the next source is asked; the server answers an unknown
// but well-formed tag with the default plans.

/** The tag of the plans offered when neither the url nor the device names one. */
export const defaultCheckoutTag = 'default';

/** The longest tag read; the server looks up no longer one either. */
export const planTagMaxLength = 64;

const planTagPattern = /^[A-Za-z0-9_.-]+$/;

/** Whether a value is a well-formed plan tag (see the file's header). */
export function isPlanTag(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= planTagMaxLength &&
    planTagPattern.test(value)
  );
}

/** The tag in use: the url's, else the stored one, else 'default'; each trimmed, and used only when well-formed. */
export function checkoutPlanTag(
  fromUrl: string | null | undefined,
  stored: string | null | undefined,
): string {
  for (const candidate of [fromUrl, stored]) {
    const tag = typeof candidate === 'string' ? candidate.trim() : '';
    if (isPlanTag(tag)) return tag;
  }
  return defaultCheckoutTag;
}
