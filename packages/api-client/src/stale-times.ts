/** How long each kind of query stays fresh (spec section 9), in milliseconds. */
export const staleTimes = {
  userInfo: 60 * 60 * 1000,
  players: 5 * 60 * 1000,
  authStatus: 5 * 1000,
  globalConfig: Number.POSITIVE_INFINITY,
  default: 60 * 1000,
} as const;
