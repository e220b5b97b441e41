// The player calls' answers besides the list (docs/decisions.md "Player stats"): one player with the
// profile fields, heart-rate moments, the dashboard's summaries, game settings, surveys and experiment
// variants. A module of their own: the players list (./schemas.ts) is in the hub's first load, these
// schemas only in the stats screens' chunks.
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';
import { playerSchema } from './schemas';

/** A game profile made on a tablet and linked to a player (issue 28): its code, as the game shows it. */
export const gameProfileSchema = v.object({
  code: v.string(),
  nickname: v.nullable(v.string()),
  linked_at: v.nullable(v.string()),
});
export type GameProfile = v.InferOutput<typeof gameProfileSchema>;

/**
 * `GET`/`PUT /api/v2/player/{id}/`: a player with the profile fields and the linked game profile (the
 * PATCH answers without it: null then).
 */
export const playerDetailSchema = v.object({
  ...playerSchema.entries,
  birth_date: v.nullable(v.string()),
  profile_complete: v.boolean(),
  deactivated_at: v.nullable(v.string()),
  game_profile: v.optional(v.nullable(gameProfileSchema), null),
});
export type PlayerDetail = v.InferOutput<typeof playerDetailSchema>;

export const hrRiseSchema = v.object({
  id: v.number(),
  started_at: v.string(),
  start_bpm: v.number(),
  peak_bpm: v.number(),
  duration_seconds: v.number(),
});
export type HrRise = v.InferOutput<typeof hrRiseSchema>;
export const hrRisePageSchema = pageSchema(hrRiseSchema);

export const coolDownSchema = v.object({
  id: v.number(),
  started_at: v.string(),
  from_bpm: v.number(),
  to_bpm: v.number(),
  duration_seconds: v.number(),
});
export type CoolDown = v.InferOutput<typeof coolDownSchema>;
export const coolDownPageSchema = pageSchema(coolDownSchema);

export const cooldownEventSchema = v.object({
  id: v.number(),
  occurred_at: v.string(),
  kind: v.string(),
  cool_down: v.nullable(v.number()),
  bpm: v.nullable(v.number()),
});
export type CooldownEvent = v.InferOutput<typeof cooldownEventSchema>;
export const cooldownEventPageSchema = pageSchema(cooldownEventSchema);

/** `GET /api/v1/dashboard/player/{id}/overview/`: this week against the 45-minute goal, streaks, totals. */
export const playerOverviewSchema = v.object({
  player_id: v.number(),
  time_zone: v.string(),
  today: v.string(),
  first_play_date: v.nullable(v.string()),
  goal_minutes: v.number(),
  week_start: v.string(),
  week: v.array(
    v.object({ date: v.string(), minutes: v.number(), reached_goal: v.boolean(), upcoming: v.boolean() }),
  ),
  days_at_goal_this_week: v.number(),
  minutes_this_week: v.number(),
  current_streak_days: v.number(),
  longest_streak_days: v.number(),
  last_goal_day: v.nullable(v.string()),
  total_seconds_played: v.number(),
  sessions: v.number(),
  last_played_at: v.nullable(v.string()),
});
export type PlayerOverview = v.InferOutput<typeof playerOverviewSchema>;

/** A player's game settings and acorn balance (the settings calls' answer). */
export const gameSettingsSchema = v.object({
  hr_gauge: v.object({ low_bpm: v.number(), high_bpm: v.number() }),
  chase_speed: v.string(),
  acorns: v.number(),
});
export type GameSettings = v.InferOutput<typeof gameSettingsSchema>;
export const playerGameSettingsSchema = v.object({ player_id: v.number(), ...gameSettingsSchema.entries });
export type PlayerGameSettings = v.InferOutput<typeof playerGameSettingsSchema>;

/** `GET /api/v1/dashboard/player/{id}/details/`: profile, heart-rate summary, game settings. */
export const playerDetailsSchema = v.object({
  player_id: v.number(),
  name: v.string(),
  birth_date: v.nullable(v.string()),
  in_program: v.boolean(),
  is_active: v.boolean(),
  deactivated_at: v.nullable(v.string()),
  profile_complete: v.boolean(),
  first_play_date: v.nullable(v.string()),
  hr_rises: v.object({
    count: v.number(),
    average_peak_bpm: v.nullable(v.number()),
    highest_peak_bpm: v.nullable(v.number()),
  }),
  cool_downs: v.object({ count: v.number(), average_seconds: v.nullable(v.number()) }),
  cooldown_events: v.object({
    count: v.number(),
    prompted: v.number(),
    started: v.number(),
    completed: v.number(),
    skipped: v.number(),
  }),
  game_settings: gameSettingsSchema,
});
export type PlayerDetails = v.InferOutput<typeof playerDetailsSchema>;

/** `GET /api/v2/accounts/{id}/statistics/`: the family's play at a glance. */
export const accountStatisticsSchema = v.object({
  account_id: v.number(),
  players: v.number(),
  active_players: v.number(),
  first_play_date: v.nullable(v.string()),
  total_seconds_played: v.number(),
  week_start: v.string(),
  seconds_played_this_week: v.number(),
  players_played_this_week: v.number(),
});
export type AccountStatistics = v.InferOutput<typeof accountStatisticsSchema>;

export const playerSurveySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  answered_at: v.nullable(v.string()),
});
export type PlayerSurvey = v.InferOutput<typeof playerSurveySchema>;
export const playerSurveyPageSchema = pageSchema(playerSurveySchema);

export const experimentVariantSchema = v.object({
  player_id: v.number(),
  campaign_name: v.nullable(v.string()),
  variant_name: v.nullable(v.string()),
});
export type ExperimentVariant = v.InferOutput<typeof experimentVariantSchema>;

/** `POST /api/v1/forms/link-profile/` and `delink-profile/`: the player and their game profile now. */
export const gameProfileLinkSchema = v.object({
  player_id: v.number(),
  game_profile: v.nullable(gameProfileSchema),
});
export type GameProfileLink = v.InferOutput<typeof gameProfileLinkSchema>;
