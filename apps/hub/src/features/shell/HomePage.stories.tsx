import {
  errorBodies,
  handlers,
  loading,
  loginHandlers,
  ok,
  pageOf,
  personaHandlers,
  playersFixture,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, rtl } from '../../shared/story-support';

const meta = {
  title: 'Screens/Home',
  component: ScreenStory,
  args: { path: '/dashboard' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

/**
 * The player list fails (500, or offline) for every try, the shell loader's and Home's, until a story puts
 * a working handler before it. The shell does not wait for the list, so how many tries a page makes
 * before it shows the error depends on timing: a story brings the list back rather than counting tries.
 */
function playersDown(how: 'serverError' | 'offline') {
  return http.get('*/api/v2/player/accounts/:id', () =>
    how === 'offline' ? HttpResponse.error() : HttpResponse.json(errorBodies.serverError, { status: 500 }),
  );
}

/**
 * Waits for Home's children section (named by its heading, `name` in the story's language) to show its
 * list, its empty state or its error: no longer busy.
 */
async function playersSettled(canvasElement: HTMLElement, name = 'Your children') {
  const section = await within(canvasElement).findByRole('region', { name });
  await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
  return section;
}

async function greeting(canvasElement: HTMLElement, name = 'Welcome, Dana') {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}

/** A parent with two children: a card each with its program status, first play date and stats link. */
export const Parent: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await greeting(canvasElement)).toBeVisible();
    await playersSettled(canvasElement);
    const maya = within(canvas.getByRole('region', { name: 'Maya' }));
    await expect(maya.getByText('In the program')).toBeVisible();
    await expect(maya.getByText('Playing since')).toBeVisible();
    await expect(maya.getByRole('time')).toHaveAttribute('dateTime', '2025-11-20');
    await expect(maya.getByRole('link', { name: 'View stats' })).toHaveAttribute(
      'href',
      '/dashboard/stats?pid=21',
    );
    const leo = within(canvas.getByRole('region', { name: 'Leo' }));
    await expect(leo.getByRole('link', { name: 'View stats' })).toHaveAttribute(
      'href',
      '/dashboard/stats?pid=22',
    );
    const account = within(canvas.getByRole('region', { name: 'Your account' }));
    await expect(account.getByRole('link', { name: /Account details/ })).toHaveAttribute(
      'href',
      '/dashboard/account?segment=details',
    );
    await expect(account.getByRole('link', { name: /Subscription & Billing/ })).toHaveAttribute(
      'href',
      '/dashboard/account?segment=billing',
    );
    const learning = within(canvas.getByRole('region', { name: 'Help and learning' }));
    for (const [name, href] of [
      [/Book a call with a coach/, '/dashboard/coaches'],
      [/Webinars/, '/dashboard/webinars'],
      [/Tutorials/, '/dashboard/tutorials'],
      [/Resources/, '/dashboard/resources'],
    ] as const) {
      await expect(learning.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Home shows its own player states: the shell's players notice is not repeated here.
    await expect(canvas.queryByText('Player stats may be missing until they load.')).toBeNull();
  },
};

/** A stats link goes to Player Stats with that player's id. */
export const OpensPlayerStats: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await playersSettled(canvasElement);
    const leo = within(canvas.getByRole('region', { name: 'Leo' }));
    await userEvent.click(leo.getByRole('link', { name: 'View stats' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Player stats' })).toBeVisible();
  },
};

/** Players in every state: not in the program, deactivated, never played yet (the date's fallback). */
export const PlayersInEveryState: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.players(
        ok(
          pageOf([
            playersFixture[0]!,
            { ...playersFixture[1]!, in_program: false },
            {
              id: 23,
              name: 'Ava',
              in_program: true,
              role: 'player',
              is_active: false,
              statistic: { first_play_date: '2024-03-01' },
            },
            {
              id: 24,
              name: 'Noah',
              in_program: true,
              role: 'player',
              is_active: true,
              statistic: { first_play_date: null },
            },
          ]),
        ),
      ),
      ...personaHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await playersSettled(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'Leo' })).getByText('Not in the program'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Ava' })).getByText('Deactivated')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Noah' })).getByText('Not played yet'),
    ).toBeVisible();
  },
};

