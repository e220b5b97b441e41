import {
  handlers,
  onboardingHandlers,
  ok,
  pageOf,
  playerListFixtures,
  serverError,
  statsFixtureClock,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, childPage, family, popupNamed, rtl, section } from './stories-support';

const meta = {
  title: 'Screens/Children/Child profile',
  component: ScreenStory,
  // The fixtures are made for Wednesday 11 March 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/children/21', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The family's answers to onboarding's survey, as the form service keeps them. */
const familyAnswers = onboardingHandlers.formResponses(
  ok(
    pageOf([
      {
        id: 1,
        form: 'family_survey',
        answers: { goal: 'focus', play_time: 'after_school', notes: 'Mornings are busy.' },
        created_at: '2026-02-20T18:00:00Z',
      },
    ]),
  ),
);

// --- a child's profile ---

/**
 * Maya: a complete profile (name and birth date to edit), her game profile linked, the game's surveys and
 * the family's survey answers.
 */
export const LinkedChild: Story = {
  beforeEach({ msw }) {
    msw.use(familyAnswers, ...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await childPage(canvasElement, 'Maya');
    const profile = within(await canvas.findByRole('form', { name: 'Profile' }));
    await expect(profile.getByText('2016-05-01')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.queryByText('Maya’s profile is not complete')).toBeNull();
    const game = await section(canvasElement, 'Game profile');
    await expect(game.getByText('KX7P 2QMA')).toBeVisible();
    await expect(game.getByText('Name on the tablet: Star')).toBeVisible();
    await expect(game.getByRole('button', { name: 'Unlink the game profile' })).toBeVisible();
    const surveys = await section(canvasElement, 'Surveys');
    const asked = within(await surveys.findByRole('list', { name: 'Surveys in the game' }));
    await expect(asked.getByText('How is the play routine going?')).toBeVisible();
    await expect(asked.getByText('Not answered yet')).toBeVisible();
    await expect(await surveys.findByText('Focus')).toBeVisible();
    await expect(surveys.getByText('After school')).toBeVisible();
    await expect(surveys.getByText('Mornings are busy.')).toBeVisible();
  },
};

/** Leo: his profile has no birth date: a note leads to the welcome step that completes it. */
export const IncompleteProfile: Story = {
  args: { path: '/dashboard/children/22' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await childPage(canvasElement, 'Leo');
    await expect(await canvas.findByText('Leo’s profile is not complete')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'complete the children’s profiles in the welcome steps' }),
    ).toHaveAttribute('href', '/dashboard/welcome/player_profiles');
    const game = await section(canvasElement, 'Game profile');
    await expect(game.getByText('No game profile is linked yet.')).toBeVisible();
    const surveys = await section(canvasElement, 'Surveys');
    await expect(await surveys.findByRole('heading', { name: 'No family survey answers yet' })).toBeVisible();
  },
};

