// Demo content for stories and tests, the same items as the demo world (apps/server/src/seed/
// demo-coaching.ts): resources (articles, a video, game directions, one unpublished draft) and tutorials
// (videos and articles), in English with Spanish and Arabic texts for some items, so "English stands in"
// (`translated: false`) shows in those languages.
import type { ContentItem } from './schemas';

type Text = Pick<ContentItem, 'title' | 'summary' | 'body'>;

/** An item in English, with its translations by language. */
export interface ContentFixture {
  item: Omit<ContentItem, 'language' | 'translated'>;
  translations: Partial<Record<string, Text>>;
}

let position = 0;
const entry = (
  id: number,
  section: ContentItem['section'],
  kind: ContentItem['kind'],
  slug: string,
  text: Text,
  rest: Partial<Pick<ContentItem, 'url' | 'duration_minutes' | 'tags' | 'published'>> = {},
  translations: ContentFixture['translations'] = {},
): ContentFixture => ({
  item: {
    id,
    slug,
    section,
    kind,
    ...text,
    url: rest.url ?? '',
    duration_minutes: rest.duration_minutes ?? null,
    tags: rest.tags ?? [],
    published: rest.published ?? true,
    position: (position += 1),
  },
  translations,
});

/** Every item, resources then tutorials, in position order. */
export const contentFixtures: ContentFixture[] = [
  entry(
    1,
    'resource',
    'article',
    'calm-mornings',
    {
      title: 'Calm mornings before school',
      summary: 'Three small habits that make the morning rush easier for everyone.',
      body: 'Start with two minutes of the breathing game before breakfast. Keep the same order every day...',
    },
    { tags: ['routines', 'mornings'], duration_minutes: 4 },
    {
      es: {
        title: 'Mañanas tranquilas antes de la escuela',
        summary: 'Tres pequeños hábitos que facilitan las prisas de la mañana.',
        body: 'Empiecen con dos minutos del juego de respiración antes del desayuno...',
      },
      ar: {
        title: 'صباح هادئ قبل المدرسة',
        summary: 'ثلاث عادات صغيرة تجعل صباح المدرسة أسهل للجميع.',
        body: 'ابدأوا بدقيقتين من لعبة التنفس قبل الفطور...',
      },
    },
  ),
  entry(
    2,
    'resource',
    'article',
    'big-feelings',
    {
      title: 'When big feelings take over',
      summary: 'What happens in the body during frustration, and how play helps a child cool down.',
      body: 'A rising heart rate is the first sign. The cool-down games teach children to notice it...',
    },
    { tags: ['emotions', 'heart rate'], duration_minutes: 6 },
    {
      es: {
        title: 'Cuando las emociones desbordan',
        summary: 'Qué pasa en el cuerpo con la frustración y cómo el juego ayuda a calmarse.',
        body: 'El ritmo cardíaco que sube es la primera señal...',
      },
    },
  ),
  entry(
    3,
    'resource',
    'article',
    'screen-time-balance',
    {
      title: 'Screen time that builds skills',
      summary: 'How the kit’s play fits with other screen time, and setting limits together.',
      body: 'Agree on play windows as a family. Forty-five minutes a day is the program’s goal...',
    },
    { tags: ['screen time', 'routines'], duration_minutes: 5 },
  ),
  entry(
    4,
    'resource',
    'video',
    'kit-tour',
    {
      title: 'A tour of the kit',
      summary: 'The sensor, the tablet and the app in five minutes.',
      body: 'A short video showing how to wear the sensor and start the first game.',
    },
    { url: 'https://videos.example.test/kit-tour', tags: ['getting started', 'sensor'], duration_minutes: 5 },
    {
      ar: {
        title: 'جولة في المجموعة',
        summary: 'المستشعر والجهاز اللوحي والتطبيق في خمس دقائق.',
        body: 'فيديو قصير يشرح كيفية ارتداء المستشعر وبدء اللعبة الأولى.',
      },
    },
  ),
  entry(
    5,
    'resource',
    'game_directions',
    'acorn-chase-directions',
    {
      title: 'Acorn Chase: game directions',
      summary: 'How to play, what the speed setting does and how acorns are earned.',
      body: 'Keep the squirrel calm to run faster: the lower the heart rate, the more acorns...',
    },
    { tags: ['games', 'acorns'] },
    {
      es: {
        title: 'Acorn Chase: instrucciones del juego',
        summary: 'Cómo se juega, qué hace la velocidad y cómo se ganan bellotas.',
        body: 'Mantén a la ardilla tranquila para correr más rápido...',
      },
    },
  ),
  entry(
    6,
    'resource',
    'game_directions',
    'cool-down-cove-directions',
    {
      title: 'Cool-down Cove: game directions',
      summary: 'The breathing game: goals, levels and when to suggest it.',
      body: 'Breathe with the waves. Each level asks for a slower rhythm...',
    },
    { tags: ['games', 'breathing'] },
  ),
  entry(
    7,
    'resource',
    'article',
    'holiday-routines-draft',
    {
      title: 'Holiday routines (draft)',
      summary: 'Keeping play regular when school is out.',
      body: 'Draft: holidays change the rhythm of the day...',
    },
    { tags: ['routines', 'holidays'], published: false },
  ),
  entry(
    8,
    'tutorial',
    'video',
    'pairing-the-sensor',
    {
      title: 'Pairing the heart-rate sensor',
      summary: 'Connect the sensor to the tablet in a few steps.',
      body: 'Turn Bluetooth on, open Settings in the app and hold the sensor near the tablet...',
    },
    { url: 'https://videos.example.test/pairing', tags: ['sensor', 'setup'], duration_minutes: 3 },
    {
      es: {
        title: 'Emparejar el sensor de ritmo cardíaco',
        summary: 'Conecta el sensor a la tableta en pocos pasos.',
        body: 'Activa el Bluetooth, abre Ajustes en la aplicación...',
      },
      ar: {
        title: 'إقران مستشعر نبض القلب',
        summary: 'صِل المستشعر بالجهاز اللوحي في خطوات قليلة.',
        body: 'شغّل البلوتوث وافتح الإعدادات في التطبيق...',
      },
    },
  ),
  entry(
    9,
    'tutorial',
    'video',
    'adding-a-player',
    {
      title: 'Adding a player',
      summary: 'Create a profile for each child so their play is counted.',
      body: 'From the dashboard, choose Players, then Add a player...',
    },
    { url: 'https://videos.example.test/add-player', tags: ['players', 'setup'], duration_minutes: 2 },
  ),
  entry(
    10,
    'tutorial',
    'video',
    'reading-the-stats',
    {
      title: 'Reading the play statistics',
      summary: 'What the activity chart, heart-rate rises and cooldowns tell you.',
      body: 'The goal line marks forty-five minutes a day...',
    },
    { url: 'https://videos.example.test/stats', tags: ['stats', 'heart rate'], duration_minutes: 6 },
  ),
  entry(
    11,
    'tutorial',
    'article',
    'kiosk-mode',
    {
      title: 'Kiosk mode on the tablet',
      summary: 'Keep the tablet on the game app only.',
      body: 'Turn kiosk mode on from the Account tab, under Devices...',
    },
    { tags: ['devices', 'tablet'], duration_minutes: 3 },
    {
      es: {
        title: 'Modo quiosco en la tableta',
        summary: 'Mantén la tableta solo en la aplicación del juego.',
        body: 'Activa el modo quiosco desde la pestaña Cuenta, en Dispositivos...',
      },
    },
  ),
  entry(
    12,
    'tutorial',
    'article',
    'booking-a-coach',
    {
      title: 'Booking a call with a coach',
      summary: 'Pick a coach and a free time; reschedule or cancel up to an hour before.',
      body: 'Open Book a call, choose a coach, then a time shown in your time zone...',
    },
    { tags: ['coaching'], duration_minutes: 2 },
  ),
];

/** An item as served in `language`: its translation when there is one, else the English text. */
export function contentItemIn(fixture: ContentFixture, language: string): ContentItem {
  const translation = language === 'en' ? undefined : fixture.translations[language];
  return translation
    ? { ...fixture.item, ...translation, language, translated: true }
    : { ...fixture.item, language: 'en', translated: language === 'en' };
}

/** The published items of a section in `language`, in position order. */
export function contentItemsFor(section: ContentItem['section'], language = 'en'): ContentItem[] {
  return contentFixtures
    .filter((fixture) => fixture.item.section === section && fixture.item.published)
    .map((fixture) => contentItemIn(fixture, language));
}

/** The published resources in English. */
export const resourceFixtures = contentItemsFor('resource');
/** The tutorials in English. */
export const tutorialFixtures = contentItemsFor('tutorial');
