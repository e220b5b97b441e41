// Which child the stats page shows for `?pid=` (spec section 2): the one named when it is the account's,
// else the first active child (the first child when none is active). Players come sorted by id.
import type { Player } from '@hub/api-client';

/** The child to show and whether the address must change to name it. */
export interface PlayerChoice {
  player: Player | null;
  /** `pid` named no child of the account (a typo, another family's, a removed child). */
  unknown: boolean;
  /** The `pid` the address should carry, when it does not carry it yet. */
  replacePid: number | null;
}

/** Reads `pid` as a positive id, or null. */
export function readPid(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/** The child for `pid` among the account's players. */
export function choosePlayer(players: readonly Player[], rawPid: string | null): PlayerChoice {
  const pid = readPid(rawPid);
  const named = pid === null ? undefined : players.find((player) => player.id === pid);
  if (named) return { player: named, unknown: false, replacePid: null };
  const fallback = players.find((player) => player.is_active) ?? players[0] ?? null;
  return {
    player: fallback,
    unknown: rawPid !== null && rawPid !== '',
    replacePid: fallback ? fallback.id : null,
  };
}
