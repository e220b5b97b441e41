// The demo world's player stats (issue 12): besides Maya and Leo (src/seed/demo.ts), the parent has Noor,
// deactivated a month ago after most of a year of play; Maya keeps a streak of days at the 45-minute goal
// up to today; monthly@ has one child, Zoe, who plays shorter sessions, with more rest days and never
// reaches the goal. The players of these families and of family@ (src/seed/demo-account.ts) get heart-rate
// rises, cool-downs and cooldown events for the days they played, the surveys some of them answered and
// game settings. Idempotent: a second start adds only what today brought.
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  acornGrants,
  coolDowns,
  cooldownEvents,
  gameProfiles,
  hrRises,
  playerActivity,
  playerGameSettings,
  players,
  surveyResponses,
  surveys,
  users,
} from '../db/schema';

const dayMs = 24 * 60 * 60 * 1000;

/** A child the stats area adds to a demo family. */
interface StatsPlayer {
  name: string;
  firstPlayDaysAgo: number;
  /** Days ago the player was deactivated: no play after it. */
  deactivatedDaysAgo?: number;
  /** Minutes of a day's play, from and to. */
  minutes: [number, number];
  /** Share of days without play. */
  restDays: number;
}

/** The families the stats area adds children to, by the email of their parent. */
export const demoStatsFamilies: readonly { email: string; players: StatsPlayer[] }[] = [
  {
    email: 'parent@demo.test',
    players: [
      { name: 'Noor', firstPlayDaysAgo: 290, deactivatedDaysAgo: 32, minutes: [15, 55], restDays: 0.3 },
    ],
  },
  {
    email: 'monthly@demo.test',
    players: [{ name: 'Zoe', firstPlayDaysAgo: 130, minutes: [5, 40], restDays: 0.45 }],
  },
];

/** Maya's streak: her last days, today included, are at the goal. */
export const demoStreak = { email: 'parent@demo.test', player: 'Maya', days: 6 } as const;

/** Everyone in the demo world with children; their players get heart-rate data. */
const familiesWithPlayers = ['parent@demo.test', 'monthly@demo.test', 'family@demo.test'];

const demoSurveys = [
  { slug: 'play-routine', title: 'How is the play routine going?' },
  { slug: 'after-play', title: 'How do you feel after playing?' },
  { slug: 'favourite-game', title: 'Which game do you like best?' },
];

/** The UTC calendar day of a moment, as a Date at 00:00 UTC. */
function utcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** A small deterministic generator, so the demo world looks the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A day's play from `from` to `to` (UTC days, inclusive) at 17:00 UTC, the afternoon in the Americas. */
export function familyActivity(playerId: number, from: Date, to: Date, player: StatsPlayer) {
  const rows: (typeof playerActivity.$inferInsert)[] = [];
  const [low, high] = player.minutes;
  for (let day = utcDay(from).getTime(); day <= utcDay(to).getTime(); day += dayMs) {
    const next = random(playerId * 7_919 + day / dayMs);
    if (next() < player.restDays) continue;
    rows.push({
      playerId,
      periodDatetime: new Date(day + 17 * 60 * 60 * 1000),
      secondsPlayed: Math.round((low + next() * (high - low)) * 60),
    });
  }
  return rows;
}

/** Heart-rate rises, a cool-down and its events for one day's play. */
export function heartRateOfPlay(playerId: number, at: Date, secondsPlayed: number) {
  const next = random(playerId * 104_729 + Math.floor(at.getTime() / 60_000));
  const minutes = secondsPlayed / 60;
  const rises = Array.from({ length: 1 + Math.floor(minutes / 20) }, (_, index) => {
    const startBpm = 84 + Math.round(next() * 18);
    return {
      playerId,
      startedAt: new Date(at.getTime() + (index * 17 + 3) * 60_000),
      startBpm,
      peakBpm: startBpm + 45 + Math.round(next() * 45),
      durationSeconds: 60 + Math.round(next() * 180),
    };
  });
  const coolDownAt = new Date(at.getTime() + secondsPlayed * 1000);
  const coolDown = {
    playerId,
    startedAt: coolDownAt,
    fromBpm: 128 + Math.round(next() * 30),
    toBpm: 88 + Math.round(next() * 14),
    durationSeconds: 120 + Math.round(next() * 180),
  };
  const started = next() < 0.85;
  const completed = started && next() < 0.85;
  const events: { occurredAt: Date; kind: string; bpm: number }[] = [
    { occurredAt: new Date(coolDownAt.getTime() - 30_000), kind: 'prompted', bpm: coolDown.fromBpm + 6 },
  ];
  if (started) events.push({ occurredAt: coolDownAt, kind: 'started', bpm: coolDown.fromBpm });
  events.push({
    occurredAt: new Date(coolDownAt.getTime() + (completed ? coolDown.durationSeconds * 1000 : 45_000)),
    kind: completed ? 'completed' : 'skipped',
    bpm: completed ? coolDown.toBpm : coolDown.fromBpm - 8,
  });
  return { rises, coolDown, events };
}

