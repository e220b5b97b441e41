// Every route of the stats area (issue 12, docs/decisions.md "Player stats").
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { dashboardRoutes } from './dashboard';
import { playerExtrasRoutes } from './extras';
import { gameProfileRoutes } from './game-profiles';
import { heartRateRoutes } from './heart-rate';
import { playerRoutes } from './players';
import { playerProfileRoutes } from './profile';
import { playerSettingsRoutes } from './settings';

/** Players, their profile and game profile, settings, activity, heart-rate moments and summaries, the account's statistics. */
export function statsRoutes(app: Hono<AppEnv>) {
  playerRoutes(app);
  playerExtrasRoutes(app);
  playerProfileRoutes(app);
  gameProfileRoutes(app);
  playerSettingsRoutes(app);
  heartRateRoutes(app);
  dashboardRoutes(app);
}
