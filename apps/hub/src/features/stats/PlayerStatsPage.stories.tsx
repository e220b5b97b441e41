import {
  activityFixtures,
  loading,
  personaHandlers,
  playerListFixtures,
  serverError,
  statsFixtureClock,
  statsWorldHandlers,
  type StatsWorld,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Player stats',
  component: ScreenStory,
  // The fixtures are made for Wednesday 11 March 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/stats?pid=21', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { locale: 'ar' };
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The parent signed in, with a family of children (Maya, Leo and Noor, deactivated, by default). */
function family(world: StatsWorld = {}) {
  const players = world.players ?? playerListFixtures.many;
  return [
    ...statsWorldHandlers({ ...world, players }),
    ...personaHandlers('parent', { players: players.length > 0 }),
  ];
}

async function page(canvasElement: HTMLElement, name = 'Player stats') {
  return within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });
}

/** The chart's bars (without the goal line) under the chart titled `title`. */
async function bars(canvasElement: HTMLElement, title: string | RegExp) {
  return waitFor(
    () => {
      const group = within(canvasElement).getByRole('group', { name: title });
      const found = within(group)
        .getAllByRole('img')
        .filter((element) => !element.hasAttribute('data-goal-line'));
      if (found.length === 0) throw new Error('no bars yet');
      return found;
    },
    { timeout: 5000 },
  );
}

async function rtl() {
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
}

// --- the children ---

/**
 * Three children, Noor deactivated; Maya chosen: her week against the goal (a five-day streak), this
 * week's bars, her heart rate, and the picker keeping `pid` in the address.
 */
export const ManyPlayers: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    const picker = within(canvas.getByRole('navigation', { name: 'Players' }));
    await expect(picker.getByRole('link', { name: 'Maya' })).toHaveAttribute('aria-current', 'page');
    await expect(picker.getByRole('link', { name: 'Leo' })).toHaveAttribute(
      'href',
      '/dashboard/stats?pid=22',
    );
    await expect(picker.getByRole('link', { name: 'Noor Deactivated' })).toBeVisible();
    const maya = within(canvas.getByRole('region', { name: 'Maya' }));
    await expect(
      await maya.findByRole('img', { name: /^\d of 7 days at the 45-minute goal this week$/ }),
    ).toBeVisible();
    await expect(maya.getByText('5 days in a row at the goal')).toBeVisible();
    await expect(await bars(canvasElement, 'Activity Week of Mar 9, 2026')).toHaveLength(7);
    await expect(maya.getByRole('link', { name: 'Printable progress report' })).toHaveAttribute(
      'href',
      '/dashboard/stats/report?pid=21',
    );
    const heart = within(maya.getByRole('region', { name: 'Heart rate' }));
    await expect(await heart.findByRole('table', { name: 'Heart-rate rises, newest first' })).toBeVisible();
  },
};

/** Choosing another child keeps `pid` in the address and shows their stats. */
export const PickingAnotherPlayer: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Leo' }));
    await expect(await canvas.findByRole('region', { name: 'Leo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leo' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('region', { name: 'Maya' })).toBeNull();
  },
};

/** A deactivated child: marked in the picker and under their name; their play until then stays. */
export const DeactivatedPlayer: Story = {
  args: { path: '/dashboard/stats?pid=23' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    const noor = within(await canvas.findByRole('region', { name: 'Noor' }));
    await expect(noor.getByText('Deactivated: their play until then is kept here.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Noor Deactivated' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Her last play was in November: this week is empty.
    await expect(await noor.findByRole('heading', { name: 'No activity yet' })).toBeVisible();
  },
};

/** One child: the picker shows that child alone. */
export const OnePlayer: Story = {
  args: { path: '/dashboard/stats' },
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.one }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    // Without `pid` the first active child shows.
    await expect(await canvas.findByRole('region', { name: 'Maya' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Players' })).getAllByRole('link'),
    ).toHaveLength(1);
  },
};

/** No children: an empty state instead of the picker and the stats. */
export const NoPlayers: Story = {
  args: { path: '/dashboard/stats' },
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.none }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No players yet' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Players' })).toBeNull();
  },
};

