// Text that mixes directions, made to read right in a right-to-left page (never exported from the package).

const isolateStart = '\u2066'; // LEFT-TO-RIGHT ISOLATE
const isolateEnd = '\u2069'; // POP DIRECTIONAL ISOLATE
const letter = /^\p{L}$/u;
const currency = /^\p{Sc}$/u;

/**
 * A formatted amount with its currency sign kept whole. Arabic formats US dollars as "29.99 US$"; in a
 * right-to-left line the bidirectional algorithm detaches the "$" from its letters and draws "$US 29.99".
 * A sign made of letters and a currency symbol ("US$", "CA$", "NZ$") is isolated left-to-right, which
 * changes nothing in a left-to-right page.
 */
export function isolateCurrencySign(amount: string): string {
  // Read character by character (each test is one character, so the work is linear in any input): a run
  // of letters followed by a currency symbol, or a currency symbol followed by a run of letters.
  const chars = [...amount];
  const isLetter = (index: number) => index < chars.length && letter.test(chars[index]!);
  const isCurrency = (index: number) => index < chars.length && currency.test(chars[index]!);
  const endOfLetters = (from: number) => {
    let index = from;
    while (isLetter(index)) index += 1;
    return index;
  };
  let out = '';
  let index = 0;
  while (index < chars.length) {
    if (isLetter(index)) {
      const end = endOfLetters(index);
      const sign = isCurrency(end);
      const text = chars.slice(index, sign ? end + 1 : end).join('');
      out += sign ? `${isolateStart}${text}${isolateEnd}` : text;
      index = sign ? end + 1 : end;
    } else if (isCurrency(index) && isLetter(index + 1)) {
      const end = endOfLetters(index + 1);
      out += `${isolateStart}${chars.slice(index, end).join('')}${isolateEnd}`;
      index = end;
    } else {
      out += chars[index]!;
      index += 1;
    }
  }
  return out;
}
