import type { Account, Shipping, UserDetails, UserInfo } from './schemas';

/** Demo data for stories and component tests; the same people as the server's demo world. */
const parentAccount = {
  id: 101,
  tags: ['hub-dashboard'],
  account_status: 'ACTIVE',
  billing_status: { status_name: 'ACTIVE' },
};

export const userInfoFixtures = {
  parent: {
    id: 1,
    email: 'parent@demo.test',
    first_name: 'Dana',
    last_name: 'Rivera',
    name: 'Dana Rivera',
    phone: '+12025550143',
    language: 'en',
    is_staff: false,
    is_billing_user: true,
    is_coach: false,
    user_kind: null,
    checkout_completed: true,
    account: parentAccount,
  },
  sunset: {
    id: 2,
    email: 'sunset@demo.test',
    first_name: 'Sam',
    last_name: 'Okafor',
    name: 'Sam Okafor',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: true,
    is_coach: false,
    user_kind: null,
    checkout_completed: true,
    account: {
      id: 102,
      tags: ['legacy'],
      account_status: 'ACTIVE',
      billing_status: { status_name: 'ACTIVE' },
    },
  },
  staff: {
    id: 3,
    email: 'staff@demo.test',
    first_name: 'Alex',
    last_name: 'Staff',
    name: 'Alex Staff',
    phone: null,
    language: 'en',
    is_staff: true,
    is_billing_user: false,
    is_coach: false,
    user_kind: null,
    checkout_completed: true,
    account: { id: 103, tags: ['hub-dashboard'], account_status: 'ACTIVE', billing_status: null },
  },
  coach: {
    id: 4,
    email: 'coach@demo.test',
    first_name: 'Chris',
    last_name: 'Coach',
    name: 'Chris Coach',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: false,
    is_coach: true,
    user_kind: null,
    checkout_completed: true,
    account: { id: 104, tags: ['hub-dashboard'], account_status: 'ACTIVE', billing_status: null },
  },
  newCustomer: {
    id: 5,
    email: 'newcustomer@demo.test',
    first_name: 'Nia',
    last_name: 'New',
    name: 'Nia New',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: true,
    is_coach: false,
    user_kind: null,
    checkout_completed: false,
    account: {
      id: 105,
      tags: [],
      account_status: 'ACTIVE',
      billing_status: { status_name: 'NOT_PURCHASED' },
    },
  },
  blocked: {
    id: 6,
    email: 'blocked@demo.test',
    first_name: 'Blair',
    last_name: 'Blocked',
    name: 'Blair Blocked',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: true,
    is_coach: false,
    user_kind: null,
    checkout_completed: true,
    account: {
      id: 106,
      tags: ['hub-dashboard'],
      account_status: 'BLOCKED',
      billing_status: { status_name: 'ACTIVE' },
    },
  },
} satisfies Record<string, UserInfo>;

/** The demo people, by the state of the hub they show. */
export type Persona = keyof typeof userInfoFixtures;

/** Every persona, in the order stories list them. */
export const personas = Object.keys(userInfoFixtures) as Persona[];

/** The editable details of a user (`GET /api/v2/user/`), from their user info. */
export function userDetailsFor(user: UserInfo): UserDetails {
  const { id, first_name, last_name, email, phone, language } = user;
  return { id, first_name, last_name, email, phone, language, pending_email: null };
}

/** The demo password the MSW worlds take as the current password (as the seeded server does). */
export const storyPassword = 'HubDemo#2026';

/** What opening the links of an email change answers (the server's English). */
export const emailChangeFixtures = {
  confirmed: { detail: 'Your email is now dana.new@demo.test.', email: 'dana.new@demo.test' },
  kept: {
    detail:
      'Your email stays parent@demo.test, and everyone signed in to your account has been signed out. To be safe, choose a new password.',
    email: 'parent@demo.test',
  },
  linkInvalid: { token: ['This link has expired or has already been used.'] },
  taken: { token: ['This email now belongs to another account, so your email has not changed.'] },
  needsPassword: { current_password: ['Enter your current password to change your email.'] },
  wrongPassword: { current_password: ['That is not your current password.'] },
} as const;

export const userDetailsFixture: UserDetails = userDetailsFor(userInfoFixtures.parent);

export const shippingFixture: Shipping = {
  address1: '1200 Maple Avenue',
  address2: 'Apt 4B',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
  timezone: 'America/Chicago',
};

/** The address of a user who never gave one: empty, default country and timezone (spec section 9). */
export const emptyShippingFixture: Shipping = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'US',
  timezone: 'America/New_York',
};

export const accountFixture: Account = {
  ...parentAccount,
  devices: [{ id: 11, name: 'Living-room tablet', is_kiosk_mode: false }],
  coach_user: null,
};

/** The account of a user (`GET /api/v2/accounts/{id}/`); only the parent has a tablet. */
export function accountFor(user: UserInfo): Account {
  return user.account.id === parentAccount.id
    ? accountFixture
    : { ...user.account, devices: [], coach_user: null };
}
