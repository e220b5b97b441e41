import { describe, expect, it } from 'vitest';
import { nextShipmentStatuses } from './shipment-moves';

describe('where a shipment may go next (the shipment machine)', () => {
  it.each([
    ['pending', ['shipped', 'cancelled']],
    ['shipped', ['delivered', 'returned']],
    ['delivered', ['returned']],
    ['returned', []],
    ['cancelled', []],
    ['lost_in_space', []],
  ])('%s → %j', (status, next) => {
    expect(nextShipmentStatuses(status)).toEqual(next);
  });
});