/** Inserts rows in chunks (PostgreSQL takes at most 65535 parameters a statement). */
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let index = 0; index < rows.length; index += size) await insert(rows.slice(index, index + size));
}

async function playersOf(db: Database, emails: string[]) {
  return db
    .select({
      id: players.id,
      name: players.name,
      accountId: players.accountId,
      email: sql<string>`lower(${users.email})`,
      isActive: players.isActive,
    })
    .from(players)
    .innerJoin(users, eq(users.accountId, players.accountId))
    .where(inArray(sql`lower(${users.email})`, emails));
}

/** Adds the stats area's children that are missing, with their play up to today (or their deactivation). */
async function addChildren(db: Database, today: Date) {
  const present = await playersOf(
    db,
    demoStatsFamilies.map((family) => family.email),
  );
  const accounts = await db
    .select({ accountId: users.accountId, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        demoStatsFamilies.map((family) => family.email),
      ),
    );
  for (const family of demoStatsFamilies) {
    const account = accounts.find((row) => row.email === family.email);
    if (!account) continue;
    for (const child of family.players) {
      if (present.some((row) => row.email === family.email && row.name === child.name)) continue;
      const firstPlay = new Date(utcDay(today).getTime() - child.firstPlayDaysAgo * dayMs);
      const deactivated =
        child.deactivatedDaysAgo === undefined
          ? null
          : new Date(utcDay(today).getTime() - child.deactivatedDaysAgo * dayMs);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(players)
          .values({
            accountId: account.accountId,
            name: child.name,
            inProgram: deactivated === null,
            role: 'player',
            firstPlayDate: firstPlay.toISOString().slice(0, 10),
            birthDate: null,
            isActive: deactivated === null,
            deactivatedAt: deactivated,
            profileCompletedAt: today,
          })
          .returning({ id: players.id });
        // A deactivated child's last play is the day before.
        const lastPlay = deactivated ? new Date(deactivated.getTime() - dayMs) : today;
        const rows = familyActivity(row!.id, firstPlay, lastPlay, child);
        await insertChunks(rows, (chunk) => tx.insert(playerActivity).values(chunk));
      });
    }
  }
}

/** Tops up the stats area's active children's play to today, in their own pattern. */
async function topUpChildren(db: Database, today: Date) {
  const rows = await playersOf(
    db,
    demoStatsFamilies.map((family) => family.email),
  );
  for (const family of demoStatsFamilies) {
    for (const child of family.players) {
      const row = rows.find((candidate) => candidate.email === family.email && candidate.name === child.name);
      if (!row || !row.isActive) continue;
      const [last] = await db
        .select({ at: max(playerActivity.periodDatetime) })
        .from(playerActivity)
        .where(eq(playerActivity.playerId, row.id));
      if (!last?.at) continue;
      const added = familyActivity(row.id, new Date(utcDay(last.at).getTime() + dayMs), today, child);
      if (added.length > 0) await db.insert(playerActivity).values(added).onConflictDoNothing();
    }
  }
}

/**
 * Maya's last days, today included, at 50 to 62 minutes: the streak the goal ring shows. One day more than
 * the streak: "today" is the UTC day, and from midnight UTC until midnight in the Americas the families'
 * today is still the day before, so the streak they see ends there and must still be six days long.
 */
async function keepStreak(db: Database, today: Date) {
  const [maya] = (await playersOf(db, [demoStreak.email])).filter((row) => row.name === demoStreak.player);
  if (!maya) return;
  const next = random(maya.id);
  for (let daysAgo = 0; daysAgo <= demoStreak.days; daysAgo += 1) {
    const day = utcDay(today).getTime() - daysAgo * dayMs;
    // Her rows sit at 12:00 UTC (demo.ts): the same calendar day in every zone of the demo families.
    const at = new Date(day + 12 * 60 * 60 * 1000);
    const seconds = Math.round((50 + next() * 12) * 60);
    await db
      .insert(playerActivity)
      .values({ playerId: maya.id, periodDatetime: at, secondsPlayed: seconds })
      .onConflictDoUpdate({
        target: [playerActivity.playerId, playerActivity.periodDatetime],
        set: { secondsPlayed: sql`greatest(${playerActivity.secondsPlayed}, ${seconds})` },
      });
  }
}

