// Linking a child's game profile (made on the tablet, known by the code the game shows) to a player of the
// account, and undoing it (spec section 7: link-profile and delink-profile through the form service, v1;
// docs/decisions.md "Issue 28: children's profiles"). Each change runs in one transaction with the player and
// the profile locked, and leaves a row in `player_changes`.
import {
  delinkProfileSchema,
  formatMessage,
  gameProfileMessages,
  linkProfileSchema,
  type MessageDescriptor,
} from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { withUser } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { HttpError, invalid } from '../http/errors';
import { route } from '../http/route';
import { bodyInput } from './input';
import { gameProfiles, playerChanges } from './schema';
import { deactivatedDetail } from './settings';
import { playerFor, type Db } from './store';

type GameProfileRow = typeof gameProfiles.$inferSelect;

/** A linked game profile as the player calls answer it. */
export function gameProfileJson(row: GameProfileRow | undefined) {
  if (!row) return null;
  return { code: row.code, nickname: row.nickname, linked_at: row.linkedAt?.toISOString() ?? null };
}

/** The game profile linked to a player, or null. */
export async function linkedGameProfile(db: Db, playerId: number) {
  const [row] = await db.select().from(gameProfiles).where(eq(gameProfiles.playerId, playerId));
  return gameProfileJson(row);
}

/** 409: the profile or the player is not in the state the change needs. */
const conflict = (field: string, message: MessageDescriptor) =>
  new HttpError(409, { [field]: [formatMessage(message)] });

export function gameProfileRoutes(app: Hono<AppEnv>) {
  // `{player_id, profile_code}`: the profile of that code, made on this account's tablets, to the player.
  // Linking the same profile again answers as the first time.
  route(app, '/api/v1/forms/link-profile/', {
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const values = bodyInput(linkProfileSchema, await readBody(c));
      // Who may see the player is checked before anything about the code is said.
      await playerFor(db, user, values.player_id);
      const linked = await db.transaction(async (tx) => {
        const player = await playerFor(tx, user, values.player_id, true);
        if (!player.isActive) throw new HttpError(409, { detail: deactivatedDetail });
        const [profile] = await tx
          .select()
          .from(gameProfiles)
          .where(
            and(eq(gameProfiles.code, values.profile_code), eq(gameProfiles.accountId, player.accountId)),
          )
          .for('update');
        // A code of another family's tablet reads as unknown: codes tell nothing about other accounts.
        if (!profile) throw invalid({ profile_code: [formatMessage(gameProfileMessages.unknownCode)] });
        if (profile.playerId === player.id) return profile;
        if (profile.playerId !== null) throw conflict('profile_code', gameProfileMessages.linkedElsewhere);
        const [current] = await tx
          .select({ id: gameProfiles.id })
          .from(gameProfiles)
          .where(eq(gameProfiles.playerId, player.id))
          .for('update');
        if (current) throw conflict('non_field_errors', gameProfileMessages.playerHasProfile);
        const [row] = await tx
          .update(gameProfiles)
          .set({ playerId: player.id, linkedAt: now() })
          .where(eq(gameProfiles.id, profile.id))
          .returning();
        await tx.insert(playerChanges).values({
          playerId: player.id,
          actorId: user.id,
          action: 'link_profile',
          detail: { profile_code: profile.code },
        });
        return row!;
      });
      return c.json({ player_id: values.player_id, game_profile: gameProfileJson(linked) });
    }),
  });

  // `{player_id}`: the player's game profile is no longer theirs (it can be linked again, to any child).
  route(app, '/api/v1/forms/delink-profile/', {
    POST: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const values = bodyInput(delinkProfileSchema, await readBody(c));
      await playerFor(db, user, values.player_id);
      await db.transaction(async (tx) => {
        const player = await playerFor(tx, user, values.player_id, true);
        const [profile] = await tx
          .select()
          .from(gameProfiles)
          .where(eq(gameProfiles.playerId, player.id))
          .for('update');
        if (!profile) throw conflict('non_field_errors', gameProfileMessages.notLinked);
        await tx
          .update(gameProfiles)
          .set({ playerId: null, linkedAt: null })
          .where(eq(gameProfiles.id, profile.id));
        await tx.insert(playerChanges).values({
          playerId: player.id,
          actorId: user.id,
          action: 'delink_profile',
          detail: { profile_code: profile.code },
        });
      });
      return c.json({ player_id: values.player_id, game_profile: null });
    }),
  });
}
