import { shipmentEventTo, shipmentStatuses, shipmentTransition, type ShipmentStatus } from '@hub/domain';

/** Where the shipment machine (@hub/domain's shipmentTransition) lets a shipment in `status` go next. */
export function nextShipmentStatuses(status: string): ShipmentStatus[] {
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
