// MSW handlers of the rest of the account's calls (issue 12): one per call, answering as its state says
// (the parent's or the family's data by default), and a persona's stateful world, where a change is what
// the next read answers (kiosk mode, a caregiver added, the marketing choice), as on the server.
import { onboardingProgress, type OnboardingProgress } from '@hub/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBodies } from '../msw/error-bodies';
import { ok, pageOf, respond, type MockState } from '../msw/states';
import {
  accountCallFixtures,
  accountFor,
  customerInteractionsMetadataFixture,
  customNotesByAccount,
  experimentalDataFixture,
  storyPassword,
  userInfoFixtures,
} from './fixtures';
import type { CustomerInteraction } from './call-schemas';
import type { Account, AccountUser, Device, UserInfo } from './schemas';

const familyAccount = accountFor(userInfoFixtures.family);

/** The v3 user info of a user: v2's, the marketing choice and the onboarding progress. */
export function userInfoV3For(
  user: UserInfo,
  choices: { marketingOptOutAt: string | null; socialAccess: boolean },
  progress: OnboardingProgress,
) {
  return {
    ...user,
    marketing_opt_out: choices.marketingOptOutAt !== null,
    marketing_opt_out_at: choices.marketingOptOutAt,
    social_access: choices.socialAccess,
    onboarding: { passed_steps: progress.passedSteps, steps_to_pass: progress.stepsToPass },
  };
}

