// A player's game settings (spec section 7: hr_gauge, chase_speed and acorns, each a POST): the heart-rate
// gauge's target zone, the chase speed, and acorns given as a reward. Each answers with the settings and
// the acorn balance; a deactivated player's settings stay as they are (409).
import { acornsSchema, chaseSpeedSchema, hrGaugeSchema } from '@hub/domain';
import type { Hono } from 'hono';
import { withUser, type Principal } from '../auth/principal';
import type { Transaction } from '../db/database';
import { readBody, type Body } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { bodyInput } from './input';
import { acornGrants, playerChanges, playerGameSettings } from './schema';
import { defaultGameSettings, gameSettingsJson, playerFor, type PlayerRow } from './store';

/** The 409 of a change to a deactivated player. */
export const deactivatedDetail = 'This player is deactivated: reactivate them to change their game.';

/**
 * Reads the body, checks who may change the player, validates, then runs `change` in a transaction with
 * the player locked and logs it: the answer is the settings after the change.
 */
async function changeSettings<T extends Record<string, unknown>>(
  c: AppContext,
  { user }: Principal,
  action: string,
  parse: (body: Body) => T,
  change: (tx: Transaction, player: PlayerRow, values: T) => Promise<void>,
) {
  const { db } = c.var.settings;
  const id = idParam(c);
  const body = await readBody(c);
  await playerFor(db, user, id);
  const values = parse(body);
  await db.transaction(async (tx) => {
    const player = await playerFor(tx, user, id, true);
    if (!player.isActive) throw new HttpError(409, { detail: deactivatedDetail });
    await change(tx, player, values);
    await tx.insert(playerChanges).values({ playerId: id, actorId: user.id, action, detail: values });
  });
  return c.json(await gameSettingsJson(db, id));
}

/** Writes some of the settings, the others kept (or their defaults for a player without any yet). */
async function upsertSettings(
  tx: Transaction,
  playerId: number,
  values: Partial<typeof playerGameSettings.$inferInsert>,
  now: Date,
) {
  await tx
    .insert(playerGameSettings)
    .values({ playerId, ...defaultGameSettings, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: playerGameSettings.playerId, set: { ...values, updatedAt: now } });
}

export function playerSettingsRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/player/:id{[0-9]+}/hr_gauge/', {
    POST: withUser((c, principal) =>
      changeSettings(
        c,
        principal,
        'hr_gauge',
        (body) => bodyInput(hrGaugeSchema, body),
        (tx, player, values) =>
          upsertSettings(
            tx,
            player.id,
            { hrGaugeLowBpm: values.low_bpm, hrGaugeHighBpm: values.high_bpm },
            c.var.settings.now(),
          ),
      ),
    ),
  });

  route(app, '/api/v2/player/:id{[0-9]+}/chase_speed/', {
    POST: withUser((c, principal) =>
      changeSettings(
        c,
        principal,
        'chase_speed',
        (body) => bodyInput(chaseSpeedSchema, body),
        (tx, player, values) =>
          upsertSettings(tx, player.id, { chaseSpeed: values.speed }, c.var.settings.now()),
      ),
    ),
  });

  route(app, '/api/v2/player/:id{[0-9]+}/acorns/', {
    POST: withUser((c, principal) =>
      changeSettings(
        c,
        principal,
        'acorns',
        (body) => bodyInput(acornsSchema, body),
        async (tx, player, values) => {
          await tx.insert(acornGrants).values({
            playerId: player.id,
            amount: values.amount,
            note: values.note ?? null,
            grantedBy: principal.user.id,
          });
        },
      ),
    ),
  });
}
