import * as v from 'valibot';

/** A DRF page: `{count, next, previous, results}`. */
export function pageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    count: v.number(),
    next: v.nullable(v.string()),
    previous: v.nullish(v.string()),
    results: v.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous?: string | null; results: T[] };

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
});
export type UserDetails = v.InferOutput<typeof userDetailsSchema>;
export type UserDetailsUpdate = Partial<Pick<UserDetails, 'first_name' | 'last_name' | 'email' | 'phone'>>;

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
});
export type Shipping = v.InferOutput<typeof shippingSchema>;

export const deviceSchema = v.object({ id: v.number(), name: v.string(), is_kiosk_mode: v.boolean() });

/** `GET /api/v2/accounts/{id}/`. */
export const accountSchema = v.object({
  id: v.number(),
  tags: v.array(v.string()),
  account_status: v.string(),
  billing_status: v.nullable(v.object({ status_name: v.string() })),
  devices: v.array(deviceSchema),
  coach_user: v.nullable(v.number()),
});
export type Account = v.InferOutput<typeof accountSchema>;

export const remoteConfigSchema = v.object({
  config_name: v.string(),
  config_value: v.string(),
  updated_at: v.string(),
});
export type RemoteConfig = v.InferOutput<typeof remoteConfigSchema>;
export const remoteConfigPageSchema = pageSchema(remoteConfigSchema);

export const playerSchema = v.object({
  id: v.number(),
  name: v.string(),
  in_program: v.boolean(),
  role: v.nullable(v.string()),
  is_active: v.boolean(),
  statistic: v.object({ first_play_date: v.nullable(v.string()) }),
});
export type Player = v.InferOutput<typeof playerSchema>;
export const playerPageSchema = pageSchema(playerSchema);

export const incompleteProfileSchema = v.object({ id: v.number(), player_name: v.string() });
export type IncompleteProfile = v.InferOutput<typeof incompleteProfileSchema>;
export const incompleteProfilePageSchema = pageSchema(incompleteProfileSchema);

export const activityResultSchema = v.object({ period_datetime: v.string(), seconds_played: v.number() });
export type ActivityResult = v.InferOutput<typeof activityResultSchema>;
export const activityPageSchema = v.object({
  ...pageSchema(activityResultSchema).entries,
  total_seconds_played: v.number(),
});

export const tokenResponseSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.string(),
  expires_in: v.number(),
  scope: v.string(),
});
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;

/** The `{detail}` answer of a call that has nothing else to say (the password reset request). */
export const detailSchema = v.object({ detail: v.string() });
export type DetailResponse = v.InferOutput<typeof detailSchema>;

/** The answer of `POST /api/v2/user/set_password/`: the text, and whose password it was (to log in). */
export const passwordSetSchema = v.object({ detail: v.string(), email: v.string() });
export type PasswordSet = v.InferOutput<typeof passwordSetSchema>;
