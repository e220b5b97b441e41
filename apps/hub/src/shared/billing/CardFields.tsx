// The card's fields in a Form, for the gateway the server runs: the test gateway's three inputs, or Stripe's
// Elements from a lazy module (Stripe.js loads only when a card form shows with Stripe).
import { TextField } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryFailure } from '../QueryFailure';
import * as styles from './StripeCardFields.css';
import type { CardGateway } from './use-card-gateway';

const StripeCardFields = lazy(() =>
  import('./StripeCardFields').then((module) => ({ default: module.StripeCardFields })),
);

export interface CardFieldsProps {
  gateway: CardGateway;
  /** Lays out expiry and security code side by side (the checkout's pair). */
  pairClassName?: string;
  /** Said above the test gateway's inputs (which cards work in test mode). */
  testHint?: ReactNode;
}

/** The card number, expiry and security code of the form around it. */
export function CardFields({ gateway, pairClassName, testHint }: CardFieldsProps) {
  const loadingForm = (
    <p className={styles.status} role="status">
      <Trans>Loading the card form…</Trans>
    </p>
  );
  const { data, isPending, isError } = gateway.gateway;
  if (isPending) return loadingForm;
  if (isError || !data) {
    return <QueryFailure query={gateway.gateway} title={<Trans>The card form could not load</Trans>} />;
  }
  if (data.gateway === 'stripe') {
    return (
      <Suspense fallback={loadingForm}>
        <StripeCardFields
          publishableKey={data.publishable_key}
          onCard={gateway.onStripeCard}
          pairClassName={pairClassName}
        />
      </Suspense>
    );
  }
  const expiryAndCvc = (
    <>
      <TextField
        name="expiry"
        label={<Trans>Expiry date (MM/YY)</Trans>}
        inputMode="numeric"
        autoComplete="cc-exp"
        dir="ltr"
        maxLength={7}
      />
      <TextField
        name="cvc"
        label={<Trans>Security code (CVC)</Trans>}
        inputMode="numeric"
        autoComplete="cc-csc"
        dir="ltr"
        maxLength={4}
      />
    </>
  );
  return (
    <>
      {testHint}
      <TextField
        name="number"
        label={<Trans>Card number</Trans>}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={23}
      />
      {pairClassName ? <div className={pairClassName}>{expiryAndCvc}</div> : expiryAndCvc}
    </>
  );
}
