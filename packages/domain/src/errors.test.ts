import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  accountUpdateError,
  accountUpdateSuccess,
  shippingChangedElsewhere,
  errorDisplayKinds,
  errorMessage,
  errorText,
  loginErrorMessage,
  loginFailedTitle,
  loginThrottledMessage,
  loginThrottledMinutes,
  loginThrottledSeconds,
  passwordResetLinkInvalid,
  passwordResetRequested,
  passwordResetThrottledMessage,
  passwordSetSuccess,
  retryWait,
  orderConfirmationErrorBody,
  orderConfirmationErrorTitle,
  paymentErrorMessage,
  paymentServiceError,
  paymentServiceRetryError,
  shouldShowError,
  unknownError,
  unknownTypeOfError,
  whoopsDetail,
  whoopsTitle,
  type ErrorDisplayKind,
  type ErrorTextInput,
} from './errors';
import { formatMessage, withValues } from './messages';

const retry = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const noRetry = 'We’ve experienced an unexpected issue with our payment service.';

describe('payment-provider errors (spec section 8)', () => {
  it.each([
    { kind: 'a backend error', text: 'Gateway error: Backend error', expected: retry },
    {
      kind: 'a declined card in test mode',
      text: 'Gateway error: Your card was declined. Your request was in test mode, but used a non test card.',
      expected: retry,
    },
    {
      kind: 'a declined card in live mode',
      text: 'Gateway error: Your card was declined. Your request was in live mode, but used a known test card.',
      expected: retry,
    },
    { kind: 'a customer not found', text: 'Gateway error: Customer not found', expected: retry },
    {
      kind: 'a customer the provider has no record of',
      text: 'Gateway error: No such customer: cus_9',
      expected: retry,
    },
    { kind: 'a processing error', text: 'Gateway error: Processing error', expected: retry },
    {
      kind: 'an error while processing the card',
      text: 'Gateway error: An error occurred while processing your card. Try again in a little bit.',
      expected: retry,
    },
    { kind: 'a missing id', text: 'Gateway error: Missing required param: id.', expected: noRetry },
    {
      kind: 'no payment method on file',
      text: 'Gateway error: This customer has no payment method on file',
      expected: noRetry,
    },
    { kind: 'all billing dates passed', text: 'Gateway error: All billing dates passed', expected: noRetry },
    { kind: 'a known error without the prefix', text: 'Backend error', expected: retry },
    { kind: 'the prefix in another case', text: 'GATEWAY ERROR - backend error', expected: retry },
    {
      kind: 'another prefixed error, stripped of its prefix',
      text: 'Gateway error: Your card has insufficient funds.',
      expected: 'Your card has insufficient funds.',
    },
  ])('answers $kind with "$expected"', ({ text, expected }) => {
    const message = paymentErrorMessage({ detail: text });
    expect(typeof message === 'string' ? message : formatMessage(message!)).toBe(expected);
    expect(errorText({ status: 400, statusText: 'Bad Request', body: { detail: text }, payment: true })).toBe(
      expected,
    );
  });

  it('finds the provider error in a plain string body and in nested field errors', () => {
    expect(paymentErrorMessage('Gateway error: Backend error')).toBe(paymentServiceRetryError);
    expect(paymentErrorMessage({ non_field_errors: ['Gateway error: All billing dates passed'] })).toBe(
      paymentServiceError,
    );
  });

  it.each([
    { body: { detail: 'Your card has insufficient funds.' } },
    { body: { detail: 'Gateway error' } },
    { body: null },
    { body: 42 },
  ])('finds no payment message in $body', ({ body }) => {
    expect(paymentErrorMessage(body)).toBeNull();
  });
});

