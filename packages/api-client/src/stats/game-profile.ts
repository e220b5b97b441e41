// A child's game profile (issue 28; spec section 7: link-profile and delink-profile through the form
// service, v1): link the profile made on the tablet, known by the code the game shows, to a player of the
// account, or undo it. Both answer `{player_id, game_profile}`; a change invalidates the player's queries.
import type { ApiClient, CallResult } from '../http/client';
import { gameProfileLinkSchema, type GameProfileLink } from './player-schemas';

/**
 * `POST /api/v1/forms/link-profile/` `{player_id, profile_code}`: 400 for a code of the wrong shape or of
 * no tablet of the account, 409 for a code linked to another child or a child who has a profile.
 */
export function linkGameProfile(
  api: ApiClient,
  playerId: number,
  profileCode: string,
): Promise<CallResult<GameProfileLink>> {
  return api.call('/api/v1/forms/link-profile/', {
    method: 'POST',
    auth: true,
    body: { player_id: playerId, profile_code: profileCode },
    schema: gameProfileLinkSchema,
  });
}

/** `POST /api/v1/forms/delink-profile/` `{player_id}`: 409 when the child has no profile linked. */
export function delinkGameProfile(api: ApiClient, playerId: number): Promise<CallResult<GameProfileLink>> {
  return api.call('/api/v1/forms/delink-profile/', {
    method: 'POST',
    auth: true,
    body: { player_id: playerId },
    schema: gameProfileLinkSchema,
  });
}
