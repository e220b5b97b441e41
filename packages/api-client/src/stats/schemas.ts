// Players, incomplete profiles and play activity: the players list is in the hub's first load (the shell
// reads it); the other answers of the player calls are in ./player-schemas.ts.
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

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
