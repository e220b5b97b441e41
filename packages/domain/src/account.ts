// The account's other rules (spec sections 3, 4 and 7): devices in kiosk mode, caregivers invited to the
// account, privacy (marketing opt-out and erasing personal data), customer interactions, social access
// and the special user kind. Choices where the spec is silent are in docs/decisions.md "Onboarding and
// account".
import * as v from 'valibot';
import type { AccessUser } from './access';
import type { MessageDescriptor } from './messages';
import { booleanField, choiceField } from './validation/choice';
import { currentPasswordSchema, emailSchema, firstNameSchema, lastNameSchema } from './validation/fields';
import { encodeMessage as m } from './validation/issues';
import { fieldLabels, tooLongMessage, validationMessages } from './validation/messages';
import { fields } from './validation/object-schema';

/**
 * The special user kind the hub knows (spec sections 4 and 6): an educator (a school or clinic that runs
 * the kit with the children in its care), flagged as `user_kind` on the user record.
 */
export const specialUserKind = 'educator';

/** Whether the user record flags a special kind (any non-blank `user_kind`). */
export function hasSpecialKind(user: Pick<AccessUser, 'user_kind'>): boolean {
  return Boolean(user.user_kind?.trim());
}

/** The texts of the account's calls, shared by the server (in English) and the hub. */
export const accountMessages = {
  wrongPassword: /*i18n*/ { id: 'account.wrongPassword', message: 'That is not your password.' },
  onlyBillingUserInvites: /*i18n*/ {
    id: 'account.onlyBillingUserInvites',
    message: 'Only the person who pays for the account can add a caregiver.',
  },
  emailTaken: /*i18n*/ { id: 'account.emailTaken', message: 'A user with this email already exists.' },
  inviteSent: /*i18n*/ {
    id: 'account.inviteSent',
    message: 'Invitation sent to {email}. The link in it works once, for {days} days.',
  },
  subscriptionRunning: /*i18n*/ {
    id: 'account.subscriptionRunning',
    message:
      'Your subscription is still running. Cancel it under Subscription & Billing, or ask support, before erasing your data.',
  },
  dataErased: /*i18n*/ {
    id: 'account.dataErased',
    message:
      'Your personal data has been erased and everyone is signed out. A confirmation is on its way to {email}.',
  },
  optedOut: /*i18n*/ { id: 'account.optedOut', message: 'You will no longer get marketing emails from us.' },
  optedIn: /*i18n*/ { id: 'account.optedIn', message: 'You will get our news and offers by email again.' },
} as const satisfies Record<string, MessageDescriptor>;

/** How long a caregiver's invitation link lives, in days. */
export const invitationDays = 7;

// --- devices -----------------------------------------------------------------------------------------

/** The body of `PUT .../devices/{deviceId}/toggle_kiosk_mode/`: the new `is_kiosk_mode`, a boolean. */
export const kioskModeSchema = fields({ is_kiosk_mode: booleanField() }, {});

// --- caregivers --------------------------------------------------------------------------------------

/** Inviting a caregiver (`POST /api/v2/accounts/{id}/add_user/`): their email and names (section 5 rules). */
export const caregiverInviteSchema = fields(
  { email: emailSchema, first_name: firstNameSchema, last_name: lastNameSchema },
  { email: fieldLabels.email, first_name: fieldLabels.firstName, last_name: fieldLabels.lastName },
);

/** A caregiver invitation's values. */
export type CaregiverInvite = v.InferOutput<typeof caregiverInviteSchema>;

/** Whether a user may add caregivers to an account: its billing user, or staff. */
export function canInviteCaregivers(user: Pick<AccessUser, 'is_staff' | 'is_billing_user'>): boolean {
  return Boolean(user.is_staff || user.is_billing_user);
}

/** How a user of an account stands: signed in at least once with a password, or invited and waiting. */
export type AccountUserStatus = 'active' | 'invited';

// --- privacy -----------------------------------------------------------------------------------------

/** `POST /api/v3/users/{id}/gdpr_forget/`: confirmed with the user's password. */
export const eraseDataSchema = fields(
  { password: currentPasswordSchema },
  { password: fieldLabels.currentPassword },
);

/** `POST /api/v3/users/{id}/marketing_opt_out/`: `marketing_opt_out` true (the default) or false to opt in again. */
export const marketingOptOutSchema = fields({ marketing_opt_out: v.optional(booleanField(), true) }, {});

/**
 * Whether erasing a billing user's data must wait: while the subscription still runs (not ended, not
 * never bought), the family would be charged with no one left to bill or to tell.
 */
