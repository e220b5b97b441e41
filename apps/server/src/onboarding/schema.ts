// The onboarding area's tables (issue 12, docs/decisions.md "Onboarding and account"): the actions a user
// has done (its steps), answers to the form service's forms, and what completed a player's profile.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/schema';
import { createdAt } from '../db/columns';
import { players } from '../stats/schema';

/**
 * What a user has done, by action name (`GET /api/v1/user_actions/`, `GET /api/v1/actions/has_done`): an
 * onboarding step is passed once its action is here (@hub/domain `onboardingProgress`). Once per action.
 */
export const userActions = pgTable(
  'user_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_actions_user_action_key').on(table.userId, table.action)],
);

/** Answers to the form service's forms (`GET/POST /api/v2/user/form_responses/`), newest last. */
export const formResponses = pgTable(
  'form_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('form_responses_user_id_idx').on(table.userId, table.id)],
);

/**
 * What completed a player's profile in onboarding: the birth year only (the least that makes the games
 * fit the child's age); `players.profile_completed_at` is set in the same transaction.
 */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    birthYear: integer('birth_year').notNull(),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('player_profiles_birth_year_check', sql`${table.birthYear} between 1900 and 2200`)],
);
