// The wording of money, days, plans and cards that the billing and checkout screens share (src/app: what
// two areas share lives here).
import { programPlanMessageIds } from '@hub/api-client';
import { formatDate, formatMoney, isUiLanguage, languageDirection, type CalendarDate } from '@hub/domain';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** A calendar day as the reader's language writes it (the day itself: formatted in UTC, never shifted). */
export function formatDay(date: CalendarDate, locale: string): string {
  return formatDate(new Date(`${date}T00:00:00Z`), 'UTC', locale);
}

const letter = /^\p{L}$/u;
const currencySymbol = /^\p{Sc}$/u;

/**
 * An amount with its currency sign ("US$") isolated left to right, so a right-to-left line keeps the "$"
 * with its letters. Read a character at a time (linear in any input).
 */
export function isolateCurrencySign(amount: string): string {
  const chars = [...amount];
  let out = '';
  let run = '';
  for (const char of chars) {
    if (letter.test(char)) {
      run += char;
    } else if (currencySymbol.test(char) && run) {
      out += `\u2066${run}${char}\u2069`;
      run = '';
    } else {
      out += run + char;
      run = '';
    }
  }
  return out + run;
}

/** The billing screens' wording of money, days and plans in the active language. */
export function useBillingFormat() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // Arabic writes US dollars "29.99 US$"; in a right-to-left line the "$" would part from its letters
  // ("$US 29.99"), so the sign is isolated left to right, as the invoice list does.
  const rtl = isUiLanguage(locale) && languageDirection(locale) === 'rtl';
  return useMemo(
    () => ({
      locale,
      money: (amountMinor: number, currency: string) => {
        const text = formatMoney(amountMinor, currency, locale);
        return rtl ? isolateCurrencySign(text) : text;
      },
      day: (date: CalendarDate) => formatDay(date, locale),
      // A plan named by its term (the billing segment); `planTexts` has the locale's own plan names.
      planName: (months: number) =>
        plural(months, { 1: 'Monthly plan', 6: 'Half-year plan', 12: 'Yearly plan', other: '#-month plan' }),
      // A plan's name and description from /locales/{lang}/program_plans.json (checkout merges them into the
      // translations); null until they are loaded, or for a plan without texts, so callers fall back.
      planTexts: (planId: string): { name: string; description: string | null } | null => {
        const ids = programPlanMessageIds(planId);
        const messages = i18n.messages;
        if (!Object.hasOwn(messages, ids.name)) return null;
        // Through another name: `lingui extract` would read `i18n._(…)` as a message to collect.
        const translate = i18n._.bind(i18n);
        return {
          name: translate(ids.name),
          description: Object.hasOwn(messages, ids.description) ? translate(ids.description) : null,
        };
      },
      perTerm: (price: string, months: number) =>
        t`${price} every ${plural(months, { 1: 'month', other: '# months' })}`,
      perMonth: (monthly: string) => t`${monthly} a month`,
      card: (brand: string, last4: string) => {
        const name = brand.charAt(0).toUpperCase() + brand.slice(1);
        return t`${name} ending in ${last4}`;
      },
    }),
    // `t` changes with the language: the texts follow it.
    [t, i18n, locale, rtl],
  );
}
