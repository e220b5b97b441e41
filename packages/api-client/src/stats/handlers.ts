// MSW handlers of the stats area: one per call with a fixed state (`statsHandlers`), and a world of
// children whose calls answer as the server does (`statsWorldHandlers`): lists paged with `next`, the
// activity filtered by `start_timestamp__gte`, the summaries made from the children's play.
import {
  acornsSchema,
  calendarDateIn,
  chaseSpeedSchema,
  delinkProfileSchema,
  formatMessage,
  gameProfileMessages,
  hrGaugeSchema,
  linkProfileSchema,
  playerLimits,
  playerMessages,
  playerProfileSchema,
  withValues,
  pageSize as specPageSize,
  playerPatchSchema,
  toEnglish,
  validate,
  type ActivityResult,
  type AnySchema,
} from '@hub/domain';
import type { InferOutput } from 'valibot';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBodies } from '../msw/error-bodies';
import { ok, pageOf, respond, type MockState } from '../msw/states';
import {
  accountStatisticsFor,
  activityFixtures,
  coolDownsFor,
  cooldownEventsFor,
  detailsFor,
  experimentVariantFixture,
  gameProfileFixtures,
  gameSettingsFixture,
  hrRisesFor,
  incompleteProfilesFixture,
  overviewFor,
  playerDetailFor,
  playerListFixtures,
  playersFixture,
  playerSurveysFixture,
  statsFixtureClock,
} from './fixtures';
import type { Player } from './schemas';
import type { GameProfile, GameSettings, PlayerDetail } from './player-schemas';

const player = '*/api/v2/player/:id';

export const statsHandlers = {
  players: (state: MockState<unknown> = ok(pageOf(playersFixture))) =>
    http.get('*/api/v2/player/accounts/:id', respond(state)),
  incompleteProfiles: (state: MockState<unknown> = ok(pageOf(incompleteProfilesFixture))) =>
    http.get('*/api/v2/accounts/:id/incomplete_profiles/', respond(state)),
  player: (state: MockState<unknown> = ok(playerDetailFor(playersFixture[0]!))) =>
    http.get(`${player}/`, respond(state)),
  updatePlayer: (state: MockState<unknown> = ok(playerDetailFor(playersFixture[0]!))) =>
    http.put(`${player}/`, respond(state)),
  createPlayer: (state: MockState<unknown> = ok(playerDetailFor(playersFixture[0]!))) =>
    http.post('*/api/v2/player/', respond(state)),
  patchPlayer: (state: MockState<unknown> = ok(playerDetailFor(playersFixture[0]!))) =>
    http.patch('*/api/v1/accounts/players/:id', respond(state)),
  activity: (state: MockState<unknown> = ok({ ...pageOf(activityFixtures[21]!), total_seconds_played: 0 })) =>
    http.get(`${player}/activity/`, respond(state)),
  hrRises: (state: MockState<unknown> = ok(pageOf(hrRisesFor(activityFixtures[21]!)))) =>
    http.get(`${player}/hr_rises/`, respond(state)),
  coolDowns: (state: MockState<unknown> = ok(pageOf(coolDownsFor(activityFixtures[21]!)))) =>
    http.get(`${player}/cool_downs/`, respond(state)),
  cooldownEvents: (
    state: MockState<unknown> = ok(pageOf(cooldownEventsFor(coolDownsFor(activityFixtures[21]!)))),
  ) => http.get(`${player}/cooldown_events/`, respond(state)),
  playerOverview: (state: MockState<unknown> = ok(overviewFor(playersFixture[0]!, activityFixtures[21]))) =>
    http.get('*/api/v1/dashboard/player/:id/overview/', respond(state)),
  playerDetails: (state: MockState<unknown> = ok(detailsFor(playersFixture[0]!, activityFixtures[21]))) =>
    http.get('*/api/v1/dashboard/player/:id/details/', respond(state)),
  accountStatistics: (state: MockState<unknown> = ok(accountStatisticsFor(playersFixture))) =>
    http.get('*/api/v2/accounts/:id/statistics/', respond(state)),
  playerSurveys: (state: MockState<unknown> = ok(pageOf(playerSurveysFixture))) =>
    http.get('*/api/v2/player/surveys/', respond(state)),
  experimentVariant: (state: MockState<unknown> = ok(experimentVariantFixture)) =>
    http.get('*/api/v2/player/experiment_variant/', respond(state)),
  hrGauge: (state: MockState<unknown> = ok(gameSettingsFixture)) =>
    http.post(`${player}/hr_gauge/`, respond(state)),
  chaseSpeed: (state: MockState<unknown> = ok(gameSettingsFixture)) =>
    http.post(`${player}/chase_speed/`, respond(state)),
  acorns: (state: MockState<unknown> = ok(gameSettingsFixture)) =>
    http.post(`${player}/acorns/`, respond(state)),
  linkProfile: (
    state: MockState<unknown> = ok({ player_id: 22, game_profile: gameProfileFixtures.unlinked }),
  ) => http.post('*/api/v1/forms/link-profile/', respond(state)),
  delinkProfile: (state: MockState<unknown> = ok({ player_id: 21, game_profile: null })) =>
    http.post('*/api/v1/forms/delink-profile/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/** The reads of the stats screen a story may make answer otherwise (loading, failing) for every child. */
export type StatsRead =
  | 'players'
  | 'player'
  | 'activity'
  | 'overview'
  | 'details'
  | 'statistics'
  | 'hrRises'
  | 'coolDowns'
  | 'cooldownEvents';

/** A family's stats as the mocked server holds them. */
export interface StatsWorld {
  /** The children (Maya, Leo and Noor by default). */
  players?: Player[];
  /** Each child's play by id (`activityFixtures` by default). */
  activity?: Record<number, ActivityResult[]>;
  /** Reads that answer with another state (every child). */
  answers?: Partial<Record<StatsRead, MockState<unknown>>>;
  /** How many players a page of the list holds (2, so the hub follows `next`). */
  playersPerPage?: number;
  /** The game profiles on the family's tablets (`gameProfileFixtures`: Maya's, linked, and one free). */
  tabletProfiles?: GameProfile[];
}

/** A DRF page of `items` for the request's `page` (1 by default) and `page_size`, with `next` links. */
function pageFor<T>(
  request: Request,
  items: readonly T[],
  defaultSize = specPageSize,
  extra: Record<string, unknown> = {},
) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = Math.min(
    Number(url.searchParams.get('page_size') ?? defaultSize) || defaultSize,
    specPageSize,
  );
  const last = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > last) {
    return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
  }
  const link = (to: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(to));
    return `${next.pathname}${next.search}`;
  };
  return HttpResponse.json({
    count: items.length,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
    ...extra,
  });
}

