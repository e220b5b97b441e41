// The demo world's coaching and content (issue 14): coach@demo.test (Chris Coach) gets a profile (English and
// Spanish, America/Denver, Mon-Fri 09:00-12:00 and 13:00-17:00), monthly@'s family a completed call eight
// days ago with two notes, parent@'s family an upcoming call in about three days; three upcoming webinars
// hosted by the coach (one with a single seat left, one full, one roomy); a dozen resources and tutorials in
// English with Spanish and Arabic translations of some (one resource unpublished). Times are relative to the
// seed's now. Idempotent: the profile, calls and content are made once; webinars again when none is ahead.
import { coachingCallMinutes, freeSlots, type WeeklyHours } from '@hub/domain';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  coachingCalls,
  coachNotes,
  coachProfiles,
  contentItems,
  sentMessages,
  users,
  webinarRegistrations,
  webinars,
} from '../db/schema';
import { randomToken } from '../coaching/store';

const minute = 60_000;
const day = 24 * 60 * minute;

export const demoCoach = {
  email: 'coach@demo.test',
  widgetId: 'chris-coach',
  timeZone: 'America/Denver',
  bio: 'I help families build calm routines around play and rest. Ten years of coaching parents of children with ADHD.',
  languages: ['en', 'es'],
} as const;

export const demoCoachHours: WeeklyHours[] = ([1, 2, 3, 4, 5] as const).flatMap((weekday) => [
  { weekday, start: '09:00', end: '12:00' },
  { weekday, start: '13:00', end: '17:00' },
]);

/** The families booked with the coach. */
export const demoCoachedFamilies = { past: 'monthly@demo.test', upcoming: 'parent@demo.test' } as const;

interface DemoContent {
  section: 'resource' | 'tutorial';
  kind: 'article' | 'video' | 'game_directions';
  slug: string;
  title: string;
  summary: string;
  body?: string;
  url?: string;
  duration?: number;
  tags: string[];
  published?: boolean;
  translations?: Partial<Record<'es' | 'ar' | 'fr-CA', { title: string; summary: string; body?: string }>>;
}

