import { toDomainSubscription, type SubscriptionResponse } from '@hub/api-client';
import { billingFixtureClock, subscriptionFixtures } from '@hub/api-client/msw';
import { describe, expect, it } from 'vitest';
import { segmentActions, type CustomerAction } from './actions';

describe('the actions the billing segment offers', () => {
  it.each<{ state: keyof typeof subscriptionFixtures; actions: CustomerAction[]; why: string }>([
    {
      state: 'active',
      actions: ['CHANGE_PLAN', 'CANCEL_REQUEST'],
      why: 'within the grace period a subscriber may cancel (the return request is not offered beside it)',
    },
    {
      state: 'activePastGrace',
      actions: ['CHANGE_PLAN', 'RETURN_REQUEST'],
      why: 'after the grace period the return request takes the cancellation’s place',
    },
    {
      state: 'cancelRequested',
      actions: ['UNDO_CANCEL', 'ACCEPT_OFFER', 'CONFIRM_CANCEL'],
      why: 'a requested cancellation is undone, turned into an offer, or confirmed',
    },
    {
      state: 'cancelled',
      actions: ['RESUME', 'RENEW_REQUEST'],
      why: 'while access runs the subscription resumes (or a renewal is asked for)',
    },
    {
      state: 'cancelledAccessEnded',
      actions: ['REACTIVATE', 'RENEW_REQUEST'],
      why: 'once access has ended it is reactivated (a new term)',
    },
    { state: 'returned', actions: ['REACTIVATE', 'RENEW_REQUEST'], why: 'a returned kit may come back' },
    { state: 'returnRequested', actions: [], why: 'staff confirm or decline a return' },
    { state: 'renewalRequested', actions: [], why: 'staff confirm or decline a renewal' },
  ])('$state: $actions ($why)', ({ state, actions }) => {
    const subscription = toDomainSubscription(subscriptionFixtures[state] as SubscriptionResponse);
    expect(subscription).not.toBeNull();
    expect(segmentActions(subscription!, billingFixtureClock)).toEqual(actions);
  });

  it('offers no cancellation on the day the grace period is over', () => {
    const subscription = toDomainSubscription(subscriptionFixtures.active)!;
    const later = { ...billingFixtureClock, now: new Date('2026-12-10T17:00:00Z') };
    expect(segmentActions(subscription, later)).toEqual(['CHANGE_PLAN', 'RETURN_REQUEST']);
  });
});
