import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  checkoutMessages,
  describeCheckoutMessage,
  formatOrderNumber,
  isOrderState,
  orderStates,
  orderTransition,
  type OrderEvent,
  type OrderStatus,
} from './order';

const placed: OrderStatus = { state: 'placed', conversionTracked: false };
const confirmed: OrderStatus = { state: 'confirmed', conversionTracked: false };
const tracked: OrderStatus = { state: 'confirmed', conversionTracked: true };
const confirm: OrderEvent = { type: 'CONFIRM' };
const track: OrderEvent = { type: 'TRACK_CONVERSION' };

describe('the order machine', () => {
  it.each([
    { rule: 'CONFIRM confirms a placed order', from: placed, event: confirm, to: confirmed, changed: true },
    { rule: 'CONFIRM again changes nothing', from: confirmed, event: confirm, to: confirmed, changed: false },
    {
      rule: 'TRACK_CONVERSION records a confirmed order’s conversion',
      from: confirmed,
      event: track,
      to: tracked,
      changed: true,
    },
    { rule: 'TRACK_CONVERSION records it once', from: tracked, event: track, to: tracked, changed: false },
  ])('$rule', ({ from, event, to, changed }) => {
    expect(orderTransition(from, event)).toEqual({ ok: true, order: to, changed });
  });

  it('refuses to track the conversion of an order not confirmed yet', () => {
    expect(orderTransition(placed, track)).toEqual({ ok: false, code: 'not_confirmed' });
  });

  it('knows its states', () => {
    expect(orderStates).toEqual(['placed', 'confirmed']);
    expect(isOrderState('confirmed')).toBe(true);
    expect(isOrderState('CONFIRMED')).toBe(false);
  });
});

describe('order numbers', () => {
  it.each([
    { year: 2026, sequence: 42, number: 'ORD-2026-0042' },
    { year: 2027, sequence: 12345, number: 'ORD-2027-12345' },
  ])('$year and $sequence make $number', ({ year, sequence, number }) => {
    expect(formatOrderNumber(year, sequence)).toBe(number);
  });
});

describe('checkout refusals', () => {
  it('reads the server’s English back into its translatable message', () => {
    for (const message of Object.values(checkoutMessages)) {
      expect(describeCheckoutMessage(formatMessage(message))).toBe(message);
    }
    expect(describeCheckoutMessage('Something else.')).toBeNull();
  });
});
