import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { toEnglish, validate } from '../validation/issues';
import {
  newShipmentSchema,
  shipmentChangeSchema,
  shipmentEventTo,
  shipmentKindLabels,
  shipmentKinds,
  shipmentMovesFrom,
  shipmentRefusalMessage,
  shipmentStatuses,
  shipmentStatusLabels,
  shipmentTransition,
  supportTicketStatuses,
  type Shipment,
  type ShipmentEvent,
} from './shipments';

const untracked = { carrier: null, trackingNumber: null };
const pending: Shipment = { status: 'pending', ...untracked };
const tracked = { carrier: 'UPS', trackingNumber: '1Z999' };
const shipped: Shipment = { status: 'shipped', ...tracked };
const delivered: Shipment = { status: 'delivered', ...tracked };
const ship: ShipmentEvent = { type: 'SHIP', carrier: 'UPS', trackingNumber: '1Z999' };

describe('the shipment machine', () => {
  it.each([
    { rule: 'SHIP sends a pending shipment with its tracking', from: pending, event: ship, to: shipped },
    {
      rule: 'CANCEL stops a pending shipment',
      from: pending,
      event: { type: 'CANCEL' },
      to: { ...pending, status: 'cancelled' },
    },
    { rule: 'DELIVER delivers a shipped one', from: shipped, event: { type: 'DELIVER' }, to: delivered },
    {
      rule: 'RETURN brings a shipped one back',
      from: shipped,
      event: { type: 'RETURN' },
      to: { ...shipped, status: 'returned' },
    },
    {
      rule: 'RETURN brings a delivered one back',
      from: delivered,
      event: { type: 'RETURN' },
      to: { ...delivered, status: 'returned' },
    },
  ] as const)('$rule', ({ from, event, to }) => {
    expect(shipmentTransition(from, event)).toEqual({ ok: true, shipment: to });
  });

  it.each([
    { from: pending, event: { type: 'DELIVER' } },
    { from: pending, event: { type: 'RETURN' } },
    { from: shipped, event: ship },
    { from: shipped, event: { type: 'CANCEL' } },
    { from: delivered, event: { type: 'CANCEL' } },
    { from: { ...shipped, status: 'returned' }, event: { type: 'DELIVER' } },
    { from: { ...pending, status: 'cancelled' }, event: ship },
  ] as const)('refuses $event.type on a $from.status shipment', ({ from, event }) => {
    expect(shipmentTransition(from, event)).toEqual({
      ok: false,
      code: 'illegal_transition',
      from: from.status,
      event: event.type,
    });
  });

  it('names the event that moves a shipment to the status staff pick', () => {
    expect(shipmentEventTo('shipped', tracked)).toEqual(ship);
    expect(shipmentEventTo('shipped', untracked)).toEqual({ type: 'SHIP', carrier: '', trackingNumber: '' });
    expect(shipmentEventTo('delivered', untracked)).toEqual({ type: 'DELIVER' });
    expect(shipmentEventTo('returned', untracked)).toEqual({ type: 'RETURN' });
    expect(shipmentEventTo('cancelled', untracked)).toEqual({ type: 'CANCEL' });
    expect(shipmentEventTo('pending', untracked)).toBeNull();
  });

  it('words a refusal', () => {
    expect(formatMessage(shipmentRefusalMessage('delivered', 'cancelled'))).toBe(
      'A shipment that is delivered cannot be marked cancelled.',
    );
  });
});

describe('a new shipment', () => {
  it('names the account, what to ship and why', () => {
    expect(
      validate(newShipmentSchema, { account: 3, kind: 'replacement_sensor', reason: ' Strap broke ' }).output,
    ).toEqual({
      account: 3,
      kind: 'replacement_sensor',
      reason: 'Strap broke',
    });
    expect(validate(newShipmentSchema, { account: 3, kind: 'kit' }).output).toEqual({
      account: 3,
      kind: 'kit',
      reason: null,
    });
  });

  it.each([
    {
      rule: 'nothing',
      body: {},
      errors: { account: ['Account is required'], kind: ['What to ship is required'] },
    },
    {
      rule: 'an unknown kind',
      body: { account: 3, kind: 'puppy' },
      errors: { kind: ['"puppy" is not a valid choice.'] },
    },
    {
      rule: 'a long reason',
      body: { account: 3, kind: 'kit', reason: 'x'.repeat(501) },
      errors: { reason: ['Reason must be less than 500 characters'] },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(newShipmentSchema, body).errors)).toEqual(errors);
  });
});

describe('a shipment’s status change', () => {
  it.each([
    {
      body: { status: 'shipped', carrier: 'UPS', tracking_number: '1Z999' },
      output: { status: 'shipped', carrier: 'UPS', tracking_number: '1Z999' },
    },
    { body: { status: 'delivered' }, output: { status: 'delivered', carrier: null, tracking_number: null } },
  ])('takes $body', ({ body, output }) => {
    expect(validate(shipmentChangeSchema, body).output).toEqual(output);
  });

  it.each([
    {
      rule: 'shipped without tracking',
      body: { status: 'shipped', carrier: 'UPS' },
      errors: { tracking_number: ['A shipment that is shipped needs its carrier and tracking number.'] },
    },
    {
      rule: 'an unknown status',
      body: { status: 'lost' },
      errors: { status: ['"lost" is not a valid choice.'] },
    },
    { rule: 'no status', body: {}, errors: { status: ['Shipment status is required'] } },
    {
      rule: 'a long tracking number',
      body: { status: 'shipped', carrier: 'UPS', tracking_number: '1'.repeat(65) },
      errors: { tracking_number: ['Tracking number must be less than 64 characters'] },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(shipmentChangeSchema, body).errors)).toEqual(errors);
  });
});

it('labels every status and kind', () => {
  expect(shipmentStatuses.map((status) => formatMessage(shipmentStatusLabels[status]))).toEqual([
    'Pending',
    'Shipped',
    'Delivered',
    'Returned',
    'Cancelled',
  ]);
  expect(shipmentKinds.map((kind) => formatMessage(shipmentKindLabels[kind]))).toEqual([
    'Game kit',
    'Replacement heart-rate sensor',
    'Replacement tablet',
    'Replacement strap',
    'Return label',
  ]);
  expect(supportTicketStatuses).toEqual(['open', 'pending', 'solved', 'closed']);
});

describe('where a shipment may go next (the moves staff are offered)', () => {
  it.each([
    ['pending', ['shipped', 'cancelled']],
    ['shipped', ['delivered', 'returned']],
    ['delivered', ['returned']],
    ['returned', []],
    ['cancelled', []],
    ['lost_in_space', []],
  ])('%s → %j', (status, next) => {
    expect(shipmentMovesFrom(status)).toEqual(next);
  });
});
