// The user and their account: `user/info`, the editable details, shipping, language, the account.
import * as v from 'valibot';

export const accountSummarySchema = v.object({
  id: v.number(),
  tags: v.array(v.string()),
  account_status: v.string(),
  billing_status: v.nullable(v.object({ status_name: v.string() })),
});

/** `GET /api/v2/user/info/` (docs/decisions.md). */
export const userInfoSchema = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  name: v.string(),
  phone: v.nullable(v.string()),
  language: v.nullable(v.string()),
  is_staff: v.boolean(),
  is_billing_user: v.boolean(),
  is_coach: v.boolean(),
  user_kind: v.nullable(v.string()),
  checkout_completed: v.boolean(),
  account: accountSummarySchema,
});
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

/** `GET/PATCH /api/v2/user/`: the fields a user edits on the account tab. */
export const userDetailsSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  language: v.nullable(v.string()),
  /** A new email that waits for its confirmation link (docs/decisions.md "Changing the email"). */
  pending_email: v.optional(v.nullable(v.string()), null),
});
export type UserDetails = v.InferOutput<typeof userDetailsSchema>;
/** A PATCH of the details; a new email comes with the current password. */
export type UserDetailsUpdate = Partial<Pick<UserDetails, 'first_name' | 'last_name' | 'email' | 'phone'>> & {
  current_password?: string;
};

/** What opening a link of an email change answers: the sentence to show and the email now in use. */
export const emailChangeResultSchema = v.object({ detail: v.string(), email: v.string() });
export type EmailChangeResult = v.InferOutput<typeof emailChangeResultSchema>;

/** The answer of `PATCH /api/v3/users/{id}/` {language}. */
export const languageUpdateSchema = v.object({ id: v.number(), language: v.nullable(v.string()) });
export type LanguageUpdate = v.InferOutput<typeof languageUpdateSchema>;

/** `GET/PATCH /api/v2/user/shipping/`. */
export const shippingSchema = v.object({
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  state: v.string(),
  zipcode: v.string(),
  country: v.string(),
  timezone: v.string(),
  /**
   * The stored address's version: sent back with a change, a save based on an address changed since is
   * refused with 412 instead of overwriting it (docs/decisions.md "The shipping address's version").
   */
  version: v.optional(v.string()),
});
export type Shipping = v.InferOutput<typeof shippingSchema>;

export const deviceSchema = v.object({ id: v.number(), name: v.string(), is_kiosk_mode: v.boolean() });
export type Device = v.InferOutput<typeof deviceSchema>;

/** A user of the account: `active` once they have a password, `invited` until then (a caregiver). */
export const accountUserSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  is_billing_user: v.boolean(),
  status: v.picklist(['active', 'invited']),
});
export type AccountUser = v.InferOutput<typeof accountUserSchema>;

/** `GET /api/v2/accounts/{id}/`. */
export const accountSchema = v.object({
  id: v.number(),
  tags: v.array(v.string()),
  account_status: v.string(),
  billing_status: v.nullable(v.object({ status_name: v.string() })),
  devices: v.array(deviceSchema),
  /** Everyone on the account (docs/decisions.md "Onboarding and account"); older answers had none. */
  users: v.optional(v.array(accountUserSchema), []),
  coach_user: v.nullable(v.number()),
});
export type Account = v.InferOutput<typeof accountSchema>;
