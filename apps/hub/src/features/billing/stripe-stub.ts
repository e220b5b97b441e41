// A stand-in for Stripe.js in stories only (the app never imports it): the parts of the Stripe and Elements
// interfaces the card form uses, with a plain input where an Element mounts. It checks what is typed as
// Stripe's Elements do (their change events and error codes), turns Stripe's test cards into their test
// PaymentMethods, and answers 3-D Secure as the story says. Nothing here talks to Stripe.
import { stripeTestCards } from '@hub/api-client/msw';
import type { Stripe } from '@stripe/stripe-js';
import type { LoadStripe } from '../../shared/billing/stripe-loader';

/** How the stub behaves: whether Stripe.js loads, and how the cardholder answers 3-D Secure. */
export interface StripeStubOptions {
  /** `ready` (by default), `pending` (never loads: the loading state) or `failed` (blocked, offline). */
  load?: 'ready' | 'pending' | 'failed';
  /** `succeeded` (by default), `failed` (refused or cancelled), or `pending` (the challenge is still open). */
  threeDSecure?: 'succeeded' | 'failed' | 'pending';
}

type Listener = (payload?: unknown) => void;
type ElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** An Element's change event for what is typed, as Stripe's would say it (on blur, incomplete is an error). */
function changeOf(type: ElementType, text: string, left: boolean) {
  const digits = digitsOf(text);
  const incomplete = {
    cardNumber: 'incomplete_number',
    cardExpiry: 'incomplete_expiry',
    cardCvc: 'incomplete_cvc',
  };
  if (digits === '') return { elementType: type, empty: true, complete: false };
  let complete = false;
  let error: string | null = null;
  if (type === 'cardNumber') {
    complete = digits.length === 16;
    if (complete && !stripeTestCards.some((card) => digitsOf(card.number) === digits))
      error = 'invalid_number';
  } else if (type === 'cardExpiry') {
    complete = digits.length === 4;
    const month = Number(digits.slice(0, 2));
    if (complete && (month < 1 || month > 12)) error = 'invalid_expiry_month';
    else if (complete && Number(digits.slice(2)) < 26) error = 'invalid_expiry_year_past';
  } else {
    complete = digits.length >= 3 && digits.length <= 4;
  }
  if (!complete && left) error = incomplete[type];
  return {
    elementType: type,
    empty: false,
    complete: complete && !error,
    ...(error ? { error: { type: 'validation_error', code: error, message: error } } : {}),
  };
}

function stubElement(type: ElementType) {
  const listeners = new Map<string, Set<Listener>>();
  let input: HTMLInputElement | null = null;
  const emit = (event: string, payload?: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(payload));
  const element = {
    input: () => input,
    mount(node: HTMLElement) {
      input = node.ownerDocument.createElement('input');
      // Named by the form's label for the frame around it, as Stripe's iframe input is by its own title.
      const frame = node.closest('[id]');
      const label = frame ? node.ownerDocument.querySelector(`label[for="${frame.id}"]`) : null;
      input.setAttribute('aria-label', label?.textContent ?? type);
      input.inputMode = 'numeric';
      input.dir = 'ltr';
      input.style.cssText =
        'border:0;outline:0;background:transparent;font:inherit;color:inherit;inline-size:100%;padding:0';
      input.addEventListener('input', () => emit('change', changeOf(type, input?.value ?? '', false)));
      input.addEventListener('blur', () => {
        emit('change', changeOf(type, input?.value ?? '', true));
        emit('blur');
      });
      node.append(input);
      queueMicrotask(() => emit('ready', element));
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      // Ready already: a listener attached after the mount hears it too.
      if (event === 'ready' && input) queueMicrotask(() => listener(element));
      return element;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return element;
    },
    update(options: { disabled?: boolean }) {
      if (input && options.disabled !== undefined) input.readOnly = options.disabled;
    },
    destroy() {
      input?.remove();
      input = null;
    },
  };
  return element;
}

/** A Stripe.js whose Elements are plain inputs and whose answers come from Stripe's test cards. */
export function stripeStub(options: StripeStubOptions = {}): Stripe {
  const mounted = new Map<ElementType, ReturnType<typeof stubElement>>();
  const valueOf = (type: ElementType) => mounted.get(type)?.input()?.value ?? '';
  const stub = {
    elements: () => ({
      create(type: ElementType) {
        const element = stubElement(type);
        mounted.set(type, element);
        return element;
      },
      getElement: (type: ElementType) => mounted.get(type) ?? null,
      update() {},
    }),
    async createPaymentMethod() {
      const card = stripeTestCards.find((test) => digitsOf(test.number) === digitsOf(valueOf('cardNumber')));
      if (!card) return { error: { type: 'validation_error', code: 'invalid_number' } };
      const expiry = digitsOf(valueOf('cardExpiry'));
      return {
        paymentMethod: {
          id: card.paymentMethod,
          card: {
            brand: card.brand,
            last4: card.last4,
            exp_month: Number(expiry.slice(0, 2)),
            exp_year: 2000 + Number(expiry.slice(2)),
          },
        },
      };
    },
    handleNextAction({ clientSecret }: { clientSecret: string }) {
      const outcome = options.threeDSecure ?? 'succeeded';
      if (outcome === 'pending') return new Promise(() => {});
      const intent = clientSecret.split('_secret_')[0] ?? '';
      if (outcome === 'failed') {
        return Promise.resolve({
          error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure' },
        });
      }
      return Promise.resolve(
        intent.startsWith('pi_')
          ? { paymentIntent: { id: intent, status: 'succeeded' } }
          : { setupIntent: { id: intent, status: 'succeeded' } },
      );
    },
    // What @stripe/react-stripe-js checks a Stripe object by.
    createToken: async () => ({ error: { type: 'validation_error' } }),
    confirmCardPayment: async () => ({ error: { type: 'validation_error' } }),
  };
  return stub as unknown as Stripe;
}

/** The loader the card form uses in a story: the stub, loading as `options.load` says. */
export function stubLoader(options: StripeStubOptions = {}): LoadStripe {
  return () => {
    const load = options.load ?? 'ready';
    if (load === 'pending') return new Promise(() => {});
    if (load === 'failed') return Promise.reject(new Error('Failed to load Stripe.js'));
    return Promise.resolve(stripeStub(options));
  };
}