export const demoContent: DemoContent[] = [
  {
    section: 'resource',
    kind: 'article',
    slug: 'calm-evening-routine',
    title: 'A calm evening routine',
    summary: 'Five steps that help children wind down after play.',
    body: 'Dim the lights, put screens away an hour before bed, and keep the same order of steps every night.',
    tags: ['routines', 'sleep'],
    translations: {
      es: {
        title: 'Una rutina de noche tranquila',
        summary: 'Cinco pasos que ayudan a los niños a relajarse después de jugar.',
        body: 'Baje las luces, guarde las pantallas una hora antes de dormir y siga el mismo orden cada noche.',
      },
      ar: {
        title: 'روتين مسائي هادئ',
        summary: 'خمس خطوات تساعد الأطفال على الاسترخاء بعد اللعب.',
        body: 'خففوا الأضواء، وأبعدوا الشاشات قبل النوم بساعة، واتبعوا الترتيب نفسه كل ليلة.',
      },
    },
  },
  {
    section: 'resource',
    kind: 'article',
    slug: 'understanding-heart-rate',
    title: 'Understanding the heart-rate gauge',
    summary: 'What the colours of the gauge mean and why cool-downs matter.',
    body: 'The gauge rises with excitement. Green is calm, orange is rising, red asks for a cool-down.',
    tags: ['heart rate', 'games'],
    translations: {
      es: {
        title: 'Entender el indicador de ritmo cardíaco',
        summary: 'Qué significan los colores del indicador y por qué importan las pausas.',
      },
    },
  },
  {
    section: 'resource',
    kind: 'video',
    slug: 'first-session-video',
    title: 'Your first play session',
    summary: 'A short video that walks you through setting up the sensor and the tablet.',
    url: 'https://videos.example.com/hub/first-session',
    duration: 6,
    tags: ['setup', 'sensor'],
    translations: {
      ar: { title: 'جلسة اللعب الأولى', summary: 'فيديو قصير يشرح إعداد المستشعر والجهاز اللوحي.' },
    },
  },
  {
    section: 'resource',
    kind: 'game_directions',
    slug: 'acorn-chase-directions',
    title: 'Acorn Chase: game directions',
    summary: 'How to play Acorn Chase, step by step, with tips for keeping calm.',
    body: 'Guide the squirrel to the acorns. When the gauge turns red, the squirrel rests until the child calms down.',
    tags: ['games', 'acorn chase'],
    translations: {
      es: {
        title: 'Acorn Chase: instrucciones del juego',
        summary: 'Cómo jugar a Acorn Chase, paso a paso, con consejos para mantener la calma.',
      },
      ar: { title: 'مطاردة البلوط: تعليمات اللعبة', summary: 'كيف تلعبون مطاردة البلوط خطوة بخطوة.' },
    },
  },
  {
    section: 'resource',
    kind: 'article',
    slug: 'talking-to-teachers',
    title: 'Talking to teachers about the program',
    summary: 'How to share progress with your child’s school.',
    tags: ['school'],
  },
  {
    section: 'resource',
    kind: 'article',
    slug: 'screen-time-balance',
    title: 'Balancing play time and screen time',
    summary: 'How much daily play helps, and how to keep it within the family’s limits.',
    tags: ['routines', 'screen time'],
    translations: {
      'fr-CA': {
        title: 'Équilibrer le jeu et le temps d’écran',
        summary: 'Combien de jeu par jour aide, et comment rester dans les limites de la famille.',
      },
    },
  },
  {
    section: 'resource',
    kind: 'article',
    slug: 'holiday-routines-draft',
    title: 'Keeping routines during the holidays (draft)',
    summary: 'Ideas for travel days and visits. Not published yet.',
    tags: ['routines'],
    published: false,
  },
  {
    section: 'tutorial',
    kind: 'video',
    slug: 'pairing-the-sensor',
    title: 'Pairing the heart-rate sensor',
    summary: 'Connect the sensor to the tablet in under two minutes.',
    url: 'https://videos.example.com/hub/pairing',
    duration: 2,
    tags: ['setup', 'sensor'],
    translations: {
      es: {
        title: 'Emparejar el sensor de ritmo cardíaco',
        summary: 'Conecte el sensor a la tableta en menos de dos minutos.',
      },
      ar: { title: 'ربط مستشعر نبض القلب', summary: 'اربطوا المستشعر بالجهاز اللوحي في أقل من دقيقتين.' },
    },
  },
  {
    section: 'tutorial',
    kind: 'video',
    slug: 'reading-the-dashboard',
    title: 'Reading the dashboard',
    summary: 'Activity charts, goals and streaks explained.',
    url: 'https://videos.example.com/hub/dashboard',
    duration: 4,
    tags: ['dashboard', 'activity'],
  },
  {
    section: 'tutorial',
    kind: 'video',
    slug: 'kiosk-mode',
    title: 'Using kiosk mode',
    summary: 'Keep the tablet on the game when your child plays alone.',
    url: 'https://videos.example.com/hub/kiosk',
    duration: 3,
    tags: ['tablet', 'setup'],
    translations: {
      es: {
        title: 'Usar el modo quiosco',
        summary: 'Mantenga la tableta en el juego cuando su hijo juega solo.',
      },
    },
  },
  {
    section: 'tutorial',
    kind: 'article',
    slug: 'adding-a-player',
    title: 'Adding a player',
    summary: 'Set up a profile for a second child.',
    body: 'Open Players, choose Add a player, and fill in the name and birth date.',
    tags: ['players'],
    translations: {
      ar: { title: 'إضافة لاعب', summary: 'أنشئوا ملفًا لطفل ثانٍ.' },
    },
  },
  {
    section: 'tutorial',
    kind: 'article',
    slug: 'inviting-a-caregiver',
    title: 'Inviting a caregiver',
    summary: 'Let a grandparent or a sitter follow the play sessions.',
    tags: ['caregivers'],
  },
];

async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function seedContent(db: Database, now: Date) {
  const [any] = await db.select({ id: contentItems.id }).from(contentItems).limit(1);
  if (any) return;
  const rows: (typeof contentItems.$inferInsert)[] = [];
  demoContent.forEach((item, index) => {
    const base = {
      section: item.section,
      kind: item.kind,
      slug: item.slug,
      url: item.url ?? '',
      durationMinutes: item.duration ?? null,
      tags: item.tags,
      published: item.published ?? true,
      position: (index + 1) * 10,
      createdAt: now,
    };
    rows.push({ ...base, language: 'en', title: item.title, summary: item.summary, body: item.body ?? '' });
    for (const [language, text] of Object.entries(item.translations ?? {})) {
      rows.push({ ...base, language, title: text.title, summary: text.summary, body: text.body ?? '' });
    }
  });
  await db.insert(contentItems).values(rows).onConflictDoNothing();
}