export function erasureBlockedBySubscription(billingStatusName: string | null | undefined): boolean {
  const status = billingStatusName?.trim().toUpperCase() ?? '';
  return status !== '' && !['NOT_PURCHASED', 'CANCELLED', 'RETURNED'].includes(status);
}

// --- social access -----------------------------------------------------------------------------------

/** `POST /api/v2/user/social_access/`: whether the user asks to be in the community group. */
export const socialAccessSchema = fields({ social_access: booleanField() }, {});

// --- customer interactions ---------------------------------------------------------------------------

/** What a family's own interaction records (the spec lists none: these are ours). */
export const familyInteractionKinds = [
  'support_request',
  'callback_request',
  'feedback',
  'app_download',
  'promo_click',
] as const;

/** What staff log on an account: a call, an email or a chat with the family (issue 28). */
export const staffInteractionKinds = ['call', 'email', 'chat'] as const;

/** Every kind of customer interaction. */
export const customerInteractionKinds = [...familyInteractionKinds, ...staffInteractionKinds] as const;
export type CustomerInteractionKind = (typeof customerInteractionKinds)[number];

/** The kinds a caller may record: staff log their contacts with the family, a family its own actions. */
export function interactionKindsFor(user: Pick<AccessUser, 'is_staff'>): readonly CustomerInteractionKind[] {
  return user.is_staff ? staffInteractionKinds : familyInteractionKinds;
}

/** The longest summary of an interaction. */
export const customerInteractionSummaryMax = 1000;

/** What each kind of interaction means, as OPTIONS lists the choices (English, as DRF's metadata). */
const interactionKindNames: Record<CustomerInteractionKind, string> = {
  support_request: 'Asked for support',
  callback_request: 'Asked to be called back',
  feedback: 'Gave feedback',
  app_download: 'Opened the parent app’s store page',
  promo_click: 'Opened a promotion',
  call: 'Phone call',
  email: 'Email',
  chat: 'Chat',
};

/**
 * What `OPTIONS /api/v1/accounts/{id}/customer_interactions/` answers the caller (DRF's metadata): the
 * fields a POST takes, with the kinds the caller may record as its choices. The server answers it and the
 * api-client's mock serves it, so the two cannot drift.
 */
export function customerInteractionsMetadata(user: Pick<AccessUser, 'is_staff'>) {
  return {
    name: 'Customer Interaction List',
    description: 'What a family did that support should see.',
    renders: ['application/json'],
    parses: ['application/json'],
    actions: {
      POST: {
        kind: {
          type: 'choice',
          required: true,
          read_only: false,
          label: 'Kind',
          choices: interactionKindsFor(user).map((kind) => ({
            value: kind,
            display_name: interactionKindNames[kind],
          })),
        },
        summary: {
          type: 'string',
          required: false,
          read_only: false,
          label: 'Summary',
          max_length: customerInteractionSummaryMax,
        },
      },
    },
  };
}

/** The label of an interaction's summary, as its length message names it. */
export const customerInteractionSummaryLabel: MessageDescriptor = /*i18n*/ {
  id: 'field.interactionSummary',
  message: 'Summary',
};

/** An interaction's body with `kinds` as its choices: a kind and an optional summary (≤ 1000). */
function interactionSchema<const T extends readonly CustomerInteractionKind[]>(kinds: T) {
  return fields(
    {
      kind: choiceField(kinds),
      summary: v.nullish(
        v.config(
          v.pipe(
            v.string(m(validationMessages.notAString)),
            v.maxLength(
              customerInteractionSummaryMax,
              m(tooLongMessage(customerInteractionSummaryLabel, customerInteractionSummaryMax)),
            ),
            v.trim(),
          ),
          { abortPipeEarly: true },
        ),
        '',
      ),
    },
    {},
  );
}

/** `POST /api/v1/accounts/{id}/customer_interactions/`: any kind (the wire's shape). */
export const customerInteractionSchema = interactionSchema(customerInteractionKinds);
const staffInteractionSchema = interactionSchema(staffInteractionKinds);
const familyInteractionSchema = interactionSchema(familyInteractionKinds);

/** A customer interaction's values. */
export type CustomerInteractionInput = v.InferOutput<typeof customerInteractionSchema>;

/** The interaction schema of a caller: the kind must be one `interactionKindsFor` gives them. */
export function customerInteractionSchemaFor(user: Pick<AccessUser, 'is_staff'>) {
  return user.is_staff ? staffInteractionSchema : familyInteractionSchema;
}