/** Editing Leo's profile: a birth date completes it, the note goes away. */
export const EditingTheProfile: Story = {
  args: { path: '/dashboard/children/22' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await childPage(canvasElement, 'Leo');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const birth = await canvas.findByRole('textbox', { name: /^Birth date/ });
    await userEvent.type(birth, '2026-04-01');
    await userEvent.tab();
    await expect(await canvas.findByText('The birth date cannot be in the future.')).toBeVisible();
    await userEvent.clear(birth);
    await userEvent.type(birth, '2017-09-12');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Leon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The profile is saved.')).toBeVisible();
    await expect(await childPage(canvasElement, 'Leon')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Leon’s profile is not complete')).toBeNull());
    await expect(canvas.getByText('2017-09-12')).toBeVisible();
  },
};

/** Linking Leo's game profile with the code the game shows, typed in lower case with a space. */
export const LinkingAGameProfile: Story = {
  args: { path: '/dashboard/children/22' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await childPage(canvasElement, 'Leo');
    const game = await section(canvasElement, 'Game profile');
    await userEvent.type(game.getByRole('textbox', { name: 'Game profile code' }), 'hn4r 8wze');
    await userEvent.click(game.getByRole('button', { name: 'Link' }));
    await expect(await game.findByText('The game profile is linked to Leo.')).toBeVisible();
    await expect(await game.findByText('HN4R 8WZE')).toBeVisible();
    await expect(game.getByText('Name on the tablet: Rocket')).toBeVisible();
  },
};

/** A code of the wrong shape is refused in the form, before any call. */
export const LinkingWithAWrongCode: Story = {
  args: { path: '/dashboard/children/22' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await childPage(canvasElement, 'Leo');
    const game = await section(canvasElement, 'Game profile');
    await userEvent.click(game.getByRole('button', { name: 'Link' }));
    await expect(await game.findByText('Game profile code is required')).toBeVisible();
    await userEvent.type(game.getByRole('textbox', { name: 'Game profile code' }), 'KX7P-2QM0');
    await userEvent.click(game.getByRole('button', { name: 'Link' }));
    await expect(
      await game.findByText('Enter the 8 letters and digits the game shows, for example KX7P 2QMA.'),
    ).toBeVisible();
  },
};

/** Maya's code typed for Leo: the server says it is linked to another child (409). */
export const CodeLinkedToAnotherChild: Story = {
  args: { path: '/dashboard/children/22' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await childPage(canvasElement, 'Leo');
    const game = await section(canvasElement, 'Game profile');
    await userEvent.type(game.getByRole('textbox', { name: 'Game profile code' }), 'KX7P2QMA');
    await userEvent.click(game.getByRole('button', { name: 'Link' }));
    await expect(
      await game.findByText('This game profile is linked to another child. Unlink it there first.'),
    ).toBeVisible();
    await expect(game.getByText('No game profile is linked yet.')).toBeVisible();
  },
};

/** A code no tablet of the family made (400). */
export const UnknownCode: Story = {
  args: { path: '/dashboard/children/22' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await childPage(canvasElement, 'Leo');
    const game = await section(canvasElement, 'Game profile');
    await userEvent.type(game.getByRole('textbox', { name: 'Game profile code' }), 'ZZZZ ZZZZ');
    await userEvent.click(game.getByRole('button', { name: 'Link' }));
    await expect(
      await game.findByText('No game profile on your tablets has this code. Check the code the game shows.'),
    ).toBeVisible();
  },
};

/** Unlinking Maya's game profile asks first; kept, nothing changes; confirmed, the link form returns. */
export const UnlinkingAGameProfile: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await childPage(canvasElement, 'Maya');
    const game = await section(canvasElement, 'Game profile');
    await userEvent.click(game.getByRole('button', { name: 'Unlink the game profile' }));
    let popup = await popupNamed(canvasElement, 'Unlink the game profile from Maya?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Keep it linked' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(game.getByText('KX7P 2QMA')).toBeVisible();
    await userEvent.click(game.getByRole('button', { name: 'Unlink the game profile' }));
    popup = await popupNamed(canvasElement, 'Unlink the game profile from Maya?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Unlink' }));
    await expect(await game.findByText('The game profile is unlinked from Maya.')).toBeVisible();
    await expect(await game.findByRole('textbox', { name: 'Game profile code' })).toBeVisible();
  },
};

