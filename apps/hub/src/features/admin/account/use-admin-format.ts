// The account details' wording of money and plans in the active language. The billing screens' own
// (src/shared/billing) has its texts in the billing and checkout catalogs, which the admin area does not
// load: the plan names are written again here, in the admin catalog.
import { formatMoney, isUiLanguage, languageDirection } from '@hub/domain';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isolateCurrencySign } from '../../../shared/billing/use-billing-format';

/** Money and plan names as staff read them. */
export function useAdminFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const rtl = isUiLanguage(locale) && languageDirection(locale) === 'rtl';
  return useMemo(
    () => ({
      money: (amountMinor: number, currency: string) => {
        const text = formatMoney(amountMinor, currency, locale);
        // In a right-to-left line "US$" would part from its "$" (see isolateCurrencySign).
        return rtl ? isolateCurrencySign(text) : text;
      },
      planName: (months: number) =>
        plural(months, { 1: 'Monthly plan', 6: 'Half-year plan', 12: 'Yearly plan', other: '#-month plan' }),
    }),
    // The locale changes with the language: the texts follow it.
    [locale, rtl],
  );
}
