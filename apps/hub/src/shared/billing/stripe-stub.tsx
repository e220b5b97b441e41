// A stand-in for Stripe.js in stories only (the app never imports it): the parts of the Stripe and Elements
// interfaces the card form uses, with a plain input where an Element mounts. It checks what is typed as
// Stripe's Elements do (their change events and error codes), turns Stripe's test cards into their test
// PaymentMethods, and answers 3-D Secure as the story says. Nothing here talks to Stripe.
import { stripeTestCards } from '@hub/api-client/msw';
import type { Stripe } from '@stripe/stripe-js';
import type { Decorator } from '@storybook/react-vite';
import { StripeLoaderContext, type LoadStripe } from './stripe-loader';

/** How the stub behaves: whether Stripe.js loads, and how the cardholder answers 3-D Secure. */
export interface StripeStubOptions {
  /** `ready` (by default), `pending` (never loads: the loading state) or `failed` (blocked, offline). */
  load?: 'ready' | 'pending' | 'failed';
  /**
   * `succeeded` (by default: the bank's window opens and succeeds once the cardholder types its code and
   * presses Complete), `failed` (the bank refuses at once), or `pending` (the window stays open).
   */
  threeDSecure?: 'succeeded' | 'failed' | 'pending';
}

const bankWindowMarker = 'data-stub-bank-window';

/**
 * The bank's 3-D Secure window as Stripe.js shows it: added to the page's body, outside the hub's popup and
 * over it, with a code to type and a button. A story can only finish it when the popup lets the page outside
 * have focus and clicks, as the real window (an iframe of Stripe's) needs. Resolves when Complete is pressed.
 */
function openBankWindow(): Promise<void> {
  const document = window.document;
  const frame = document.createElement('div');
  frame.setAttribute(bankWindowMarker, '');
  frame.setAttribute('role', 'dialog');
  frame.setAttribute('aria-label', 'Your bank');
  frame.style.cssText =
    'position:fixed;inset-block-start:20%;inset-inline-start:50%;transform:translateX(-50%);z-index:2147483647;' +
    'background:#fff;color:#1a1a1a;border:1px solid #595959;border-radius:8px;padding:24px;font:16px/1.5 sans-serif;' +
    'display:grid;gap:12px;min-inline-size:280px';
  const heading = document.createElement('p');
  heading.textContent = 'Test bank: confirm this payment';
  heading.style.margin = '0';
  const label = document.createElement('label');
  label.textContent = 'Code from your bank';
  label.style.cssText = 'display:grid;gap:4px';
  const input = document.createElement('input');
  input.style.cssText = 'font:inherit;padding:6px;border:1px solid #595959;border-radius:4px';
  label.append(input);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Complete';
  button.style.cssText =
    'font:inherit;padding:6px 12px;background:#1a1a1a;color:#fff;border:0;border-radius:4px';
  frame.append(heading, label, button);
  document.body.append(frame);
  input.focus();
  return new Promise((resolve) => {
    button.addEventListener('click', () => {
      if (input.value.trim() === '') return;
      frame.remove();
      resolve();
    });
  });
}

/** Removes a bank window a story left open (the next story starts without it). */
export function closeBankWindows() {
  window.document.querySelectorAll(`[${bankWindowMarker}]`).forEach((frame) => frame.remove());
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
    async handleNextAction({ clientSecret }: { clientSecret: string }) {
      const outcome = options.threeDSecure ?? 'succeeded';
      const intent = clientSecret.split('_secret_')[0] ?? '';
      if (outcome === 'failed') {
        return { error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure' } };
      }
      const answered = openBankWindow();
      if (outcome === 'pending') return new Promise(() => {});
      await answered;
      return intent.startsWith('pi_')
        ? { paymentIntent: { id: intent, status: 'succeeded' } }
        : { setupIntent: { id: intent, status: 'succeeded' } };
    },
    // What @stripe/react-stripe-js checks a Stripe object by.
    createToken: async () => ({ error: { type: 'validation_error' } }),
    confirmCardPayment: async () => ({ error: { type: 'validation_error' } }),
  };
  return stub as unknown as Stripe;
}

/**
 * A story's decorator: Stripe.js is this stub, behaving as `options` say (never the real one in stories), and
 * a bank window the story left open is gone before the next story (its `beforeEach` returns the cleanup).
 */
export function withStripe(options: StripeStubOptions = {}): Decorator {
  const load = stubLoader(options);
  return (Story) => (
    <StripeLoaderContext.Provider value={load}>
      <Story />
    </StripeLoaderContext.Provider>
  );
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
