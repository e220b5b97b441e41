// Money (spec sections 3 and 9). Amounts are always integers in the currency's minor unit (cents for
// USD, yen for JPY); the number of minor digits comes from Intl, so JPY has none and KWD three.

/** Fallback when the caller's locale is not a well-formed BCP 47 tag. */
const fallbackLocale = 'en-US';

/** Formatters built so far, by locale and currency: building one costs far more than formatting. */
const numberFormats = new Map<string, Intl.NumberFormat | null>();

/** At most this many kept: locales and currencies come from callers, so the cache is bounded. */
const numberFormatsKept = 256;

function numberFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}\u0000${currency}`;
  const kept = numberFormats.get(key);
  if (kept !== undefined) return kept;
  let format: Intl.NumberFormat | null = null;
  for (const tag of [locale, fallbackLocale]) {
    try {
      format = new Intl.NumberFormat(tag, { style: 'currency', currency });
      break;
    } catch {
      // A malformed locale: try the fallback. A malformed currency fails both: null.
    }
  }
  if (numberFormats.size >= numberFormatsKept) numberFormats.clear();
  numberFormats.set(key, format);
  return format;
}

/** How many minor-unit digits a currency has (2 for USD, 0 for JPY); 2 for a code Intl cannot read. */
export function currencyMinorDigits(currency: string): number {
  return numberFormat(fallbackLocale, currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Rounds to a whole number of minor units, half away from zero (commercial rounding: 0.5 cent up,
 * -0.5 cent down), the one rounding rule of every money computation here.
 */
export function roundMinor(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

/**
 * An amount in minor units, formatted for a locale and currency through Intl.NumberFormat
 * (`formatMoney(1999, 'USD', 'en-US')` is '$19.99'). A fractional amount is rounded first; a value
 * that is not a finite number shows as an em dash rather than 'NaN'; a malformed currency code is
 * shown after the plain number.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  if (!Number.isFinite(amountMinor)) return '—';
  const digits = currencyMinorDigits(currency);
  const major = roundMinor(amountMinor) / 10 ** digits;
  const format = numberFormat(locale, currency);
  if (!format) return `${major.toFixed(digits)} ${currency}`;
  return format.format(major);
}

/**
 * A decimal amount in major units as the API may send it ('19.99', 19.99) to integer minor units,
 * without floating-point drift; null when it is not a number. Extra digits are rounded half away from zero.
 */
export function toMinorUnits(amountMajor: string | number, currency: string): number | null {
  const digits = currencyMinorDigits(currency);
  // A number is written out with a few spare digits (String() would give '1e-7').
  const text =
    typeof amountMajor === 'number'
      ? Number.isFinite(amountMajor)
        ? amountMajor.toFixed(digits + 3)
        : ''
      : amountMajor.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const padded = fraction.padEnd(digits + 1, '0');
  const minor = Number(whole || '0') * 10 ** digits + Number(padded.slice(0, digits) || '0');
  const roundUp = Number(padded[digits]) >= 5 ? 1 : 0;
  const value = minor + roundUp;
  return sign === '-' && value !== 0 ? -value : value;
}