/** The child is loading: a placeholder says so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { player: { kind: 'loading' } } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Child’s profile' })).toBeVisible();
    await expect(await canvas.findByText('Loading the child’s profile…')).toBeInTheDocument();
  },
};

/** The child could not be loaded (500): the failure with Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { player: { kind: 'error', status: 500 } } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The child’s profile could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A child of another account (403 from the server): not on your account, with the way Home. */
export const NotOnTheAccount: Story = {
  args: { path: '/dashboard/children/999' },
  beforeEach({ msw }) {
    msw.use(
      ...family({
        answers: {
          player: { kind: 'error', status: 403, body: { detail: 'You do not have permission.' } },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This child is not on your account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your children on Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** A deactivated child: said above the form; the server refuses a link for them. */
export const DeactivatedChild: Story = {
  args: { path: '/dashboard/children/23' },
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.many }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await childPage(canvasElement, 'Noor');
    await expect(
      canvas.getByText('Deactivated: reactivate them on Player stats to link a game profile.'),
    ).toBeVisible();
    const game = await section(canvasElement, 'Game profile');
    await userEvent.type(game.getByRole('textbox', { name: 'Game profile code' }), 'HN4R8WZE');
    await userEvent.click(game.getByRole('button', { name: 'Link' }));
    await expect(
      await game.findByText('This player is deactivated: reactivate them to change their game.'),
    ).toBeVisible();
  },
};

/** The surveys and the family's answers could not be loaded: each says so with Try again; the rest stays. */
export const SurveysLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.playerSurveys(serverError()),
      onboardingHandlers.formResponses(serverError()),
      ...family(),
    );
  },
  play: async ({ canvasElement }) => {
    await childPage(canvasElement, 'Maya');
    const surveys = await section(canvasElement, 'Surveys');
    await expect(
      await surveys.findByRole('heading', { name: 'The surveys could not be loaded' }),
    ).toBeVisible();
    await expect(
      await surveys.findByRole('heading', { name: 'Your survey answers could not be loaded' }),
    ).toBeVisible();
    await expect(surveys.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    await expect((await section(canvasElement, 'Game profile')).getByText('KX7P 2QMA')).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const LinkedChildArabic: Story = {
  ...LinkedChild,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await childPage(canvasElement, 'Maya');
    // The code reads left to right inside the right-to-left page.
    const code = await within(canvasElement).findByText('KX7P 2QMA');
    await expect(getComputedStyle(code).direction).toBe('ltr');
  },
};

export const IncompleteProfileArabic: Story = {
  ...IncompleteProfile,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await childPage(canvasElement, 'Leo');
    const links = await within(canvasElement).findAllByRole('link');
    const step = links.find((link) => link.getAttribute('href') === '/dashboard/welcome/player_profiles');
    await expect(step).toBeVisible();
    await expect(step).not.toHaveTextContent('complete the children’s profiles in the welcome steps');
  },
};

export const CodeLinkedToAnotherChildArabic: Story = {
  ...CodeLinkedToAnotherChild,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await childPage(canvasElement, 'Leo');
    const field = await within(canvasElement).findByRole('textbox', { description: /KX7P 2QMA/ });
    await userEvent.type(field, 'KX7P2QMA');
    await userEvent.keyboard('{Enter}');
    // The refusal shows under the field, in Arabic (not the server's English).
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).not.toHaveAccessibleDescription(/Unlink it there first/);
  },
};

export const UnlinkingAGameProfileArabic: Story = {
  ...UnlinkingAGameProfile,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await childPage(canvasElement, 'Maya');
    await expect(await within(canvasElement).findByText('KX7P 2QMA')).toBeVisible();
  },
};

export const NotOnTheAccountArabic: Story = {
  ...NotOnTheAccount,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const heading = await within(canvasElement).findByRole('heading', { level: 2 });
    await expect(heading).not.toHaveTextContent('This child is not on your account');
  },
};

export const SurveysLoadFailedArabic: Story = {
  ...SurveysLoadFailed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await childPage(canvasElement, 'Maya');
    // The card's two level-3 headings: the family survey's, and the game's surveys' failure, in Arabic.
    const headings = await waitFor(() => {
      const found = within(canvasElement).getAllByRole('heading', { level: 3 });
      if (found.length < 2) throw new Error('the failure has not shown yet');
      return found;
    });
    for (const heading of headings) {
      await expect(heading).not.toHaveTextContent('The surveys could not be loaded');
    }
  },
};
