// The rest of the account's calls (issue 12, docs/decisions.md "Onboarding and account"): devices, a
// caregiver added, the privacy choices, the v3 user info, status, note, experiments, interactions and
// social access. Apart from schemas.ts, which the first paint loads: these load with the account's cards.
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';
import { accountUserSchema, deviceSchema, userInfoSchema } from './schemas';

/** `GET /api/v2/user/accounts/{id}/devices/`. */
export const devicePageSchema = pageSchema(deviceSchema);

/** `POST /api/v2/accounts/{id}/add_user/`: the caregiver as added, and the sentence to show. */
export const caregiverInvitedSchema = v.object({
  ...accountUserSchema.entries,
  detail: v.string(),
});
export type CaregiverInvited = v.InferOutput<typeof caregiverInvitedSchema>;

/** `POST /api/v3/users/{id}/marketing_opt_out/`. */
export const marketingChoiceSchema = v.object({
  marketing_opt_out: v.boolean(),
  marketing_opt_out_at: v.nullable(v.string()),
  detail: v.string(),
});
export type MarketingChoice = v.InferOutput<typeof marketingChoiceSchema>;

/** `GET /api/v3/user_info/`: v2's user info with the privacy choices and the onboarding progress. */
export const userInfoV3Schema = v.object({
  ...userInfoSchema.entries,
  marketing_opt_out: v.boolean(),
  marketing_opt_out_at: v.nullable(v.string()),
  social_access: v.boolean(),
  onboarding: v.object({ passed_steps: v.array(v.string()), steps_to_pass: v.array(v.string()) }),
});
export type UserInfoV3 = v.InferOutput<typeof userInfoV3Schema>;

/** `GET /api/v1/accounts/{id}/status/`. */
export const accountStatusSchema = v.object({
  id: v.number(),
  account_status: v.string(),
  is_blocked: v.boolean(),
  billing_status: v.nullable(v.object({ status_name: v.string() })),
});
export type AccountStatus = v.InferOutput<typeof accountStatusSchema>;

/** `GET /api/v1/accounts/{id}/custom_note/`: staff's note to the family, or null. */
export const customNoteSchema = v.object({
  custom_note: v.nullable(v.string()),
  updated_at: v.nullable(v.string()),
});
export type CustomNote = v.InferOutput<typeof customNoteSchema>;

/** `GET /api/v2/accounts/{id}/experimental_data`: the variants of the account and of its players. */
export const experimentalDataSchema = v.object({
  account_variants: v.array(v.object({ campaign_name: v.string(), variant_name: v.string() })),
  player_variants: v.array(
    v.object({ player_id: v.number(), campaign_name: v.string(), variant_name: v.string() }),
  ),
});
export type ExperimentalData = v.InferOutput<typeof experimentalDataSchema>;

/** One customer interaction. */
export const customerInteractionSchema = v.object({
  id: v.number(),
  kind: v.string(),
  summary: v.string(),
  user: v.nullable(v.number()),
  created_at: v.string(),
});
export type CustomerInteraction = v.InferOutput<typeof customerInteractionSchema>;
export const customerInteractionPageSchema = pageSchema(customerInteractionSchema);

/** `OPTIONS /api/v1/accounts/{id}/customer_interactions/`: DRF's metadata, the kinds as choices. */
export const customerInteractionsMetadataSchema = v.object({
  name: v.string(),
  actions: v.object({
    POST: v.object({
      kind: v.object({
        type: v.string(),
        required: v.boolean(),
        label: v.string(),
        choices: v.array(v.object({ value: v.string(), display_name: v.string() })),
      }),
      summary: v.object({
        type: v.string(),
        required: v.boolean(),
        label: v.string(),
        max_length: v.number(),
      }),
    }),
  }),
});
export type CustomerInteractionsMetadata = v.InferOutput<typeof customerInteractionsMetadataSchema>;

/** `POST /api/v2/user/social_access/`. */
export const socialAccessSchema = v.object({ social_access: v.boolean() });
export type SocialAccess = v.InferOutput<typeof socialAccessSchema>;