/** One handler per call of the rest of the account, each answering as its state says. */
export const accountCallHandlers = {
  devices: (state: MockState<unknown> = ok(pageOf(familyAccount.devices))) =>
    http.get('*/api/v2/user/accounts/:id/devices/', respond(state)),
  setKioskMode: (state?: MockState<unknown>) =>
    http.put(
      '*/api/v2/user/accounts/:id/devices/:deviceId/toggle_kiosk_mode/',
      async ({ request, params }) => {
        if (state) return respond(state)();
        const { is_kiosk_mode } = (await request.json()) as { is_kiosk_mode: boolean };
        const device = familyAccount.devices.find((row) => row.id === Number(params.deviceId));
        return HttpResponse.json({
          ...(device ?? { id: Number(params.deviceId), name: 'Tablet' }),
          is_kiosk_mode,
        });
      },
    ),
  addCaregiver: (state?: MockState<unknown>) =>
    http.post('*/api/v2/accounts/:id/add_user/', async ({ request }) => {
      if (state) return respond(state)();
      const body = (await request.json()) as { email: string; first_name: string; last_name: string };
      return HttpResponse.json(
        {
          id: 99,
          ...body,
          is_billing_user: false,
          status: 'invited',
          detail: accountCallFixtures.inviteSent(body.email),
        },
        { status: 201 },
      );
    }),
  marketingOptOut: (state?: MockState<unknown>) =>
    http.post('*/api/v3/users/:id/marketing_opt_out/', async ({ request }) => {
      if (state) return respond(state)();
      const { marketing_opt_out = true } = (await request.json().catch(() => ({}))) as {
        marketing_opt_out?: boolean;
      };
      return HttpResponse.json({
        marketing_opt_out,
        marketing_opt_out_at: marketing_opt_out ? '2026-11-25T15:00:00.000Z' : null,
        detail: marketing_opt_out ? accountCallFixtures.optedOut : accountCallFixtures.optedIn,
      });
    }),
  eraseData: (state: MockState<unknown> = ok(accountCallFixtures.dataErased('caregiver@demo.test'))) =>
    http.post('*/api/v3/users/:id/gdpr_forget/', respond(state)),
  userInfoV3: (
    state: MockState<unknown> = ok(
      userInfoV3For(
        userInfoFixtures.parent,
        { marketingOptOutAt: null, socialAccess: false },
        onboardingProgress([]),
      ),
    ),
  ) => http.get('*/api/v3/user_info/', respond(state)),
  accountStatus: (
    state: MockState<unknown> = ok({
      id: 101,
      account_status: 'ACTIVE',
      is_blocked: false,
      billing_status: { status_name: 'ACTIVE' },
    }),
  ) => http.get('*/api/v1/accounts/:id/status/', respond(state)),
  customNote: (state: MockState<unknown> = ok({ custom_note: null, updated_at: null })) =>
    http.get('*/api/v1/accounts/:id/custom_note/', respond(state)),
  experimentalData: (state: MockState<unknown> = ok(experimentalDataFixture)) =>
    http.get('*/api/v2/accounts/:id/experimental_data', respond(state)),
  customerInteractions: (state: MockState<unknown> = ok(pageOf([]))) =>
    http.get('*/api/v1/accounts/:id/customer_interactions/', respond(state)),
  customerInteractionsMetadata: (state: MockState<unknown> = ok(customerInteractionsMetadataFixture)) =>
    http.options('*/api/v1/accounts/:id/customer_interactions/', respond(state)),
  recordCustomerInteraction: (state?: MockState<unknown>) =>
    http.post('*/api/v1/accounts/:id/customer_interactions/', async ({ request }) => {
      if (state) return respond(state)();
      const { kind, summary = '' } = (await request.json()) as { kind: string; summary?: string };
      return HttpResponse.json(
        { id: 1, kind, summary, user: 1, created_at: '2026-11-25T15:00:00.000Z' },
        { status: 201 },
      );
    }),
  userAuthLogin: (state: MockState<unknown> = ok({ detail: 'Logged in.' })) =>
    http.post('*/api/v2/user/auth/login/', respond(state)),
  socialAccess: (state?: MockState<unknown>) =>
    http.post('*/api/v2/user/social_access/', async ({ request }) => {
      if (state) return respond(state)();
      const { social_access } = (await request.json()) as { social_access: boolean };
      return HttpResponse.json({ social_access });
    }),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** What a persona's account world starts from, over the persona's own. */
export interface AccountWorld {
  devices?: Device[];
  users?: AccountUser[];
  /** When the user opted out of marketing; null while they get it. */
  marketingOptOutAt?: string | null;
  socialAccess?: boolean;
  customNote?: string | null;
}

/**
 * A persona's account: the account (its devices and users as changed), the devices and kiosk mode,
 * adding a caregiver (a used email is refused as the server does; a caregiver may not invite), the
 * marketing choice, erasing the data (the story password; 409 while a billing user's subscription
 * runs), the v3 user info (with `progress`, the onboarding world's), status, note, experiments,
 * interactions and social access. A blocked account's user gets 403 for every account-scoped call.
 */
export function accountWorldHandlers(
  user: UserInfo,
  progress: () => OnboardingProgress,
  start: AccountWorld = {},
): HttpHandler[] {
  const base = accountFor(user);
  const blocked = user.account.account_status.toUpperCase() === 'BLOCKED';
  let devices: Device[] = start.devices ?? base.devices;
  let users: AccountUser[] = start.users ?? base.users;
  let marketingOptOutAt = start.marketingOptOutAt ?? (user.user_kind ? '2026-11-20T10:00:00.000Z' : null);
  let socialAccess = start.socialAccess ?? false;
  const customNote =
    start.customNote === undefined ? (customNotesByAccount[user.account.id] ?? null) : start.customNote;
  const interactions: CustomerInteraction[] = [];
  const forbiddenAnswer = () => json(errorBodies.blocked, 403);
  const account = (): Account => ({ ...base, devices, users });
  const mine = (id: unknown) => Number(id) === user.account.id;
  const notYours = () => json(errorBodies.forbidden, 403);

  return [
    http.get('*/api/v2/accounts/:id/', ({ params }) => {
      if (blocked) return forbiddenAnswer();
      return mine(params.id) ? json(account()) : notYours();
    }),
    http.get('*/api/v2/user/accounts/:id/devices/', ({ params }) => {
      if (blocked) return forbiddenAnswer();
      return mine(params.id) ? json(pageOf(devices)) : notYours();
    }),
    http.put(
      '*/api/v2/user/accounts/:id/devices/:deviceId/toggle_kiosk_mode/',
      async ({ request, params }) => {
        if (blocked) return forbiddenAnswer();
        if (!mine(params.id)) return notYours();
        const { is_kiosk_mode } = (await request.json()) as { is_kiosk_mode: unknown };
        if (typeof is_kiosk_mode !== 'boolean')
          return json({ is_kiosk_mode: ['Must be a valid boolean.'] }, 400);
        const device = devices.find((row) => row.id === Number(params.deviceId));
        if (!device) return json(errorBodies.notFound, 404);
        const changed = { ...device, is_kiosk_mode };
        devices = devices.map((row) => (row.id === device.id ? changed : row));
        return json(changed);
      },
    ),
    http.post('*/api/v2/accounts/:id/add_user/', async ({ request, params }) => {
      if (blocked) return forbiddenAnswer();
      if (!mine(params.id)) return notYours();
      if (!user.is_billing_user && !user.is_staff)
        return json(accountCallFixtures.onlyBillingUserInvites, 403);
      const body = (await request.json()) as { email: string; first_name: string; last_name: string };
      const email = body.email.trim();
      const known = [
        ...Object.values(userInfoFixtures).map((other) => other.email),
        ...users.map((row) => row.email),
      ];
      const existing = users.find((row) => row.email.toLowerCase() === email.toLowerCase());
      if (
        existing?.status !== 'invited' &&
        known.some((address) => address.toLowerCase() === email.toLowerCase())
      ) {
        return json(accountCallFixtures.emailTaken, 400);
      }
      const invited: AccountUser = {
        id: existing?.id ?? 1000 + users.length,
        email,
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        is_billing_user: false,
        status: 'invited',
      };
      users = existing ? users.map((row) => (row.id === existing.id ? invited : row)) : [...users, invited];
      return json({ ...invited, detail: accountCallFixtures.inviteSent(email) }, existing ? 200 : 201);
    }),
    http.post('*/api/v3/users/:id/marketing_opt_out/', async ({ request, params }) => {
      if (blocked) return forbiddenAnswer();
      if (Number(params.id) !== user.id) return notYours();
      const { marketing_opt_out = true } = (await request.json().catch(() => ({}))) as {
        marketing_opt_out?: boolean;
      };
      marketingOptOutAt = marketing_opt_out ? (marketingOptOutAt ?? '2026-11-25T15:00:00.000Z') : null;
      return json({
        marketing_opt_out,
        marketing_opt_out_at: marketingOptOutAt,
        detail: marketing_opt_out ? accountCallFixtures.optedOut : accountCallFixtures.optedIn,
      });
    }),
    http.post('*/api/v3/users/:id/gdpr_forget/', async ({ request, params }) => {
      if (blocked) return forbiddenAnswer();
      if (Number(params.id) !== user.id) return notYours();
      const { password } = (await request.json()) as { password?: string };
      if (!password) return json({ password: ['Current password is required'] }, 400);
      if (password !== storyPassword) return json(accountCallFixtures.wrongPassword, 400);
      const status = user.account.billing_status?.status_name ?? 'NOT_PURCHASED';
      if (user.is_billing_user && !['NOT_PURCHASED', 'CANCELLED', 'RETURNED'].includes(status)) {
        return json(accountCallFixtures.subscriptionRunning, 409);
      }
      return json(accountCallFixtures.dataErased(user.email));
    }),
    http.get('*/api/v3/user_info/', () =>
      json(userInfoV3For(user, { marketingOptOutAt, socialAccess }, progress())),
    ),
    http.get('*/api/v1/accounts/:id/status/', ({ params }) => {
      if (blocked) return forbiddenAnswer();
      if (!mine(params.id)) return notYours();
      return json({
        id: user.account.id,
        account_status: user.account.account_status,
        is_blocked: false,
        billing_status: user.account.billing_status,
      });
    }),
    http.get('*/api/v1/accounts/:id/custom_note/', ({ params }) => {
      if (blocked) return forbiddenAnswer();
      if (!mine(params.id)) return notYours();
      return json({ custom_note: customNote, updated_at: customNote ? '2026-11-23T09:00:00.000Z' : null });
    }),
    http.get('*/api/v2/accounts/:id/experimental_data', ({ params }) => {
      if (blocked) return forbiddenAnswer();
      if (!mine(params.id)) return notYours();
      return json(
        user.account.id === familyAccount.id
          ? experimentalDataFixture
          : { account_variants: [], player_variants: [] },
      );
    }),
    http.options('*/api/v1/accounts/:id/customer_interactions/', () =>
      blocked ? forbiddenAnswer() : json(customerInteractionsMetadataFixture),
    ),
    http.get('*/api/v1/accounts/:id/customer_interactions/', ({ params }) => {
      if (blocked) return forbiddenAnswer();
      return mine(params.id) ? json(pageOf(interactions)) : notYours();
    }),
    http.post('*/api/v1/accounts/:id/customer_interactions/', async ({ request, params }) => {
      if (blocked) return forbiddenAnswer();
      if (!mine(params.id)) return notYours();
      const { kind, summary = '' } = (await request.json()) as { kind: string; summary?: string };
      const row = {
        id: interactions.length + 1,
        kind,
        summary,
        user: user.id,
        created_at: '2026-11-25T15:00:00.000Z',
      };
      interactions.unshift(row);
      return json(row, 201);
    }),
    http.post('*/api/v2/user/social_access/', async ({ request }) => {
      if (blocked) return forbiddenAnswer();
      const { social_access } = (await request.json()) as { social_access: boolean };
      socialAccess = social_access;
      return json({ social_access });
    }),
  ];
}
