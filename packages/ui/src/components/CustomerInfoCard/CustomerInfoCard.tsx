import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card, type HeadingLevel } from '../Card/Card';
import * as styles from './CustomerInfoCard.css';

/** A postal address as the hub's forms hold it (spec section 3 form fields). */
export interface PostalAddress {
  name?: string;
  address1: string;
  address2?: string;
  city: string;
  state?: string;
  zipcode: string;
  /** ISO 3166 code ('US') or a name; a code is shown as the country's name in the UI language. */
  country?: string;
}

export interface CustomerInfoCardProps {
  /** Where the order ships; shown first. */
  shippingAddress: PostalAddress;
  /** Omitted: shown as the same as the shipping address. */
  billingAddress?: PostalAddress;
  /** "Customer information" by default. */
  title?: ReactNode;
  /** Level of the title's heading (2 by default), to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

function countryName(country: string | undefined, locale: string): string | undefined {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

function AddressLines({ address, locale }: { address: PostalAddress; locale: string }) {
  // City, state and zip on one line, as US addresses are written (the hub's default country is US).
  const cityLine = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [
    address.name,
    address.address1,
    address.address2,
    cityLine,
    countryName(address.country, locale),
  ];
  return (
    <p className={styles.address}>
      {lines.filter(Boolean).map((line, index) => (
        <span key={index} className={styles.line}>
          {/* Each line takes its own direction: a Latin address in an Arabic page stays "1200 Elm Street". */}
          <bdi>{line}</bdi>
        </span>
      ))}
    </p>
  );
}

/** The order confirmation's customer information: shipping and billing addresses side by side. */
export function CustomerInfoCard({
  shippingAddress,
  billingAddress,
  title,
  headingLevel = 2,
  className,
}: CustomerInfoCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale || 'en';
  const SubHeading = `h${Math.min(headingLevel + 1, 6) as 3 | 4 | 5}` as const;
  return (
    <Card title={title ?? t`Customer information`} headingLevel={headingLevel} className={className}>
      <div className={styles.columns}>
        <div className={styles.block}>
          <SubHeading className={styles.heading}>{t`Shipping address`}</SubHeading>
          <AddressLines address={shippingAddress} locale={locale} />
        </div>
        <div className={styles.block}>
          <SubHeading className={styles.heading}>{t`Billing address`}</SubHeading>
          {billingAddress ? (
            <AddressLines address={billingAddress} locale={locale} />
          ) : (
            <p className={styles.same}>{t`Same as shipping address`}</p>
          )}
        </div>
      </div>
    </Card>
  );
}
CustomerInfoCard.displayName = 'CustomerInfoCard';
