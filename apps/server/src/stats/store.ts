// The stats area's shared reads: who may see a player, the account's calendar, and the wire shapes of a
// player and their game settings (docs/decisions.md "Player stats").
import { calendarDateIn } from '@hub/domain';
import { eq, sum } from 'drizzle-orm';
import { accountTimeZone } from '../account/time-zone';
import type { Database, Transaction } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { acornGrants, playerGameSettings, players } from './schema';

/** What reads and writes take: the database, or the transaction of a change. */
export type Db = Database | Transaction;

export type PlayerRow = typeof players.$inferSelect;

interface Caller {
  isStaff: boolean;
  accountId: number;
}

/**
 * The player with this id for the caller. Anyone but staff gets 403 for a player outside their account,
 * whether or not it exists (ids of other families tell nothing); staff get 404 for one that does not
 * exist. `lock` reads it `for update`, for a change in a transaction.
 */
export async function playerFor(db: Db, caller: Caller, playerId: number, lock = false): Promise<PlayerRow> {
  const query = db.select().from(players).where(eq(players.id, playerId));
  const [player] = lock ? await query.for('update') : await query;
  if (!caller.isStaff && player?.accountId !== caller.accountId) throw forbidden();
  if (!player) throw notFound();
  return player;
}

/** Now, the account's zone and its calendar day. */
export async function accountClock(db: Db, accountId: number, now: Date) {
  const timeZone = await accountTimeZone(db, accountId);
  return { now, timeZone, today: calendarDateIn(now, timeZone) };
}

/** A player as the list and the player calls answer. */
export function playerJson(row: PlayerRow) {
  return {
    id: row.id,
    name: row.name,
    in_program: row.inProgram,
    role: row.role,
    is_active: row.isActive,
    statistic: { first_play_date: row.firstPlayDate },
  };
}

/** A player with the profile fields (`GET`/`PUT /api/v2/player/{id}/`). */
export function playerDetailJson(row: PlayerRow) {
  return {
    ...playerJson(row),
    birth_date: row.birthDate,
    profile_complete: row.profileCompletedAt !== null,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  };
}

/** Defaults of the game settings for a player who has none stored yet. */
export const defaultGameSettings = { hrGaugeLowBpm: 100, hrGaugeHighBpm: 160, chaseSpeed: 'normal' } as const;

/** A player's game settings and acorn balance, as the settings calls answer. */
export async function gameSettingsJson(db: Db, playerId: number) {
  const [settings] = await db
    .select()
    .from(playerGameSettings)
    .where(eq(playerGameSettings.playerId, playerId));
  const [balance] = await db
    .select({ acorns: sum(acornGrants.amount).mapWith(Number) })
    .from(acornGrants)
    .where(eq(acornGrants.playerId, playerId));
  const current = settings ?? defaultGameSettings;
  return {
    player_id: playerId,
    hr_gauge: { low_bpm: current.hrGaugeLowBpm, high_bpm: current.hrGaugeHighBpm },
    chase_speed: current.chaseSpeed,
    acorns: balance?.acorns ?? 0,
  };
}