describe('the text of a failed call, in the spec’s order (section 8)', () => {
  it.each<{ rule: string; input: ErrorTextInput; expected: string }>([
    {
      rule: 'a payment-specific message comes before the given message',
      input: {
        status: 402,
        statusText: 'Payment Required',
        body: { detail: 'Gateway error: Backend error' },
        givenMessage: 'Payment failed',
        payment: true,
      },
      expected: retry,
    },
    {
      rule: 'a payment call without a provider error shows the given message',
      input: {
        status: 402,
        statusText: '',
        body: { detail: 'Card refused' },
        givenMessage: 'Payment failed',
        payment: true,
      },
      expected: 'Payment failed',
    },
    {
      rule: 'a provider error is not mapped unless the call is a payment call',
      input: { status: 400, statusText: '', body: { detail: 'Gateway error: Backend error' } },
      expected: 'Gateway error: Backend error',
    },
    {
      rule: 'the given message comes before the 5xx status text',
      input: {
        status: 500,
        statusText: 'Internal Server Error',
        body: 'boom',
        givenMessage: 'Could not save',
      },
      expected: 'Could not save',
    },
    {
      rule: 'a blank given message is passed over',
      input: { status: 400, statusText: '', body: 'Not allowed', givenMessage: '  ' },
      expected: 'Not allowed',
    },
    {
      rule: 'a 5xx shows its status text before the body',
      input: { status: 502, statusText: 'Bad Gateway', body: { detail: 'upstream' } },
      expected: 'Bad Gateway',
    },
    {
      rule: 'a 5xx without status text shows the standard reason phrase',
      input: { status: 503, statusText: '', body: '<html><body>down</body></html>' },
      expected: 'Service Unavailable',
    },
    {
      rule: 'a 5xx without any phrase falls through to the body',
      input: { status: 599, statusText: '', body: 'Network read timeout' },
      expected: 'Network read timeout',
    },
    {
      rule: 'a 4xx status text is not shown; the body string is',
      input: { status: 403, statusText: 'Forbidden', body: 'Not allowed' },
      expected: 'Not allowed',
    },
    {
      rule: 'an object body shows its values joined',
      input: {
        status: 400,
        statusText: 'Bad Request',
        body: { email: ['Please enter a valid email.'], phone: ['Please input a valid phone number'] },
      },
      expected: 'Please enter a valid email. Please input a valid phone number',
    },
    {
      rule: 'an array body shows its values joined, flattened at any depth',
      input: { status: 400, statusText: '', body: ['First.', ['Second.', { deep: 'Third.' }], 7, null] },
      expected: 'First. Second. Third.',
    },
    {
      rule: 'a detail body shows the detail',
      input: { status: 404, statusText: 'Not Found', body: { detail: 'Not found.' } },
      expected: 'Not found.',
    },
    {
      rule: 'an HTML page is an unknown type of error',
      input: { status: 404, statusText: 'Not Found', body: '<!DOCTYPE html><html></html>' },
      expected: 'Unknown type of error',
    },
    {
      rule: 'a number body is an unknown type of error',
      input: { status: 400, statusText: '', body: 42 },
      expected: 'Unknown type of error',
    },
    {
      rule: 'an object without text is an unknown type of error',
      input: { status: 400, statusText: '', body: { code: 7, items: [] } },
      expected: 'Unknown type of error',
    },
    {
      rule: 'an empty array is an unknown type of error',
      input: { status: 400, statusText: '', body: [] },
      expected: 'Unknown type of error',
    },
    {
      rule: 'no body at all is an unknown error',
      input: { status: 0, statusText: '', body: null },
      expected: 'Unknown error',
    },
    {
      rule: 'an undefined body is an unknown error',
      input: { status: 418, statusText: 'I’m a teapot', body: undefined },
      expected: 'Unknown error',
    },
    {
      rule: 'an empty string body is an unknown error',
      input: { status: 400, statusText: '', body: '   ' },
      expected: 'Unknown error',
    },
  ])('$rule', ({ input, expected }) => {
    expect(errorText(input)).toBe(expected);
  });

  it('gives the hub translatable descriptors for its own texts and strings for the server’s', () => {
    expect(errorMessage({ status: 0, statusText: '', body: null })).toBe(unknownError);
    expect(errorMessage({ status: 400, statusText: '', body: true })).toBe(unknownTypeOfError);
    expect(errorMessage({ status: 400, statusText: '', body: 'Nope' })).toBe('Nope');
  });
});

