// The card fields when the server's gateway is Stripe: Stripe.js loads here only (this module is lazy, and
// `@stripe/stripe-js/pure` adds its script when `loadStripe` is called, not on import), so no screen without
// a card form downloads it. Each Element sits in a field of the Form around it, whose value is the
// Element's state (stripe-card.ts): the form's own checks, error places and Save rules apply as with the
// test gateway's inputs.
import type { CardField } from '@hub/api-client';
import { Button, Field, Notice, useFormField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useStripe,
} from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeCardNumberElement,
  StripeElementLocale,
  StripeElementStyle,
} from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { BrowserCard } from './browser-card';
import { elementValue, stripeBrowserCard } from './stripe-card';
import { StripeLoaderContext } from './stripe-loader';
import * as styles from './StripeCardFields.css';

export interface StripeCardFieldsProps {
  /** The publishable key of the payment gateway call. */
  publishableKey: string;
  /** Receives Stripe.js as the form's browser side once the card number's Element is ready; null before. */
  onCard: (card: BrowserCard | null) => void;
  /** The layout of expiry and security code side by side (the checkout's pair). */
  pairClassName?: string;
}

/** The hub's languages in Stripe's Elements; a language Stripe has not (Hmong, Somali…) reads English. */
const stripeLocales: Record<string, StripeElementLocale> = {
  ar: 'ar',
  en: 'en',
  es: 'es',
  'fr-CA': 'fr-CA',
  ru: 'ru',
  vi: 'vi',
  'zh-CN': 'zh',
};

type Loading = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

/** Stripe.js for the key, loaded once per page; a load that failed is tried again on the next mount. */
function useStripeJs(publishableKey: string): Loading {
  const load = useContext(StripeLoaderContext) ?? loadStripe;
  const [state, setState] = useState<Loading>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load(publishableKey).then(
      (stripe) => live && setState(stripe ? { kind: 'ready', stripe } : { kind: 'failed' }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, publishableKey]);
  return state;
}

/** The card number, expiry and security code as Stripe Elements, or why they cannot show. */
export function StripeCardFields({ publishableKey, onCard, pairClassName }: StripeCardFieldsProps) {
  const { i18n } = useLingui();
  const loading = useStripeJs(publishableKey);
  if (loading.kind === 'loading') {
    return (
      <p className={styles.status} role="status">
        <Trans>Loading the card form…</Trans>
      </p>
    );
  }
  if (loading.kind === 'failed') {
    return (
      <Notice tone="error" title={<Trans>The card form could not load</Trans>}>
        <div className={styles.stack}>
          <span>
            <Trans>Check your connection, then reload the page to enter your card.</Trans>
          </span>
          <span>
            <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
              <Trans>Reload the page</Trans>
            </Button>
          </span>
        </div>
      </Notice>
    );
  }
  return (
    <Elements stripe={loading.stripe} options={{ locale: stripeLocales[i18n.locale] ?? 'en' }}>
      <CardElements onCard={onCard} pairClassName={pairClassName} />
    </Elements>
  );
}
StripeCardFields.displayName = 'StripeCardFields';

/** The frame's text colour, font and placeholder colour, for the Elements' iframes (they read no page CSS). */
function useElementStyle(probe: React.RefObject<HTMLSpanElement | null>) {
  const [style, setStyle] = useState<StripeElementStyle | null>(null);
  useLayoutEffect(() => {
    const frame = probe.current?.parentElement;
    if (!frame || !probe.current) return;
    const base = getComputedStyle(frame);
    setStyle({
      base: {
        color: base.color,
        fontFamily: base.fontFamily,
        fontSize: base.fontSize,
        lineHeight: base.lineHeight,
        '::placeholder': { color: getComputedStyle(probe.current).color },
      },
      invalid: { color: base.color },
    });
  }, [probe]);
  return style;
}

const elementsOf = {
  number: CardNumberElement,
  expiry: CardExpiryElement,
  cvc: CardCvcElement,
} as const;

function ElementField({
  name,
  label,
  onReady,
}: {
  name: CardField;
  label: ReactNode;
  onReady: (element: unknown) => void;
}) {
  const { i18n } = useLingui();
  const field = useFormField<string>(name);
  const probe = useRef<HTMLSpanElement>(null);
  const style = useElementStyle(probe);
  const Element = elementsOf[name];
  const locked = (field?.locked || field?.disabled) ?? false;
  return (
    <Field label={label} errors={(field?.errors ?? []).map((message) => i18n._(message))}>
      {(control) => (
        <div
          id={control.id}
          className={styles.frame}
          data-invalid={control['aria-invalid'] ? 'true' : undefined}
          data-locked={locked ? 'true' : undefined}
          aria-describedby={control['aria-describedby']}
        >
          <span ref={probe} className={styles.placeholderProbe} />
          {style ? (
            <Element
              className={styles.element}
              options={{ style, disabled: locked }}
              onChange={(change) => field?.setValue(elementValue(change))}
              onBlur={() => field?.blur()}
              onReady={onReady}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}

function CardElements({ onCard, pairClassName }: Pick<StripeCardFieldsProps, 'onCard' | 'pairClassName'>) {
  const stripe = useStripe();
  const [ready, setReady] = useState<ReadonlySet<CardField>>(new Set());
  const markReady = (name: CardField) => () => setReady((before) => new Set(before).add(name));
  useEffect(() => () => onCard(null), [onCard]);
  const expiryAndCvc = (
    <>
      <ElementField name="expiry" label={<Trans>Expiry date (MM/YY)</Trans>} onReady={markReady('expiry')} />
      <ElementField name="cvc" label={<Trans>Security code (CVC)</Trans>} onReady={markReady('cvc')} />
    </>
  );
  return (
    <div className={styles.stack} data-ready={ready.size === 3 ? 'true' : undefined}>
      <ElementField
        name="number"
        label={<Trans>Card number</Trans>}
        onReady={(element) => {
          if (stripe) onCard(stripeBrowserCard(stripe, element as StripeCardNumberElement));
          markReady('number')();
        }}
      />
      {pairClassName ? <div className={pairClassName}>{expiryAndCvc}</div> : expiryAndCvc}
    </div>
  );
}
