import type {
  Account,
  IncompleteProfile,
  Player,
  RemoteConfig,
  Shipping,
  UserDetails,
  UserInfo,
} from '../schemas';

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
  return { id, first_name, last_name, email, phone, language };
}

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

export const playersFixture: Player[] = [
  {
    id: 21,
    name: 'Maya',
    in_program: true,
    role: 'player',
    is_active: true,
    statistic: { first_play_date: '2025-11-20' },
  },
  {
    id: 22,
    name: 'Leo',
    in_program: true,
    role: 'player',
    is_active: true,
    statistic: { first_play_date: '2025-12-02' },
  },
];

export const incompleteProfilesFixture: IncompleteProfile[] = [{ id: 22, player_name: 'Leo' }];

/** The error bodies the server answers (docs/decisions.md), one per failure the hub shows. */
export const errorBodies = {
  /** 400 of `PATCH /api/v2/user/`: field errors in the domain's English. */
  userValidation: {
    phone: ['Please input a valid phone number'],
    email: ['A user with this email already exists.'],
  },
  /** 400 of `PATCH /api/v2/user/shipping/`. */
  shippingValidation: { city: ['Please input a valid city'], zipcode: ['Please input a valid Zipcode'] },
  /** 400 of the session login with a wrong password. */
  wrongPassword: { non_field_errors: ['Unable to log in with provided credentials.'] },
  /** 400 of the session login with a field missing. */
  loginValidation: { email: ['Email is required'] },
  unauthorized: { detail: 'Invalid token.' },
  /** 403 of every account-scoped call of a BLOCKED account's user. */
  blocked: { detail: 'This account is unavailable. Please contact support.' },
  forbidden: { detail: 'You do not have permission to perform this action.' },
  notFound: { detail: 'Not found.' },
  throttled: (seconds: number) => ({
    detail: `Too many failed sign-in attempts. Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  }),
  serverError: { detail: 'Server error.' },
  /** 400 of the reset request: an email the rules refuse. */
  passwordResetValidation: { email: ['Please enter a valid email.'] },
  /** 429 of the reset request. */
  passwordResetThrottled: (seconds: number) => ({
    detail: `Too many password reset requests. Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  }),
  /** 400 of the set-password call: the link is unknown, expired, used or replaced. */
  invalidResetLink: { token: ['This link to set a password is invalid, has expired or was already used.'] },
  /** 400 of the set-password call: the password breaks a rule (here: the classes). */
  weakPassword: { password: ['Password must include letters, numbers, and special symbols'] },
  /** 400 of the set-password call: the password holds the user's name. */
  passwordWithName: { password: ['Password must not contain your first or last name'] },
} as const;

/** The answers of the password reset calls (the server's English). */
export const passwordResetFixtures = {
  requested: {
    detail:
      'If an account uses this email, a link to set a new password is on its way. The link works for one hour.',
  },
  set: { detail: 'Your new password is set. You can log in with it now.', email: 'parent@demo.test' },
} as const;

export const globalRemoteConfigsFixture: RemoteConfig[] = [
  {
    config_name: 'customer_dash_supported_account_tags',
    config_value: '["hub-dashboard","early-access"]',
    updated_at: '2026-10-01T12:00:00Z',
  },
];