describe('fixed error and success texts (spec section 8)', () => {
  it.each([
    { name: 'login failure title', descriptor: loginFailedTitle, text: 'Failed to log in!' },
    {
      name: 'login failure with status 400',
      descriptor: loginErrorMessage(400),
      text: 'Please make sure your email and password are correct.',
    },
    {
      name: 'login failure with status 401',
      descriptor: loginErrorMessage(401),
      text: 'An unknown error has occured.',
    },
    {
      name: 'login failure with status 500',
      descriptor: loginErrorMessage(500),
      text: 'An unknown error has occured.',
    },
    {
      name: 'login failure without an answer',
      descriptor: loginErrorMessage(0),
      text: 'An unknown error has occured.',
    },
    {
      name: 'password reset answer',
      descriptor: passwordResetRequested,
      text: 'If an account uses this email, a link to set a new password is on its way. The link works for one hour.',
    },
    {
      name: 'invalid set-password link',
      descriptor: passwordResetLinkInvalid,
      text: 'This link to set a password is invalid, has expired or was already used.',
    },
    {
      name: 'password set',
      descriptor: passwordSetSuccess,
      text: 'Your new password is set. You can log in with it now.',
    },
    { name: 'account update failure', descriptor: accountUpdateError, text: 'Error processing user data' },
    { name: 'account update success', descriptor: accountUpdateSuccess, text: 'Account information saved' },
    {
      name: 'shipping changed elsewhere',
      descriptor: shippingChangedElsewhere,
      text: 'Your address was changed somewhere else (another tab or device) after you opened it. What you typed is kept: check the address and save again.',
    },
    { name: 'unexpected failure title', descriptor: whoopsTitle, text: 'Whoops, an error occurred' },
    {
      name: 'unexpected failure detail',
      descriptor: whoopsDetail,
      text: 'Please try again. If it persists, contact support.',
    },
    { name: 'payment error with retry', descriptor: paymentServiceRetryError, text: retry },
    { name: 'payment error without retry', descriptor: paymentServiceError, text: noRetry },
    {
      name: 'order confirmation error title',
      descriptor: orderConfirmationErrorTitle,
      text: 'We’re having a temporary problem processing your order',
    },
    {
      name: 'order confirmation error body',
      descriptor: withValues(orderConfirmationErrorBody, {
        phone: '1-800-555-0100',
        email: 'care@example.com',
      }),
      text: 'No further action is needed: your order is confirmed, and a confirmation email is on its way. If you have any questions, contact our Family Care team at 1-800-555-0100 or care@example.com.',
    },
  ])('the $name reads "$text"', ({ descriptor, text }) => {
    expect(formatMessage(descriptor)).toBe(text);
  });
});

describe('which errors a call shows (spec section 8)', () => {
  it.each<{ kind: ErrorDisplayKind; shown: number[]; hidden: number[] }>([
    { kind: 'profileUpdate', shown: [400, 500, 503, 599], hidden: [403, 404, 409, 499] },
    { kind: 'shippingUpdate', shown: [400, 502], hidden: [401, 404, 412] },
    { kind: 'userFetch', shown: [500, 504], hidden: [400, 403, 404] },
    { kind: 'shippingFetch', shown: [500], hidden: [400, 404] },
    { kind: 'coachAccount', shown: [400, 500], hidden: [404] },
    { kind: 'orderFetch', shown: [403, 500], hidden: [404] },
    { kind: 'shipmentsFetch', shown: [400, 500], hidden: [404] },
    { kind: 'other', shown: [400, 404, 500], hidden: [] },
    // No answer (0) or an answer of the wrong shape (its 2xx status): nothing says what it meant.
    { kind: 'profileUpdate', shown: [0, 200], hidden: [] },
    { kind: 'shippingUpdate', shown: [0, 201], hidden: [] },
    { kind: 'userFetch', shown: [0, 200], hidden: [] },
    { kind: 'shippingFetch', shown: [0, 200], hidden: [] },
    { kind: 'coachAccount', shown: [0, 200], hidden: [] },
    { kind: 'orderFetch', shown: [0, 200], hidden: [] },
    { kind: 'shipmentsFetch', shown: [0, 200], hidden: [] },
    // A throttle tells the person to wait: always said (docs/decisions.md).
    ...errorDisplayKinds.map((kind) => ({ kind, shown: [429], hidden: [] })),
  ])('$kind shows $shown and hides $hidden', ({ kind, shown, hidden }) => {
    for (const status of shown) expect(shouldShowError(kind, status)).toBe(true);
    for (const status of hidden) expect(shouldShowError(kind, status)).toBe(false);
  });
});

