import { userInfoFixtures } from '@hub/api-client/msw';
import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login';

describe('where a successful login goes', () => {
  it.each([
    {
      who: 'a parent without next (onboarding first, while it is ahead of them)',
      user: userInfoFixtures.parent,
      next: null,
      to: '/dashboard/?uaction=welcome',
    },
    {
      who: 'the special user kind without next, as a parent',
      user: userInfoFixtures.educator,
      next: null,
      to: '/dashboard/?uaction=welcome',
    },
    {
      who: 'staff without next (onboarding is not for them)',
      user: userInfoFixtures.staff,
      next: null,
      to: '/dashboard/',
    },
    { who: 'a coach without next', user: userInfoFixtures.coach, next: null, to: '/dashboard/' },
    {
      who: 'a parent with a next on the hub',
      user: userInfoFixtures.parent,
      next: '/dashboard/account?segment=details',
      to: '/dashboard/account?segment=details',
    },
    {
      who: 'a parent with a next off the hub',
      user: userInfoFixtures.parent,
      next: 'https://evil.example',
      to: '/dashboard/?uaction=welcome',
    },
    {
      who: 'a blocked account, whatever next says',
      user: userInfoFixtures.blocked,
      next: '/dashboard',
      to: '/blocked',
    },
    {
      who: 'staff of a blocked account (staff always pass)',
      user: {
        ...userInfoFixtures.staff,
        account: { ...userInfoFixtures.staff.account, account_status: 'BLOCKED' },
      },
      next: '/admin',
      to: '/admin',
    },
    {
      who: 'a customer who has not completed checkout (the root rule), whatever next says',
      user: userInfoFixtures.newCustomer,
      next: '/dashboard/account?segment=billing',
      to: '/checkout',
    },
    {
      who: 'a customer who has not completed checkout, with a next into the checkout',
      user: userInfoFixtures.newCustomer,
      next: '/checkout?tag=spring',
      to: '/checkout?tag=spring',
    },
    {
      who: 'a customer who has not completed checkout, with a next that only starts like it',
      user: userInfoFixtures.newCustomer,
      next: '/checkout/confirmation',
      to: '/checkout',
    },
  ])('$who: $to', ({ user, next, to }) => {
    expect(afterLoginPath(user, next)).toBe(to);
  });
});