/** No players on the account: the empty state, and the account shortcuts still there. */
export const NoPlayers: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent', { players: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await playersSettled(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No players yet' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View stats' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Account details/ })).toBeVisible();
  },
};

/** Not a billing user (a coach): no Subscription & Billing shortcut. */
export const NotABillingUser: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('coach'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement, 'Welcome, Chris');
    await expect(canvas.getByRole('link', { name: /Account details/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Subscription & Billing/ })).toBeNull();
  },
};

/**
 * The list could not be loaded: said so with a retry, which brings the players once the server answers
 * again. The rest of Home stays usable.
 */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(playersDown('serverError'), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your players could not be loaded');
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(canvas.getByRole('link', { name: /Account details/ })).toBeVisible();
    msw.use(handlers.players());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Maya' })).toBeVisible();
  },
};

/** The list is slow: Home and the shell paint without it, skeleton cards meanwhile. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.players(loading()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your players…');
    await expect(canvas.queryByRole('region', { name: 'Maya' })).toBeNull();
  },
};

/** Try again shows the skeleton while it waits, and keeps keyboard focus in the section. */
export const Retrying: Story = {
  beforeEach({ msw }) {
    msw.use(playersDown('serverError'), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    msw.use(handlers.players(loading()));
    await userEvent.click(retry);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your players…');
    await expect(canvas.getByRole('heading', { name: 'Your children' })).toHaveFocus();
  },
};

/**
 * The whole page waits with the loading screen for what the shell's loader waits for: the user, then the
 * remote configuration (the sunset check). Not the player list (the story Loading).
 */
export const LoadingScreen: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.globalRemoteConfigs(loading()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** A sunset account never sees Home: the dashboard sends it to the account details. */
export const SunsetNeverReachesIt: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('sunset'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Account details' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Welcome/ })).toBeNull();
  },
};

/**
 * Offline (the player list never reaches the server): the section says so with a retry, which brings the
 * players once back online.
 */
export const AfterNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(playersDown('offline'), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your players could not be loaded');
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    msw.use(handlers.players());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Maya' })).toBeVisible();
  },
};

/**
 * The session expired (the user call answers 401): the login page; signing in again brings the parent
 * back to Home.
 */
export const AfterSessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refreshRefused(),

      http.get('*/api/v2/user/info/', () => HttpResponse.json(errorBodies.unauthorized, { status: 401 }), {
        once: true,
      }),
      ...loginHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Maya' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Email'), 'parent@demo.test');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'HubDemo#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await greeting(canvasElement)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Maya' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await playersSettled(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Maya' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

/**
 * A family with every onboarding step to pass (welcome@): Home asks them to finish setting up, how many
 * steps are left, and leads back to the welcome page (docs/decisions.md "Issue 28").
 */
export const FinishSettingUp: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('welcome'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await greeting(canvasElement, 'Welcome, Priya')).toBeVisible();
    const card = within(await canvas.findByRole('region', { name: 'Finish setting up' }));
    await expect(card.getByText('3 steps are left to get your family started.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continue setting up' })).toHaveAttribute(
      'href',
      '/dashboard/welcome',
    );
  },
};

/** One step left: said in the singular; the link goes back to the welcome page all the same. */
export const OneStepLeft: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...personaHandlers('welcome', {
        onboarding: { done: ['kit_setup', 'player_profiles'], incompleteProfiles: [] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Finish setting up' }));
    await expect(card.getByText('1 step is left to get your family started.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continue setting up' })).toBeVisible();
  },
};

/** Finishing setting up in Arabic: the card right to left, its plural in Arabic. */
export const FinishSettingUpArabic: Story = {
  ...FinishSettingUp,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const card = within(await within(canvasElement).findByRole('region', { name: 'أكمل الإعداد' }));
    await expect(card.getByText(/خطوات لتبدأ عائلتك/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'تابع الإعداد' })).toHaveAttribute(
      'href',
      '/dashboard/welcome',
    );
  },
};

