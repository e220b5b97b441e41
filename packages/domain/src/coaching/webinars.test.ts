import { describe, expect, it } from 'vitest';
import { isFull, seatsLeft } from './webinars';

describe('webinar seats', () => {
  it.each([
    {
      rule: 'seats left are capacity less registrations',
      capacity: 20,
      registered: 19,
      left: 1,
      full: false,
    },
    { rule: 'an empty webinar has all seats', capacity: 20, registered: 0, left: 20, full: false },
    { rule: 'a webinar at capacity is full', capacity: 20, registered: 20, left: 0, full: true },
    { rule: 'seats left never go below 0', capacity: 5, registered: 7, left: 0, full: true },
  ])('$rule', ({ capacity, registered, left, full }) => {
    expect(seatsLeft({ capacity, registered })).toBe(left);
    expect(isFull({ capacity, registered })).toBe(full);
  });
});
