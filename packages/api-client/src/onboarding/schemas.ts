// Onboarding (spec sections 2, 3 and 4): the user's actions, has_done, the form service's responses and a
// completed player profile.
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

/** An action the user has done (an onboarding step is passed once its action is here). */
export const userActionSchema = v.object({ id: v.number(), action: v.string(), created_at: v.string() });
export type UserAction = v.InferOutput<typeof userActionSchema>;
export const userActionPageSchema = pageSchema(userActionSchema);

/** `GET /api/v1/actions/has_done?action=`. */
export const hasDoneSchema = v.object({ action: v.string(), has_done: v.boolean() });
export type HasDone = v.InferOutput<typeof hasDoneSchema>;

/** A response to a form of the form service (`answers` as the form has them). */
export const formResponseSchema = v.object({
  id: v.number(),
  form: v.string(),
  answers: v.record(v.string(), v.unknown()),
  created_at: v.string(),
});
export type FormResponse = v.InferOutput<typeof formResponseSchema>;
export const formResponsePageSchema = pageSchema(formResponseSchema);

/** `POST /api/v2/accounts/{id}/incomplete_profiles/{playerId}/complete/`. */
export const completedProfileSchema = v.object({
  id: v.number(),
  player_name: v.string(),
  birth_year: v.number(),
  profile_completed_at: v.string(),
});
export type CompletedProfile = v.InferOutput<typeof completedProfileSchema>;
