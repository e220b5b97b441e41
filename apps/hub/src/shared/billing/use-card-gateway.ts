// The card form's gateway, shared by the card popup and the checkout: which fields it shows (the test
// gateway's inputs or Stripe's Elements), how it checks them, and the browser side a save tokenizes with.
import { paymentGatewayQueryOptions } from '@hub/api-client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useHub } from '../use-hub';
import { testBrowserCard, type BrowserCard } from './browser-card';
import { cardErrors, type CardValues } from './card-form';
import { stripeCardErrors } from './stripe-card';

/** The gateway the server runs, the card form's checks for it, and its browser side when a save needs it. */
export function useCardGateway(now: Date) {
  const hub = useHub();
  const gateway = useQuery(paymentGatewayQueryOptions(hub.api));
  const kind = gateway.data?.gateway ?? null;
  // Stripe's browser side exists once its Elements are ready; StripeCardFields hands it over.
  const stripeCard = useRef<BrowserCard | null>(null);
  const onStripeCard = useCallback((card: BrowserCard | null) => {
    stripeCard.current = card;
  }, []);
  const validate = useCallback(
    (values: CardValues) => (kind === 'stripe' ? stripeCardErrors(values) : cardErrors(values, now)),
    [kind, now],
  );
  /** The browser side to save with; null while the gateway or Stripe's Elements are not there yet. */
  const browserCard = (): BrowserCard | null =>
    kind === 'stripe' ? stripeCard.current : kind === 'test' ? testBrowserCard(now) : null;
  return { gateway, validate, browserCard, onStripeCard };
}

export type CardGateway = ReturnType<typeof useCardGateway>;
