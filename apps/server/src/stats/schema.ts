// The stats area's tables (issue 12, docs/decisions.md "Player stats"): an account's players and their play
// time, a player's game settings, the acorns given to them, their heart-rate moments (rises, cool-downs and
// the cooldown events of the game), the surveys they answered and the experiment variants they are in.
// Every change a parent makes to a player is one row of `player_changes` (append-only), written in the same
// transaction as the change.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from '../account/schema';
import { createdAt } from '../db/columns';

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inProgram: boolean('in_program').notNull().default(true),
    role: text('role'),
    firstPlayDate: date('first_play_date', { mode: 'string' }),
    /** The child's birth date; with the name it makes the profile complete (stats, issue 12). */
    birthDate: date('birth_date', { mode: 'string' }),
    /** Deactivated players stay listed with `is_active: false`. */
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Null while the player's profile is incomplete (`incomplete_profiles`). */
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('players_account_id_idx').on(table.accountId, table.id)],
);

/** Play time per player and period; one row per period, read by time range. */
export const playerActivity = pgTable(
  'player_activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    periodDatetime: timestamp('period_datetime', { withTimezone: true }).notNull(),
    secondsPlayed: integer('seconds_played').notNull(),
  },
  (table) => [uniqueIndex('player_activity_player_period_key').on(table.playerId, table.periodDatetime)],
);

/** The game settings of a player: the heart-rate gauge's target zone and the chase speed. */
export const playerGameSettings = pgTable(
  'player_game_settings',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    hrGaugeLowBpm: integer('hr_gauge_low_bpm').notNull().default(100),
    hrGaugeHighBpm: integer('hr_gauge_high_bpm').notNull().default(160),
    /** `slow`, `normal` or `fast` (@hub/domain's chaseSpeeds). */
    chaseSpeed: text('chase_speed').notNull().default('normal'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'player_game_settings_gauge_check',
      sql`${table.hrGaugeLowBpm} between 60 and 220 and ${table.hrGaugeHighBpm} between 60 and 220 and ${table.hrGaugeLowBpm} < ${table.hrGaugeHighBpm}`,
    ),
    check('player_game_settings_speed_check', sql`${table.chaseSpeed} in ('slow', 'normal', 'fast')`),
  ],
);

/** Acorns given to a player (the game's reward); the balance is their sum. Append-only. */
export const acornGrants = pgTable(
  'acorn_grants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    note: text('note'),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('acorn_grants_player_id_idx').on(table.playerId),
    check('acorn_grants_amount_check', sql`${table.amount} between 1 and 500`),
  ],
);

/** A rise of the heart rate during play: from `start_bpm` to `peak_bpm` over `duration_seconds`. */
export const hrRises = pgTable(
  'hr_rises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    startBpm: integer('start_bpm').notNull(),
    peakBpm: integer('peak_bpm').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [uniqueIndex('hr_rises_player_started_key').on(table.playerId, table.startedAt)],
);

/** A cool-down after play: the heart rate from `from_bpm` down to `to_bpm` over `duration_seconds`. */
export const coolDowns = pgTable(
  'cool_downs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    fromBpm: integer('from_bpm').notNull(),
    toBpm: integer('to_bpm').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [uniqueIndex('cool_downs_player_started_key').on(table.playerId, table.startedAt)],
);

/** What the game recorded about a cool-down: prompted, started, completed or skipped. */
export const cooldownEvents = pgTable(
  'cooldown_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    coolDownId: bigint('cool_down_id', { mode: 'number' }).references(() => coolDowns.id, {
      onDelete: 'set null',
    }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** @hub/domain's cooldownEventKinds. */
    kind: text('kind').notNull(),
    bpm: integer('bpm'),
  },
  (table) => [
    index('cooldown_events_player_occurred_idx').on(table.playerId, table.occurredAt),
    check(
      'cooldown_events_kind_check',
      sql`${table.kind} in ('prompted', 'started', 'completed', 'skipped')`,
    ),
  ],
);

/** Surveys players are asked in the game. */
export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  createdAt: createdAt(),
});

/** A player's answer to a survey (when; the answers stay in the form service). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('survey_responses_survey_player_key').on(table.surveyId, table.playerId)],
);

/** The append-only log of changes to players: who changed what, with the fields sent. */
export const playerChanges = pgTable(
  'player_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `create`, `update`, `patch`, `hr_gauge`, `chase_speed`, `acorns`. */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('player_changes_player_id_idx').on(table.playerId, table.id)],
);

/** The experiments an account (or one of its players) takes part in: `experimental_data`'s variants. */
export const accountExperiments = pgTable(
  'account_experiments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    campaignName: text('campaign_name').notNull(),
    variantName: text('variant_name').notNull(),
  },
  (table) => [index('account_experiments_account_id_idx').on(table.accountId, table.id)],
);

/**
 * The game profiles made on an account's tablets, each known by the code the game shows (issue 28). A
 * parent links one to a player of the account (`POST /api/v1/forms/link-profile/`) and may undo it
 * (`delink-profile`): a profile is linked to at most one player, a player has at most one profile.
 */
export const gameProfiles = pgTable(
  'game_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Eight characters of @hub/domain's gameProfileAlphabet, without a space. */
    code: text('code').notNull(),
    /** The name the child typed on the tablet. */
    nickname: text('nickname'),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('game_profiles_code_key').on(table.code),
    uniqueIndex('game_profiles_player_id_key').on(table.playerId),
    index('game_profiles_account_id_idx').on(table.accountId),
  ],
);