/** A child who has not played yet: no activity, no streak. */
export const NotPlayedYet: Story = {
  args: { path: '/dashboard/stats?pid=24' },
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.notPlayed }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sami = within(await canvas.findByRole('region', { name: 'Sami' }, { timeout: 5000 }));
    await expect(sami.getAllByText('Not played yet')[0]).toBeVisible();
    await expect(
      await sami.findByText('No streak yet: 45 minutes of play in a day starts one'),
    ).toBeVisible();
  },
};

/** A `pid` of no child of the account: the first child shows, with a note, and the address is corrected. */
export const UnknownPlayer: Story = {
  args: { path: '/dashboard/stats?pid=999' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'That player is not on your account. Showing Maya instead.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Maya' })).toHaveAttribute('aria-current', 'page');
  },
};

// --- the timeframes (spec sections 4 and 9) ---

/** 1W: seven weekday bars from Monday, the goal line. */
export const OneWeek: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const found = await bars(canvasElement, 'Activity Week of Mar 9, 2026');
    await expect(found).toHaveLength(7);
    await expect(found[0]).toHaveAccessibleName(/^Monday, March 9: \d+ minutes?$/);
    await expect(within(canvasElement).getByRole('img', { name: 'Goal: 45 minutes' })).toBeInTheDocument();
  },
};

async function switchTo(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await bars(canvasElement, 'Activity Week of Mar 9, 2026');
  await userEvent.click(
    within(canvas.getByRole('group', { name: 'Timeframe' })).getByRole('radio', { name: label }),
  );
}

/** 1Mo: a bar a day from 11 February. */
export const PastMonth: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, '1Mo');
    await expect(await bars(canvasElement, 'Past Month')).toHaveLength(29);
  },
};

/** 3Mos: a bar a week, Monday to Sunday. */
export const PastThreeMonths: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, '3Mos');
    await expect(await bars(canvasElement, 'Past 3 Months')).toHaveLength(14);
  },
};

/** All Time: a bar a month from the first play date (Maya: November 2025). */
export const AllTime: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'All Time');
    const found = await bars(canvasElement, 'All Time');
    await expect(found).toHaveLength(5);
    await expect(found[0]).toHaveAccessibleName(/^November 2025: /);
  },
};

/** All Time of a long history: Noor's two and a half years, a bar a month. */
export const AllTimeOfYears: Story = {
  args: { path: '/dashboard/stats?pid=23' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Noor' }, { timeout: 5000 });
    await userEvent.click(
      within(await canvas.findByRole('group', { name: 'Timeframe' })).getByRole('radio', {
        name: 'All Time',
      }),
    );
    // June 2023 to March 2026.
    await expect(await bars(canvasElement, 'All Time')).toHaveLength(34);
    await expect(activityFixtures[23]!.length).toBeGreaterThan(500);
  },
};

// --- loading and failures (spec section 8) ---

/** Everything still loading: skeletons and the chart's placeholder. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...family({
        answers: {
          overview: loading(),
          details: loading(),
          activity: loading(),
          hrRises: loading(),
          statistics: loading(),
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the overview…', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText('Loading activity…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the details…')).toBeInTheDocument();
  },
};

/** The player list failed: the error with a way to try again (spec section 8). */
export const PlayersFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { players: serverError() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    // The shell says so too (its own notice): the page's error is the one naming the list.
    const heading = await canvas.findByRole(
      'heading',
      { name: 'Your players could not be loaded' },
      { timeout: 5000 },
    );
    const alert = heading.closest('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(within(alert!.parentElement!).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The overview and the details failed: each says so in its card, with Try again. */
export const OverviewAndDetailsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { overview: serverError(), details: serverError() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The overview could not be loaded' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'The details could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** The activity failed: the chart's error with Retry; the rest of the page stays. */
export const ActivityFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { activity: serverError() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Activity could not be loaded' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('5 days in a row at the goal')).toBeVisible();
  },
};

// --- heart rate ---

/** The moments one list at a time, ten a page, newest first. */
export const HeartRateMoments: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = within(await canvas.findByRole('region', { name: 'Heart rate' }, { timeout: 5000 }));
    const rises = await heart.findByRole('table', { name: 'Heart-rate rises, newest first' });
    await waitFor(() => expect(within(rises).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(heart.getByRole('tab', { name: 'Cool-down events' }));
    const events = await heart.findByRole('table', { name: 'Cool-down events, newest first' });
    await waitFor(() => expect(within(events).getAllByText('Cool-down completed')[0]).toBeVisible());
  },
};

// --- Arabic, right to left ---

/** The family in Arabic: right to left, the chart mirrored, the page's own texts translated. */
export const ManyPlayersArabic: Story = {
  ...ManyPlayers,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const group = await waitFor(
      () => {
        const element = canvasElement.querySelector('svg[role="group"]');
        if (!element) throw new Error('no chart yet');
        return element;
      },
      { timeout: 5000 },
    );
    const found = within(group as HTMLElement)
      .getAllByRole('img')
      .filter((element) => !element.hasAttribute('data-goal-line'));
    await expect(found[0]!.getBoundingClientRect().left).toBeGreaterThan(
      found[6]!.getBoundingClientRect().left,
    );
  },
};

export const NoPlayersArabic: Story = {
  ...NoPlayers,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Players' })).toBeNull();
  },
};

