// Shipments (spec section 3: "shipments per account"; issue 13): what was sent to a family, a new one staff
// send (a replacement sensor, ...) and where each stands. A shipment's status is a small machine:
//
//   pending    made, not handed to a carrier yet.      SHIP (carrier, tracking) -> shipped; CANCEL -> cancelled
//   shipped    with the carrier.                      DELIVER -> delivered; RETURN -> returned
//   delivered  at the family's address.               RETURN -> returned
//   returned   came back (refused, undeliverable, sent back). Final.
//   cancelled  never sent. Final.
import * as v from 'valibot';
import { withValues, type MessageDescriptor } from '../messages';
import { choiceField } from '../validation/choice';
import { encodeMessage as m } from '../validation/issues';
import { fields } from '../validation/object-schema';
import { idField, optionalText } from './fields';
import { adminFieldLabels, adminLimits, adminMessages } from './messages';

/** The statuses of a shipment (see the file's header). */
export const shipmentStatuses = ['pending', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** What a shipment carries. */
export const shipmentKinds = [
  'kit',
  'replacement_sensor',
  'replacement_tablet',
  'replacement_strap',
  'return_label',
] as const;
export type ShipmentKind = (typeof shipmentKinds)[number];

/** The events of the shipment machine. */
export type ShipmentEvent =
  | { type: 'SHIP'; carrier: string; trackingNumber: string }
  | { type: 'DELIVER' }
  | { type: 'RETURN' }
  | { type: 'CANCEL' };

/** A shipment as the machine holds it. */
export interface Shipment {
  status: ShipmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
}

/** The outcome of an event: the shipment after it, or the refusal. */
export type ShipmentResult =
  | { ok: true; shipment: Shipment }
  | { ok: false; code: 'illegal_transition'; from: ShipmentStatus; event: ShipmentEvent['type'] };

/** The statuses each event may start from, and where it goes. */
const moves: Record<ShipmentEvent['type'], { from: readonly ShipmentStatus[]; to: ShipmentStatus }> = {
  SHIP: { from: ['pending'], to: 'shipped' },
  DELIVER: { from: ['shipped'], to: 'delivered' },
  RETURN: { from: ['shipped', 'delivered'], to: 'returned' },
  CANCEL: { from: ['pending'], to: 'cancelled' },
};

/** The shipment after an event (see the file's header). */
export function shipmentTransition(shipment: Shipment, event: ShipmentEvent): ShipmentResult {
  const move = moves[event.type];
  if (!move.from.includes(shipment.status)) {
    return { ok: false, code: 'illegal_transition', from: shipment.status, event: event.type };
  }
  if (event.type === 'SHIP') {
    return {
      ok: true,
      shipment: { status: move.to, carrier: event.carrier, trackingNumber: event.trackingNumber },
    };
  }
  return { ok: true, shipment: { ...shipment, status: move.to } };
}

/** The event that moves a shipment to a status staff pick (null for `pending`, which nothing moves to). */
export function shipmentEventTo(
  status: ShipmentStatus,
  tracking: { carrier: string | null; trackingNumber: string | null },
): ShipmentEvent | null {
  switch (status) {
    case 'shipped':
      return { type: 'SHIP', carrier: tracking.carrier ?? '', trackingNumber: tracking.trackingNumber ?? '' };
    case 'delivered':
      return { type: 'DELIVER' };
    case 'returned':
      return { type: 'RETURN' };
    case 'cancelled':
      return { type: 'CANCEL' };
    case 'pending':
      return null;
  }
}

/**
 * Where the machine lets a shipment in `status` go next, in the order of `shipmentStatuses` (none for a
 * final status or one the hub does not know). The server judges each move again; staff pick from these.
 */
export function shipmentMovesFrom(status: string): ShipmentStatus[] {
  const from = shipmentStatuses.find((known) => known === status);
  if (!from) return [];
  return shipmentStatuses.filter((to) => {
    // The carrier and tracking number are asked for afterwards; here only the move itself is judged.
    const event = shipmentEventTo(to, { carrier: '-', trackingNumber: '-' });
    return (
      event !== null && shipmentTransition({ status: from, carrier: null, trackingNumber: null }, event).ok
    );
  });
}

/** The refusal of a status change, in words: "A shipment that is delivered cannot be marked cancelled." */
export function shipmentRefusalMessage(from: ShipmentStatus, to: ShipmentStatus): MessageDescriptor {
  return withValues(adminMessages.shipmentRefused, { from, to });
}

/** `POST /api/v2/admin/shipping/`: a new shipment `{account, kind, reason?}` to the account's address. */
export const newShipmentSchema = v.config(
  fields(
    {
      account: idField(adminFieldLabels.account),
      kind: choiceField(shipmentKinds, adminFieldLabels.shipmentKind),
      reason: optionalText(adminFieldLabels.shipmentReason, adminLimits.reason),
    },
    { account: adminFieldLabels.account, kind: adminFieldLabels.shipmentKind },
  ),
  { abortPipeEarly: false },
);

/** A new shipment's values. */
export type NewShipment = v.InferOutput<typeof newShipmentSchema>;

/**
 * `PATCH /api/v2/admin/shipments/{id}/`: `{status, carrier?, tracking_number?}`; `shipped` needs the
 * carrier and the tracking number.
 */
export const shipmentChangeSchema = v.config(
  v.pipe(
    fields(
      {
        status: choiceField(shipmentStatuses, adminFieldLabels.shipmentStatus),
        carrier: optionalText(adminFieldLabels.carrier, adminLimits.carrier),
        tracking_number: optionalText(adminFieldLabels.trackingNumber, adminLimits.trackingNumber),
      },
      { status: adminFieldLabels.shipmentStatus },
    ),
    v.forward(
      v.check(
        (value) => value.status !== 'shipped' || (value.carrier !== null && value.tracking_number !== null),
        m(adminMessages.trackingRequired),
      ),
      ['tracking_number'],
    ),
  ),
  { abortPipeEarly: false },
);

/** A status change's values. */
export type ShipmentChange = v.InferOutput<typeof shipmentChangeSchema>;

/** The labels of the statuses. */
export const shipmentStatusLabels: Readonly<Record<ShipmentStatus, MessageDescriptor>> = {
  pending: /*i18n*/ { id: 'admin.shipment.pending', message: 'Pending' },
  shipped: /*i18n*/ { id: 'admin.shipment.shipped', message: 'Shipped' },
  delivered: /*i18n*/ { id: 'admin.shipment.delivered', message: 'Delivered' },
  returned: /*i18n*/ { id: 'admin.shipment.returned', message: 'Returned' },
  cancelled: /*i18n*/ { id: 'admin.shipment.cancelled', message: 'Cancelled' },
};

/** The labels of the kinds. */
export const shipmentKindLabels: Readonly<Record<ShipmentKind, MessageDescriptor>> = {
  kit: /*i18n*/ { id: 'admin.shipmentKind.kit', message: 'Game kit' },
  replacement_sensor: /*i18n*/ { id: 'admin.shipmentKind.sensor', message: 'Replacement heart-rate sensor' },
  replacement_tablet: /*i18n*/ { id: 'admin.shipmentKind.tablet', message: 'Replacement tablet' },
  replacement_strap: /*i18n*/ { id: 'admin.shipmentKind.strap', message: 'Replacement strap' },
  return_label: /*i18n*/ { id: 'admin.shipmentKind.returnLabel', message: 'Return label' },
};

/** The statuses of a support ticket (`GET /api/v2/admin/users/{id}/tickets/`), as the help desk names them. */
export const supportTicketStatuses = ['open', 'pending', 'solved', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];
