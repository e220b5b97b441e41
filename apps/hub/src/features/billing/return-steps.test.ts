import { describe, expect, it } from 'vitest';
import { returnProgress } from './return-steps';

describe('the steps of a kit’s return', () => {
  it.each([
    {
      status: 'requested',
      steps: { requested: 'done', instructions_sent: 'current', received: 'upcoming' },
      why: 'the instructions email follows a request',
    },
    {
      status: 'instructions_sent',
      steps: { requested: 'done', instructions_sent: 'done', received: 'current' },
      why: 'then the kit is on its way back',
    },
    {
      status: 'received',
      steps: { requested: 'done', instructions_sent: 'done', received: 'done' },
      why: 'staff confirmed the return',
    },
  ])('$status: $why', ({ status, steps }) => {
    expect(returnProgress(status)).toEqual(steps);
  });

  it.each([null, 'lost_in_transit'])('shows no steps for %s', (status) => {
    expect(returnProgress(status)).toBeNull();
  });
});