// The hub renders descriptors with Lingui, whose ICU plurals `formatMessage` does not read: these
// tests render them as the hub does, in English, which also proves Lingui can compile them.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the wait before a throttled call may be tried again', () => {
  it.each([
    { seconds: 1, wait: { unit: 'seconds', count: 1 } },
    { seconds: 59, wait: { unit: 'seconds', count: 59 } },
    { seconds: 0.4, wait: { unit: 'seconds', count: 1 } },
    { seconds: 0, wait: { unit: 'seconds', count: 1 } },
    { seconds: 59.2, wait: { unit: 'minutes', count: 1 } },
    { seconds: 60, wait: { unit: 'minutes', count: 1 } },
    { seconds: 61, wait: { unit: 'minutes', count: 2 } },
    { seconds: 900, wait: { unit: 'minutes', count: 15 } },
    { seconds: null, wait: { unit: 'minutes', count: 1 } },
    { seconds: undefined, wait: { unit: 'minutes', count: 1 } },
    { seconds: Number.NaN, wait: { unit: 'minutes', count: 1 } },
    { seconds: -5, wait: { unit: 'minutes', count: 1 } },
  ])('$seconds s reads as $wait.count $wait.unit', ({ seconds, wait }) => {
    expect(retryWait(seconds)).toEqual(wait);
  });
});

describe('a throttled login (429) says when to try again', () => {
  const attempts = 'Too many failed sign-in attempts. Please try again in';
  it.each([
    { rule: 'one second, singular', seconds: 1, text: `${attempts} 1 second.` },
    { rule: 'seconds under a minute, plural', seconds: 30, text: `${attempts} 30 seconds.` },
    { rule: 'the last second before a minute', seconds: 59, text: `${attempts} 59 seconds.` },
    { rule: 'a minute, singular', seconds: 60, text: `${attempts} 1 minute.` },
    { rule: 'a part minute rounds up', seconds: 61, text: `${attempts} 2 minutes.` },
    { rule: 'the server’s 15-minute window', seconds: 900, text: `${attempts} 15 minutes.` },
    { rule: 'no Retry-After: a minute', seconds: null, text: `${attempts} 1 minute.` },
  ])('$rule: "$text"', ({ seconds, text }) => {
    expect(english._(loginThrottledMessage(seconds))).toBe(text);
    expect(english._(loginErrorMessage(429, seconds))).toBe(text);
  });

  it('keeps the wait in minutes and in seconds apart, each a plural for translators', () => {
    expect(loginThrottledMessage(120)).toEqual({ ...loginThrottledMinutes, values: { count: 2 } });
    expect(loginThrottledMessage(5)).toEqual({ ...loginThrottledSeconds, values: { count: 5 } });
    for (const descriptor of [loginThrottledMinutes, loginThrottledSeconds]) {
      expect(descriptor.message).toMatch(/^\{count, plural, one \{[^{}]+\} other \{[^{}]+\}\}$/);
    }
  });

  it('is not used for other failures', () => {
    expect(loginErrorMessage(400, 600).id).toBe('error.login.credentials');
    expect(loginErrorMessage(503, 1).id).toBe('error.login.unknown');
  });
});

describe('a throttled password reset request (429) says when to try again', () => {
  const requests = 'Too many password reset requests. Please try again in';
  it.each([
    { rule: 'one second, singular', seconds: 1, text: `${requests} 1 second.` },
    { rule: 'seconds under a minute, plural', seconds: 45, text: `${requests} 45 seconds.` },
    { rule: 'a minute, singular', seconds: 60, text: `${requests} 1 minute.` },
    { rule: 'a part minute rounds up', seconds: 601, text: `${requests} 11 minutes.` },
    { rule: 'no Retry-After: a minute', seconds: null, text: `${requests} 1 minute.` },
  ])('$rule: "$text"', ({ seconds, text }) => {
    expect(english._(passwordResetThrottledMessage(seconds))).toBe(text);
  });
});