export const DeactivatedPlayerArabic: Story = {
  ...DeactivatedPlayer,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Noor' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const AllTimeArabic: Story = {
  ...AllTime,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-bar-index]').length).toBe(7), {
      timeout: 5000,
    });
  },
};

export const LoadingArabic: Story = { ...Loading, globals: arabic, play: async () => rtl() };

export const PlayersFailedArabic: Story = {
  ...PlayersFailed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(
      (await within(canvasElement).findAllByRole('alert', {}, { timeout: 5000 }))[0],
    ).toBeVisible();
  },
};

/** A phone: the picker wraps, the goal stacks above the totals. */
export const ManyPlayersNarrow: Story = {
  ...ManyPlayers,
  globals: narrow,
};

// --- the game settings ---

async function gameSettings(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('region', { name: 'Game settings' }, { timeout: 5000 }),
  );
}

/** The heart-rate zone saved; a zone upside down is refused before it is sent. */
export const SettingTheHeartRateZone: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const settings = await gameSettings(canvasElement);
    const lower = await settings.findByRole('textbox', { name: /Lower heart rate/ });
    const upper = settings.getByRole('textbox', { name: /Upper heart rate/ });
    await expect(lower).toHaveValue('110');
    await userEvent.clear(lower);
    await userEvent.type(lower, '180');
    await userEvent.click(settings.getByRole('button', { name: 'Save the zone' }));
    await expect(
      await settings.findByText('The upper heart rate must be above the lower one.'),
    ).toBeVisible();
    await userEvent.clear(upper);
    await userEvent.type(upper, '200');
    await userEvent.click(settings.getByRole('button', { name: 'Save the zone' }));
    await expect(await settings.findByText('The heart-rate zone is saved.')).toBeVisible();
  },
};

/** Acorns given: the balance grows; too many at once are refused with the domain's words. */
export const GivingAcorns: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const settings = await gameSettings(canvasElement);
    await expect(await settings.findByText('Acorns: 65')).toBeVisible();
    const amount = settings.getByRole('textbox', { name: /Acorns to give/ });
    await userEvent.type(amount, '900');
    await userEvent.click(settings.getByRole('button', { name: 'Give acorns' }));
    await expect(await settings.findByText('Give from 1 to 500 acorns at a time.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(settings.getByRole('button', { name: 'Give acorns' }));
    await expect(await settings.findByText('Maya got the acorns.')).toBeVisible();
    await expect(await settings.findByText('Acorns: 75')).toBeVisible();
  },
};

/** Deactivating a child asks first; the picker then marks them, and the card offers to reactivate. */
export const DeactivatingAPlayer: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = await gameSettings(canvasElement);
    await userEvent.click(await settings.findByRole('button', { name: 'Deactivate Maya' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await canvas.findByRole('link', { name: 'Maya Deactivated' })).toBeVisible();
    await expect(await settings.findByRole('button', { name: 'Reactivate Maya' })).toBeVisible();
  },
};

/** The game settings in Arabic: the fields right to left, numbers left to right. */
export const GameSettingsArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    await waitFor(
      () => expect(canvasElement.querySelector('input[name="low_bpm"]')).toHaveAttribute('dir', 'ltr'),
      {
        timeout: 5000,
      },
    );
  },
};
