import type { BillingAddress, BillingDetails } from '@hub/api-client';
import { Button, Card } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './BillingSegment.css';
import { useBillingFormat } from '../../shared/billing/use-billing-format';

/** The card on file (brand, last four, expiry; never more) and the button that opens the update form. */
export function PaymentMethodCard({ details, onUpdate }: { details: BillingDetails; onUpdate: () => void }) {
  const format = useBillingFormat();
  const card = details.payment_method;
  const expiry = card ? `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}` : '';
  return (
    <Card
      title={<Trans>Payment method</Trans>}
      footer={
        <Button variant="secondary" onClick={onUpdate}>
          <Trans>Update card</Trans>
        </Button>
      }
    >
      {card ? (
        <ul className={styles.facts}>
          <li>
            <bdi>{format.card(card.brand, card.last4)}</bdi>
          </li>
          <li className={styles.muted}>
            <Trans>
              Expires <bdi>{expiry}</bdi>
            </Trans>
          </li>
        </ul>
      ) : (
        <p className={styles.muted}>
          <Trans>No card on file</Trans>
        </p>
      )}
    </Card>
  );
}

/** An address as lines, the country by its name in the reader's language. */
export function AddressLines({ address }: { address: BillingAddress }) {
  const { i18n } = useLingui();
  let country = address.country;
  try {
    country = new Intl.DisplayNames([i18n.locale, 'en'], { type: 'region' }).of(address.country) ?? country;
  } catch {
    // Not a region code: shown as it is.
  }
  const cityLine = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address className={styles.address}>
      {[address.address1, address.address2, cityLine, country].filter(Boolean).map((line, index) => (
        <span key={index}>
          <bdi>{line}</bdi>
          <br />
        </span>
      ))}
    </address>
  );
}

/** Who is billed: the name, the email and the billing address. */
export function BillingDetailsCard({ details }: { details: BillingDetails }) {
  return (
    <Card title={<Trans>Billing details</Trans>}>
      <dl className={styles.details}>
        <dt className={styles.term}>
          <Trans>Name</Trans>
        </dt>
        <dd className={styles.description}>
          <bdi>{details.name}</bdi>
        </dd>
        <dt className={styles.term}>
          <Trans>Email</Trans>
        </dt>
        <dd className={styles.description}>
          <bdi>{details.email}</bdi>
        </dd>
        <dt className={styles.term}>
          <Trans>Billing address</Trans>
        </dt>
        <dd className={styles.description}>
          {details.billing_address ? (
            <AddressLines address={details.billing_address} />
          ) : (
            <Trans>Not provided</Trans>
          )}
        </dd>
      </dl>
    </Card>
  );
}