/** Heart-rate data for every day of play since the player's last rise (all of them the first time). */
async function addHeartRate(db: Database) {
  const demoPlayers = await playersOf(db, familiesWithPlayers);
  for (const player of demoPlayers) {
    const [last] = await db
      .select({ at: max(hrRises.startedAt) })
      .from(hrRises)
      .where(eq(hrRises.playerId, player.id));
    const plays = await db
      .select({ at: playerActivity.periodDatetime, seconds: playerActivity.secondsPlayed })
      .from(playerActivity)
      .where(
        last?.at
          ? and(eq(playerActivity.playerId, player.id), gt(playerActivity.periodDatetime, last.at))
          : eq(playerActivity.playerId, player.id),
      );
    if (plays.length === 0) continue;
    const days = plays.map((play) => heartRateOfPlay(player.id, play.at, play.seconds));
    await db.transaction(async (tx) => {
      await insertChunks(
        days.flatMap((day) => day.rises),
        (chunk) => tx.insert(hrRises).values(chunk).onConflictDoNothing(),
      );
      const stored = new Map<number, number>();
      await insertChunks(
        days.map((day) => day.coolDown),
        async (chunk) => {
          const ids = await tx
            .insert(coolDowns)
            .values(chunk)
            .onConflictDoNothing()
            .returning({ id: coolDowns.id, startedAt: coolDowns.startedAt });
          for (const row of ids) stored.set(row.startedAt.getTime(), row.id);
        },
      );
      const events = days.flatMap((day) => {
        const coolDownId = stored.get(day.coolDown.startedAt.getTime());
        // A cool-down already stored (not added now) already has its events.
        if (coolDownId === undefined) return [];
        return day.events.map((event) => ({ ...event, playerId: player.id, coolDownId }));
      });
      await insertChunks(events, (chunk) => tx.insert(cooldownEvents).values(chunk));
    });
  }
}

/** The surveys, the answers of Maya (two) and Leo (one), and Maya's game settings and acorns. */
async function addSurveysAndSettings(db: Database, today: Date) {
  await db.insert(surveys).values(demoSurveys).onConflictDoNothing();
  const [parentPlayers, all] = await Promise.all([
    playersOf(db, ['parent@demo.test']),
    db.select({ id: surveys.id, slug: surveys.slug }).from(surveys),
  ]);
  const surveyId = (slug: string) => all.find((survey) => survey.slug === slug)?.id;
  const maya = parentPlayers.find((player) => player.name === 'Maya');
  const leo = parentPlayers.find((player) => player.name === 'Leo');
  const answers = [
    { player: maya, slug: 'play-routine', daysAgo: 40 },
    { player: maya, slug: 'after-play', daysAgo: 12 },
    { player: leo, slug: 'play-routine', daysAgo: 33 },
  ];
  for (const answer of answers) {
    const id = surveyId(answer.slug);
    if (!answer.player || id === undefined) continue;
    await db
      .insert(surveyResponses)
      .values({
        surveyId: id,
        playerId: answer.player.id,
        answeredAt: new Date(utcDay(today).getTime() - answer.daysAgo * dayMs + 18 * 60 * 60 * 1000),
      })
      .onConflictDoNothing();
  }
  if (!maya) return;
  const [settings] = await db
    .select({ id: playerGameSettings.playerId })
    .from(playerGameSettings)
    .where(eq(playerGameSettings.playerId, maya.id));
  if (settings) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(playerGameSettings)
      .values({ playerId: maya.id, hrGaugeLowBpm: 110, hrGaugeHighBpm: 170, chaseSpeed: 'fast' });
    await tx.insert(acornGrants).values([
      { playerId: maya.id, amount: 25, note: 'A week of play' },
      { playerId: maya.id, amount: 40, note: 'Her first streak' },
    ]);
  });
}

/**
 * Adds the stats area's children and their play, and Maya's streak. Runs before demo.ts tops up the other
 * players' play, so the children's days are already there in their own pattern.
 */
export async function seedDemoStatsPlayers(db: Database, today: Date): Promise<void> {
  await addChildren(db, today);
  await topUpChildren(db, today);
  await keepStreak(db, today);
}

/** Heart-rate data for every day of play up to today, the surveys and the game settings. Runs last. */
export async function seedDemoStatsDetails(db: Database, today: Date): Promise<void> {
  await addHeartRate(db);
  await addSurveysAndSettings(db, today);
  await addGameProfiles(db, today);
}

/** The game profiles made on the parent's tablets (issue 28): Maya's, linked, and one not linked yet. */
export const demoGameProfiles = { linked: 'KX7P2QMA', unlinked: 'HN4R8WZE' } as const;

async function addGameProfiles(db: Database, today: Date) {
  const parentPlayers = await playersOf(db, ['parent@demo.test']);
  const maya = parentPlayers.find((player) => player.name === 'Maya');
  if (!maya) return;
  await db
    .insert(gameProfiles)
    .values([
      {
        accountId: maya.accountId,
        code: demoGameProfiles.linked,
        nickname: 'Star',
        playerId: maya.id,
        linkedAt: new Date(utcDay(today).getTime() - 20 * dayMs),
      },
      { accountId: maya.accountId, code: demoGameProfiles.unlinked, nickname: 'Rocket' },
    ])
    .onConflictDoNothing();
}
