// One player: read it (with its linked game profile), put its profile, add a player to an account, deactivate or reactivate it (spec
// section 7). Every change runs in one transaction with the player (or the account) locked, and leaves a
// row in `player_changes`.
import {
  formatMessage,
  playerLimits,
  playerMessages,
  playerPatchSchema,
  playerProfileSchema,
  validationMessages,
  withValues,
} from '@hub/domain';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accounts } from '../account/schema';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { invalid } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { linkedGameProfile } from './game-profiles';
import { bodyInput } from './input';
import { playerChanges, players } from './schema';
import { accountClock, playerDetailJson, playerFor } from './store';

const maxId = 2_147_483_647;

/** `{account}` of the create call: a positive integer id. */
function accountOf(body: Record<string, unknown>): number {
  const raw = body.account;
  if (raw === undefined || raw === null) {
    throw invalid({ account: [formatMessage(validationMessages.fieldRequired)] });
  }
  const id =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > maxId)
    throw invalid({ account: ['A valid integer is required.'] });
  return id;
}

export function playerProfileRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/player/:id{[0-9]+}/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const player = await playerFor(db, user, idParam(c));
      return c.json({ ...playerDetailJson(player), game_profile: await linkedGameProfile(db, player.id) });
    }),
    // The whole profile: name and birth date (null allowed), in_program optional. A birth date completes
    // the profile (it leaves incomplete_profiles); a profile once complete (here, or by onboarding's birth
    // year) stays complete.
    PUT: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const id = idParam(c);
      const body = await readBody(c);
      // Who may see the player is checked before the body is: a stranger learns nothing from a 400.
      const existing = await playerFor(db, user, id);
      const { today } = await accountClock(db, existing.accountId, now());
      const values = bodyInput(playerProfileSchema(today), body);
      const saved = await db.transaction(async (tx) => {
        const player = await playerFor(tx, user, id, true);
        const complete = values.birth_date !== null;
        const [row] = await tx
          .update(players)
          .set({
            name: values.name,
            birthDate: values.birth_date,
            inProgram: values.in_program ?? player.inProgram,
            profileCompletedAt: player.profileCompletedAt ?? (complete ? now() : null),
          })
          .where(eq(players.id, id))
          .returning();
        await tx
          .insert(playerChanges)
          .values({ playerId: id, actorId: user.id, action: 'update', detail: values });
        return row!;
      });
      return c.json({ ...playerDetailJson(saved), game_profile: await linkedGameProfile(db, id) });
    }),
  });

  // A new player in an account (at most 10 per account, counted under a lock on the account).
  route(app, '/api/v2/player/', {
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const body = await readBody(c);
      const accountId = accountOf(body);
      await assertAccountAccess(user, accountId, accountExists(db, accountId));
      const { today } = await accountClock(db, accountId, now());
      const values = bodyInput(playerProfileSchema(today), body);
      const created = await db.transaction(async (tx) => {
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
        const [held] = await tx.select({ n: count() }).from(players).where(eq(players.accountId, accountId));
        if ((held?.n ?? 0) >= playerLimits.playersPerAccount) {
          throw invalid({
            non_field_errors: [
              formatMessage(
                withValues(playerMessages.tooManyPlayers, { max: playerLimits.playersPerAccount }),
              ),
            ],
          });
        }
        const [row] = await tx
          .insert(players)
          .values({
            accountId,
            name: values.name,
            birthDate: values.birth_date,
            inProgram: values.in_program ?? true,
            role: 'player',
            profileCompletedAt: values.birth_date !== null ? now() : null,
          })
          .returning();
        await tx
          .insert(playerChanges)
          .values({ playerId: row!.id, actorId: user.id, action: 'create', detail: values });
        return row!;
      });
      return c.json({ ...playerDetailJson(created), game_profile: null }, 201);
    }),
  });

  // Deactivate or reactivate a player, take it in or out of the program, rename it. The spec calls it
  // without a trailing slash; both answer.
  const patchPlayer = withUser(async (c, { user }) => {
    const { db, now } = c.var.settings;
    const id = idParam(c);
    const body = await readBody(c);
    await playerFor(db, user, id);
    const values = bodyInput(playerPatchSchema, body);
    const saved = await db.transaction(async (tx) => {
      const player = await playerFor(tx, user, id, true);
      const isActive = values.is_active ?? player.isActive;
      const [row] = await tx
        .update(players)
        .set({
          name: values.name ?? player.name,
          inProgram: values.in_program ?? player.inProgram,
          isActive,
          deactivatedAt: isActive ? null : (player.deactivatedAt ?? now()),
        })
        .where(eq(players.id, id))
        .returning();
      await tx
        .insert(playerChanges)
        .values({ playerId: id, actorId: user.id, action: 'patch', detail: values });
      return row!;
    });
    return c.json(playerDetailJson(saved));
  });
  route(app, '/api/v1/accounts/players/:id{[0-9]+}', { PATCH: patchPlayer });
  route(app, '/api/v1/accounts/players/:id{[0-9]+}/', { PATCH: patchPlayer });
}
