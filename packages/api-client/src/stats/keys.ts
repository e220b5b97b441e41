// Player stats' query keys (docs/decisions.md "Player stats"): everything of a player under one prefix, so a
// change of the player invalidates it all; the account's statistics beside the players. Apart from
// http/query-keys.ts, so the first paint does not carry them.
export const statsKeys = {
  accountStatistics: (accountId: number) => ['hub', 'account', accountId, 'statistics'] as const,
  player: (playerId: number) => ['hub', 'player', playerId] as const,
  playerDetail: (playerId: number) => ['hub', 'player', playerId, 'detail'] as const,
  playerOverview: (playerId: number) => ['hub', 'player', playerId, 'overview'] as const,
  playerDetails: (playerId: number) => ['hub', 'player', playerId, 'details'] as const,
  activity: (playerId: number, timeframe: string, start: string) =>
    ['hub', 'player', playerId, 'activity', timeframe, start] as const,
  hrRises: (playerId: number) => ['hub', 'player', playerId, 'hr-rises'] as const,
  coolDowns: (playerId: number) => ['hub', 'player', playerId, 'cool-downs'] as const,
  cooldownEvents: (playerId: number, filters: Record<string, string>) =>
    ['hub', 'player', playerId, 'cooldown-events', filters] as const,
  playerSurveys: (playerId: number) => ['hub', 'player', playerId, 'surveys'] as const,
  experimentVariant: (playerId: number) => ['hub', 'player', playerId, 'experiment-variant'] as const,
};