/** One step left in Arabic: the singular form. */
export const OneStepLeftArabic: Story = {
  ...OneStepLeft,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const card = within(await within(canvasElement).findByRole('region', { name: 'أكمل الإعداد' }));
    await expect(card.getByText('بقيت خطوة واحدة لتبدأ عائلتك.')).toBeVisible();
  },
};

export const ParentArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await greeting(canvasElement, 'مرحبًا بك، Dana')).toBeVisible();
    await playersSettled(canvasElement, 'أطفالك');
    await expect(canvas.getByRole('heading', { name: 'أطفالك' })).toBeVisible();
    const maya = within(canvas.getByRole('region', { name: 'Maya' }));
    await expect(maya.getByText('ضمن البرنامج')).toBeVisible();
    await expect(maya.getByRole('link', { name: 'عرض الإحصاءات' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Hmong, the catalog with the longest texts: the cards' facts and the shortcuts wrap. */
export const ParentHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await greeting(canvasElement, 'Zoo siab txais tos, Dana')).toBeVisible();
    await playersSettled(canvasElement, 'Koj cov menyuam');
    const leo = within(canvas.getByRole('region', { name: 'Leo' }));
    await expect(leo.getByText('Nyob hauv qhov kev pab cuam')).toBeVisible();
    await expect(leo.getByRole('link', { name: 'Saib cov txheeb cais' })).toBeVisible();
  },
};

/** The cards one under the other on a phone, right-to-left. */
export const NarrowArabic: Story = {
  globals: { locale: 'ar', ...narrow },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement, 'مرحبًا بك، Dana');
    await playersSettled(canvasElement, 'أطفالك');
    await expect(canvas.getByRole('region', { name: 'Leo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'فتح القائمة' })).toBeVisible();
  },
};

/** The longest texts on a phone. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement, 'Zoo siab txais tos, Dana');
    await playersSettled(canvasElement, 'Koj cov menyuam');
    await expect(canvas.getByRole('region', { name: 'Maya' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Qhib cov ntawv xaiv' })).toBeVisible();
  },
};

// --- children's profiles (issue 28) ---

/** Beside the children's heading, the way to add a child; each card leads to the child's profile. */
export const AddAChildAndProfiles: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const children = within(await canvas.findByRole('region', { name: 'Your children' }));
    await expect(await children.findByRole('link', { name: 'Add a child' })).toHaveAttribute(
      'href',
      '/dashboard/children/new',
    );
    const maya = within(children.getByRole('region', { name: 'Maya' }));
    await expect(maya.getByRole('link', { name: 'Maya’s profile' })).toHaveAttribute(
      'href',
      `/dashboard/children/${playersFixture[0]!.id}`,
    );
    await userEvent.click(children.getByRole('link', { name: 'Add a child' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add a child' })).toBeVisible();
  },
};

/** No children yet: the empty state offers to add the first one. */
export const NoPlayersAddTheFirst: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent', { players: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No players yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add your first child' })).toHaveAttribute(
      'href',
      '/dashboard/children/new',
    );
    // One way to add a child at a time: the heading's link waits for the first child.
    await expect(canvas.queryByRole('link', { name: 'Add a child' })).toBeNull();
  },
};

export const AddAChildAndProfilesArabic: Story = {
  ...AddAChildAndProfiles,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const add = await waitFor(() => {
      const found = canvas
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === '/dashboard/children/new');
      if (!found) throw new Error('no link to add a child yet');
      return found;
    });
    await expect(add).toBeVisible();
    await expect(add).not.toHaveTextContent('Add a child');
  },
};

export const NoPlayersAddTheFirstArabic: Story = {
  ...NoPlayersAddTheFirst,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const add = await waitFor(() => {
      const found = canvas
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === '/dashboard/children/new');
      if (!found) throw new Error('no link to add a child yet');
      return found;
    });
    await expect(add).toBeVisible();
    await expect(add).not.toHaveTextContent('Add your first child');
  },
};
