// Text that mixes directions, made to read right in a right-to-left page (never exported from the package).

const isolateStart = '\u2066'; // LEFT-TO-RIGHT ISOLATE
const isolateEnd = '\u2069'; // POP DIRECTIONAL ISOLATE

/**
 * A formatted amount with its currency sign kept whole. Arabic formats US dollars as "29.99 US$"; in a
 * right-to-left line the bidirectional algorithm detaches the "$" from its letters and draws "$US 29.99".
 * A sign made of letters and a currency symbol ("US$", "CA$", "NZ$") is isolated left-to-right, which
 * changes nothing in a left-to-right page.
 */
export function isolateCurrencySign(amount: string): string {
  return amount.replace(
    /(?<!\p{L})\p{L}+\p{Sc}|\p{Sc}\p{L}+/gu,
    (sign) => `${isolateStart}${sign}${isolateEnd}`,
  );
}
