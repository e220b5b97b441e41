import { customerInteractionsMetadata } from '@hub/domain';
import type { Account, AccountUser, Device, Shipping, UserDetails, UserInfo } from './schemas';

/** Demo data for stories and component tests; the same people as the server's demo world. */

/** The account family@ and caregiver@ share. */
const familyAccount = {
  id: 107,
  tags: ['hub-dashboard'],
  account_status: 'ACTIVE',
  billing_status: { status_name: 'ACTIVE' },
};
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
  // Onboarding and the account (issue 12): the server's src/seed/demo-account.ts people.
  family: {
    id: 7,
    email: 'family@demo.test',
    first_name: 'Tessa',
    last_name: 'Moreau',
    name: 'Tessa Moreau',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: true,
    is_coach: false,
    user_kind: null,
    checkout_completed: true,
    account: familyAccount,
  },
  caregiver: {
    id: 8,
    email: 'caregiver@demo.test',
    first_name: 'Omar',
    last_name: 'Moreau',
    name: 'Omar Moreau',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: false,
    is_coach: false,
    user_kind: null,
    checkout_completed: true,
    account: familyAccount,
  },
  welcome: {
    id: 9,
    email: 'welcome@demo.test',
    first_name: 'Priya',
    last_name: 'Shah',
    name: 'Priya Shah',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: true,
    is_coach: false,
    user_kind: null,
    checkout_completed: true,
    account: {
      id: 109,
      tags: ['hub-dashboard'],
      account_status: 'ACTIVE',
      billing_status: { status_name: 'ACTIVE' },
    },
  },
  educator: {
    id: 10,
    email: 'educator@demo.test',
    first_name: 'Grace',
    last_name: 'Okoye',
    name: 'Grace Okoye',
    phone: null,
    language: 'en',
    is_staff: false,
    is_billing_user: false,
    is_coach: false,
    user_kind: 'educator',
    checkout_completed: true,
    account: {
      id: 110,
      tags: ['hub-dashboard'],
      account_status: 'ACTIVE',
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

/** A user as the account lists them (`users` of `GET /api/v2/accounts/{id}/`). */
export function accountUserOf(user: UserInfo, status: AccountUser['status'] = 'active'): AccountUser {
  const { id, first_name, last_name, email, is_billing_user } = user;
  return { id, first_name, last_name, email, is_billing_user, status };
}

export const accountFixture: Account = {
  ...parentAccount,
  devices: [{ id: 11, name: 'Living-room tablet', is_kiosk_mode: false }],
  users: [accountUserOf(userInfoFixtures.parent)],
  coach_user: null,
};

/** The devices of the demo accounts, by account id (as the server's demo world has them). */
export const devicesByAccount: Readonly<Record<number, Device[]>> = {
  101: [{ id: 11, name: 'Living-room tablet', is_kiosk_mode: false }],
  107: [
    { id: 71, name: 'Kitchen tablet', is_kiosk_mode: true },
    { id: 72, name: 'Bedroom tablet', is_kiosk_mode: false },
  ],
  109: [{ id: 91, name: 'Family tablet', is_kiosk_mode: false }],
  110: [{ id: 101, name: 'Classroom tablet', is_kiosk_mode: true }],
};

/**
 * The account of a user (`GET /api/v2/accounts/{id}/`): its devices and everyone on it (family@ and
 * caregiver@ share one).
 */
export function accountFor(user: UserInfo): Account {
  if (user.account.id === parentAccount.id) return accountFixture;
  const users = Object.values(userInfoFixtures)
    .filter((other) => other.account.id === user.account.id)
    .map((other) => accountUserOf(other));
  return {
    ...user.account,
    devices: devicesByAccount[user.account.id] ?? [],
    users,
    coach_user: null,
  };
}

// --- the rest of the account's calls (issue 12) ---

/** The server's English answers of the account's calls (apps/server/src/account). */
export const accountCallFixtures = {
  optedOut: 'You will no longer get marketing emails from us.',
  optedIn: 'You will get our news and offers by email again.',
  wrongPassword: { password: ['That is not your password.'] },
  subscriptionRunning: {
    detail:
      'Your subscription is still running. Cancel it under Subscription & Billing, or ask support, before erasing your data.',
  },
  dataErased: (email: string) => ({
    detail: `Your personal data has been erased and everyone is signed out. A confirmation is on its way to ${email}.`,
  }),
  inviteSent: (email: string) => `Invitation sent to ${email}. The link in it works once, for 7 days.`,
  emailTaken: { email: ['A user with this email already exists.'] },
  onlyBillingUserInvites: { detail: 'Only the person who pays for the account can add a caregiver.' },
} as const;

/** Staff's note to the educator's classroom (the others have none). */
export const customNotesByAccount: Readonly<Record<number, string>> = {
  110: 'Your classroom’s two spare heart-rate sensors shipped on Monday.',
};

/** The experiment variants of the family's account. */
export const experimentalDataFixture = {
  account_variants: [{ campaign_name: 'weekly_digest', variant_name: 'email' }],
  player_variants: [{ player_id: 21, campaign_name: 'calm_prompts', variant_name: 'B' }],
};

/** The metadata `OPTIONS .../customer_interactions/` answers a family (the domain's, as the server's). */
export const customerInteractionsMetadataFixture = customerInteractionsMetadata({ is_staff: false });