async function seedWebinars(db: Database, coachId: number, now: Date) {
  const [ahead] = await db
    .select({ id: webinars.id })
    .from(webinars)
    .where(gt(webinars.endsAt, now))
    .limit(1);
  if (ahead) return;
  const at = (days: number, utcHour: number) => {
    const start = new Date(now.getTime() + days * day);
    start.setUTCHours(utcHour, 0, 0, 0);
    return start;
  };
  const attendees = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isStaff, false),
        eq(users.isCoach, false),
        ne(users.email, demoCoachedFamilies.upcoming),
        sql`lower(${users.email}) like '%@demo.test'`,
      ),
    )
    .orderBy(users.id)
    .limit(19);
  const plan = [
    {
      title: 'Calm evenings: routines that help',
      description: 'How to end the day without a fight: a live session with questions at the end.',
      start: at(4, 1),
      language: 'en',
      // One seat left for the demo parent.
      capacity: attendees.length + 1,
      registrants: attendees.map((row) => row.id),
    },
    {
      title: 'Rutinas en familia (en español)',
      description: 'Una sesión en español sobre rutinas de juego y descanso.',
      start: at(6, 17),
      language: 'es',
      capacity: 2,
      registrants: attendees.slice(0, 2).map((row) => row.id),
    },
    {
      title: 'Getting the most from the heart-rate games',
      description: 'Tips from our coaches on goals, cool-downs and streaks.',
      start: at(9, 18),
      language: 'en',
      capacity: 50,
      registrants: attendees.slice(0, 3).map((row) => row.id),
    },
  ];
  for (const item of plan) {
    const [webinar] = await db
      .insert(webinars)
      .values({
        title: item.title,
        description: item.description,
        startsAt: item.start,
        endsAt: new Date(item.start.getTime() + 60 * minute),
        timeZone: demoCoach.timeZone,
        language: item.language,
        capacity: item.capacity,
        hostUserId: coachId,
        createdAt: now,
      })
      .returning({ id: webinars.id });
    if (item.registrants.length > 0) {
      await db
        .insert(webinarRegistrations)
        .values(item.registrants.map((userId) => ({ webinarId: webinar!.id, userId, createdAt: now })))
        .onConflictDoNothing();
    }
  }
}

/** Seeds the coach's profile, calls, notes and messages, the webinars and the content (see the header). */
export async function seedDemoCoaching(db: Database, now: Date): Promise<void> {
  await seedContent(db, now);
  const coach = await userByEmail(db, demoCoach.email);
  if (!coach) return;
  await seedWebinars(db, coach.id, now);
  const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
  if (profile) return;
  await db.insert(coachProfiles).values({
    userId: coach.id,
    bio: demoCoach.bio,
    photoUrl: '',
    languages: [...demoCoach.languages],
    timeZone: demoCoach.timeZone,
    weeklyHours: demoCoachHours,
    widgetId: demoCoach.widgetId,
    calendarToken: randomToken(),
    updatedAt: now,
  });
  const families = await db
    .select()
    .from(users)
    .where(inArray(users.email, [demoCoachedFamilies.past, demoCoachedFamilies.upcoming]));
  const past = families.find((row) => row.email === demoCoachedFamilies.past);
  const upcoming = families.find((row) => row.email === demoCoachedFamilies.upcoming);
  if (past) {
    const startsAt = new Date(now.getTime() - 8 * day);
    startsAt.setUTCHours(17, 0, 0, 0);
    await db.insert(coachingCalls).values({
      coachUserId: coach.id,
      accountId: past.accountId,
      bookedBy: past.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * minute),
      status: 'completed',
      createdAt: new Date(startsAt.getTime() - 5 * day),
      updatedAt: startsAt,
    });
    await db.insert(coachNotes).values([
      {
        accountId: past.accountId,
        authorId: coach.id,
        body: 'First call. Zoe plays short sessions; we agreed on a 20-minute goal before dinner.',
        createdAt: new Date(startsAt.getTime() + 35 * minute),
      },
      {
        accountId: past.accountId,
        authorId: coach.id,
        body: 'Follow-up by email: the evening routine article sent. Check the streak next call.',
        createdAt: new Date(startsAt.getTime() + day),
      },
    ]);
    await db.insert(sentMessages).values({
      userId: past.id,
      channel: 'sms',
      type: 'coaching_reminder',
      subject: '',
      body: 'Reminder: your coaching call with Chris Coach starts in one hour.',
      sentAt: new Date(startsAt.getTime() - 60 * minute),
    });
  }
  if (upcoming) {
    // A free slot about three days ahead, in the coach's hours.
    const slots = freeSlots({ hours: demoCoachHours, timeZone: demoCoach.timeZone, now, taken: [] });
    const slot =
      slots.find((candidate) => Date.parse(candidate.startsAt) >= now.getTime() + 3 * day) ?? slots.at(-1);
    if (slot) {
      const startsAt = new Date(slot.startsAt);
      await db.insert(coachingCalls).values({
        coachUserId: coach.id,
        accountId: upcoming.accountId,
        bookedBy: upcoming.id,
        startsAt,
        endsAt: new Date(slot.endsAt),
        status: 'scheduled',
        ref: 'demo',
        createdAt: now,
        updatedAt: now,
      });
      await db.insert(sentMessages).values({
        userId: upcoming.id,
        channel: 'email',
        type: 'coaching_booked',
        subject: 'Your coaching call is booked',
        body: `Your ${coachingCallMinutes}-minute coaching call with Chris Coach is booked for ${startsAt.toISOString()}.`,
        sentAt: now,
      });
    }
  }
}
