// Where the Stripe card form gets Stripe.js from: `loadStripe` of @stripe/stripe-js/pure in the app (the
// lazy StripeCardFields module imports it), a stub in stories (shared/billing/stripe-stub.tsx provides it through this
// context; the app never does).
import type { Stripe } from '@stripe/stripe-js';
import { createContext } from 'react';

/** Loads Stripe.js for a publishable key; rejects when the script cannot load (offline, blocked). */
export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/** A loader that replaces the real one (stories); null loads Stripe.js from Stripe. */
export const StripeLoaderContext = createContext<LoadStripe | null>(null);