/**
 * The stats calls of a family's world: the players list (two a page), each child's profile, play (filtered
 * by `start_timestamp__gte`, 500 rows a page), heart-rate moments, overview and details, the account's
 * statistics, surveys and experiment variant; adding a child, putting a profile, linking and unlinking a
 * game profile (issue 28) as the server answers them; an unknown child is 404. `answers` overrides a read.
 */
export function statsWorldHandlers(world: StatsWorld = {}): HttpHandler[] {
  // The world keeps what the settings and the deactivation change, as the server would.
  let children = [...(world.players ?? playerListFixtures.many)];
  const activity = world.activity ?? activityFixtures;
  const perPage = world.playersPerPage ?? 2;
  const answers = world.answers ?? {};
  const childOf = (id: unknown) => children.find((child) => child.id === Number(id));
  const playOf = (id: number) => activity[id] ?? [];
  const notFound = () => HttpResponse.json(errorBodies.notFound, { status: 404 });

  /** A read by child id: its override, or the answer for the child, or 404. */
  const read =
    (name: StatsRead, answer: (child: Player, request: Request) => Response) =>
    async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
      const override = answers[name];
      if (override) return respond(override)();
      const child = childOf(params.id ?? new URL(request.url).searchParams.get('player_id'));
      return child ? answer(child, request) : notFound();
    };

  // Profiles put or created in the world, over the fixtures' (`playerDetailFor`).
  const profiles = new Map<number, Pick<PlayerDetail, 'birth_date' | 'profile_complete'>>();
  const tablet = world.tabletProfiles ?? Object.values(gameProfileFixtures);
  // Which child each tablet profile is linked to, by code: Maya's from the fixtures when she is here.
  const links = new Map<string, { playerId: number; linkedAt: string }>();
  for (const child of children) {
    const linked = playerDetailFor(child).game_profile;
    if (linked && tablet.some((profile) => profile.code === linked.code)) {
      links.set(linked.code, {
        playerId: child.id,
        linkedAt: linked.linked_at ?? statsFixtureClock.now.toISOString(),
      });
    }
  }
  const gameProfileOf = (id: number): GameProfile | null => {
    for (const [code, link] of links) {
      if (link.playerId !== id) continue;
      const profile = tablet.find((each) => each.code === code)!;
      return { ...profile, linked_at: link.linkedAt };
    }
    return null;
  };
  const profileOf = (child: Player): PlayerDetail => ({
    ...playerDetailFor(child),
    ...profiles.get(child.id),
    game_profile: gameProfileOf(child.id),
  });
  const today = calendarDateIn(statsFixtureClock.now, statsFixtureClock.timeZone);
  const refused = (status: number, body: Record<string, unknown>) => HttpResponse.json(body, { status });

  const settings = new Map<number, GameSettings>();
  const settingsOf = (child: Player): GameSettings =>
    settings.get(child.id) ?? detailsFor(child, playOf(child.id)).game_settings;
  const detailsOf = (child: Player) => ({
    ...detailsFor(child, playOf(child.id)),
    game_settings: settingsOf(child),
  });

  /** A settings call: the body through the domain's schema (400 as the server words it), then `apply`. */
  const setting =
    <S extends AnySchema>(
      schema: S,
      apply: (current: GameSettings, values: InferOutput<S>) => GameSettings,
    ) =>
    async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
      const child = childOf(params.id);
      if (!child) return notFound();
      if (!child.is_active) {
        return HttpResponse.json(
          { detail: 'This player is deactivated: reactivate them to change their game.' },
          { status: 409 },
        );
      }
      const result = validate(schema, await request.json());
      if (!result.success) return HttpResponse.json(toEnglish(result.errors), { status: 400 });
      const next = apply(settingsOf(child), result.output as InferOutput<S>);
      settings.set(child.id, next);
      return HttpResponse.json({ player_id: child.id, ...next });
    };

  return [
    // Before `/api/v2/player/:id/`, which would read `surveys` as a player id.
    http.get('*/api/v2/player/surveys/', ({ request }) =>
      childOf(new URL(request.url).searchParams.get('player_id'))
        ? pageFor(request, playerSurveysFixture)
        : notFound(),
    ),
    http.get('*/api/v2/player/experiment_variant/', ({ request }) => {
      const child = childOf(new URL(request.url).searchParams.get('player_id'));
      return child ? HttpResponse.json({ ...experimentVariantFixture, player_id: child.id }) : notFound();
    }),
    http.post('*/api/v2/player/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const result = validate(playerProfileSchema(today), body);
      if (!result.success) return refused(400, toEnglish(result.errors));
      if (children.length >= playerLimits.playersPerAccount) {
        const max = playerLimits.playersPerAccount;
        return refused(400, {
          non_field_errors: [formatMessage(withValues(playerMessages.tooManyPlayers, { max }))],
        });
      }
      const created: Player = {
        id: Math.max(100, ...children.map((child) => child.id)) + 1,
        name: result.output.name,
        in_program: result.output.in_program ?? true,
        role: 'player',
        is_active: true,
        statistic: { first_play_date: null },
      };
      children = [...children, created];
      const complete = result.output.birth_date !== null;
      profiles.set(created.id, { birth_date: result.output.birth_date, profile_complete: complete });
      return HttpResponse.json(profileOf(created), { status: 201 });
    }),
    http.put(`${player}/`, async ({ params, request }) => {
      const child = childOf(params.id);
      if (!child) return notFound();
      const result = validate(playerProfileSchema(today), await request.json());
      if (!result.success) return refused(400, toEnglish(result.errors));
      const changed: Player = {
        ...child,
        name: result.output.name,
        in_program: result.output.in_program ?? child.in_program,
      };
      children = children.map((each) => (each.id === child.id ? changed : each));
      // A profile once complete stays complete, as on the server.
      const complete = profileOf(child).profile_complete || result.output.birth_date !== null;
      profiles.set(child.id, { birth_date: result.output.birth_date, profile_complete: complete });
      return HttpResponse.json(profileOf(changed));
    }),
    http.post('*/api/v1/forms/link-profile/', async ({ request }) => {
      const result = validate(linkProfileSchema, await request.json());
      if (!result.success) return refused(400, toEnglish(result.errors));
      const { player_id: id, profile_code: code } = result.output;
      const child = childOf(id);
      if (!child) return notFound();
      if (!child.is_active) {
        return refused(409, { detail: 'This player is deactivated: reactivate them to change their game.' });
      }
      if (!tablet.some((profile) => profile.code === code)) {
        return refused(400, { profile_code: [formatMessage(gameProfileMessages.unknownCode)] });
      }
      const link = links.get(code);
      if (link && link.playerId !== id) {
        return refused(409, { profile_code: [formatMessage(gameProfileMessages.linkedElsewhere)] });
      }
      const current = gameProfileOf(id);
      if (current && current.code !== code) {
        return refused(409, { non_field_errors: [formatMessage(gameProfileMessages.playerHasProfile)] });
      }
      if (!link) links.set(code, { playerId: id, linkedAt: statsFixtureClock.now.toISOString() });
      return HttpResponse.json({ player_id: id, game_profile: gameProfileOf(id) });
    }),
    http.post('*/api/v1/forms/delink-profile/', async ({ request }) => {
      const result = validate(delinkProfileSchema, await request.json());
      if (!result.success) return refused(400, toEnglish(result.errors));
      const id = result.output.player_id;
      if (!childOf(id)) return notFound();
      const current = gameProfileOf(id);
      if (!current) return refused(409, { non_field_errors: [formatMessage(gameProfileMessages.notLinked)] });
      links.delete(current.code);
      return HttpResponse.json({ player_id: id, game_profile: null });
    }),
    http.post(
      `${player}/hr_gauge/`,
      setting(hrGaugeSchema, (current, zone) => ({ ...current, hr_gauge: zone })),
    ),
    http.post(
      `${player}/chase_speed/`,
      setting(chaseSpeedSchema, (current, { speed }) => ({ ...current, chase_speed: speed })),
    ),
    http.post(
      `${player}/acorns/`,
      setting(acornsSchema, (current, { amount }) => ({ ...current, acorns: current.acorns + amount })),
    ),
    http.patch('*/api/v1/accounts/players/:id', async ({ params, request }) => {
      const child = childOf(params.id);
      if (!child) return notFound();
      const result = validate(playerPatchSchema, await request.json());
      if (!result.success) return HttpResponse.json(toEnglish(result.errors), { status: 400 });
      const changed: Player = {
        ...child,
        name: result.output.name ?? child.name,
        is_active: result.output.is_active ?? child.is_active,
        in_program: result.output.in_program ?? child.in_program,
      };
      children = children.map((each) => (each.id === child.id ? changed : each));
      return HttpResponse.json({ ...profileOf(changed), game_profile: null });
    }),
    http.get('*/api/v2/player/accounts/:id', ({ request }) =>
      answers.players ? respond(answers.players)() : pageFor(request, children, perPage),
    ),
    http.get('*/api/v2/accounts/:id/statistics/', () =>
      answers.statistics ? respond(answers.statistics)() : HttpResponse.json(accountStatisticsFor(children)),
    ),
    http.get(
      `${player}/`,
      read('player', (child) => HttpResponse.json(profileOf(child))),
    ),
    http.get(
      `${player}/activity/`,
      read('activity', (child, request) => {
        const since = new URL(request.url).searchParams.get('start_timestamp__gte');
        const from = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
        const rows = playOf(child.id).filter((row) => Date.parse(row.period_datetime) >= from);
        const total = rows.reduce((sum, row) => sum + row.seconds_played, 0);
        return pageFor(request, rows, 500, { total_seconds_played: total });
      }),
    ),
    http.get(
      '*/api/v1/dashboard/player/:id/overview/',
      read('overview', (child) => HttpResponse.json(overviewFor(child, playOf(child.id)))),
    ),
    http.get(
      '*/api/v1/dashboard/player/:id/details/',
      read('details', (child) => HttpResponse.json(detailsOf(child))),
    ),
    http.get(
      `${player}/hr_rises/`,
      read('hrRises', (child, request) => pageFor(request, hrRisesFor(playOf(child.id)))),
    ),
    http.get(
      `${player}/cool_downs/`,
      read('coolDowns', (child, request) => pageFor(request, coolDownsFor(playOf(child.id)))),
    ),
    http.get(
      `${player}/cooldown_events/`,
      read('cooldownEvents', (child, request) => {
        const kind = new URL(request.url).searchParams.get('kind');
        const events = cooldownEventsFor(coolDownsFor(playOf(child.id)));
        return pageFor(request, kind ? events.filter((event) => event.kind === kind) : events);
      }),
    ),
  ];
}
