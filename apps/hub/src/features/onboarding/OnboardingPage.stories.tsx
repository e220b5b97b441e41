import {
  handlers,
  loading,
  loginHandlers,
  ok,
  personaHandlers,
  serverError,
  userInfoFixtures,
  type PersonaOptions,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Onboarding',
  component: ScreenStory,
  args: { path: '/dashboard/welcome' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { locale: 'ar' };
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** welcome@'s world: a new family, every step to pass unless `done` says otherwise. */
function newFamily(onboarding: PersonaOptions['onboarding'] = {}) {
  return personaHandlers('welcome', { onboarding });
}

async function heading(canvasElement: HTMLElement, name: string | RegExp) {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}

async function rtl() {
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
}

// --- the welcome page ---

/** A new family: three steps to pass, none done, and the way to the first. */
export const EveryStepToPass: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Welcome, Priya!')).toBeVisible();
    await expect(canvas.getByText('A few steps to get your family started: 0 of 3 done.')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'First steps' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(3);
    await expect(steps.getAllByText('To do')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Start with the first step' })).toHaveAttribute(
      'href',
      '/dashboard/welcome/kit_setup',
    );
  },
};

/** Halfway: the kit is set up, the profiles are next. */
export const OneStepPassed: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A few steps to get your family started: 1 of 3 done.'),
    ).toBeVisible();
    await expect(canvas.getByText('Done')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go on to the next step' })).toHaveAttribute(
      'href',
      '/dashboard/welcome/player_profiles',
    );
  },
};

/** The welcome page in Arabic: right to left, the steps in order. */
export const EveryStepToPassArabic: Story = {
  ...EveryStepToPass,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await heading(canvasElement, /Priya/)).toBeVisible();
    const steps = canvasElement.querySelector('main ol')!;
    await expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps as HTMLElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** On a phone: the steps stacked, the link full width. */
export const EveryStepToPassNarrow: Story = {
  ...EveryStepToPass,
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Welcome, Priya!')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Start with the first step' }),
    ).toBeVisible();
  },
};

// --- reaching it (docs/decisions.md "Issue 28: menu, booking, onboarding landing") ---

/** Signs in on the login page with the demo password, by the fields' names (any language). */
async function signIn(canvasElement: HTMLElement, email: string) {
  const field = (name: string) =>
    waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!found) throw new Error(`No ${name} field yet`);
      return found;
    });
  await userEvent.type(await field('email'), email);
  await userEvent.type(await field('password'), 'HubDemo#2026');
  await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
}

/** A family with every step to pass signs in: they land on the welcome page, not Home. */
export const LandsAfterSignIn: Story = {
  args: { path: '/login', signedIn: false },
  beforeEach({ msw }) {
    msw.use(...loginHandlers('welcome'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, 'welcome@demo.test');
    await expect(await heading(canvasElement, 'Welcome, Priya!')).toBeVisible();
    await expect(canvas.getByText('A few steps to get your family started: 0 of 3 done.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start with the first step' })).toBeVisible();
  },
};

/** The same in Arabic (the family's saved language): the login page, then the welcome page, right to left. */
export const LandsAfterSignInArabic: Story = {
  ...LandsAfterSignIn,
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(
      handlers.userInfo(ok({ ...userInfoFixtures.welcome, language: 'ar' })),
      ...loginHandlers('welcome'),
    );
  },
  play: async ({ canvasElement }) => {
    await rtl();
    await signIn(canvasElement, 'welcome@demo.test');
    await expect(await heading(canvasElement, /Priya/)).toBeVisible();
    await expect(within(canvasElement).getByRole('list', { name: 'الخطوات الأولى' })).toBeVisible();
  },
};

/** A link to the dashboard with a step's `uaction` opens that step while it is left to pass. */
export const StepFromDashboardLink: Story = {
  args: { path: '/dashboard?uaction=player_profiles' },
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Complete your children’s profiles')).toBeVisible();
    await expect(await canvas.findByText('2 profiles left to complete.')).toBeVisible();
  },
};

/** The step from the dashboard's link, in Arabic. */
export const StepFromDashboardLinkArabic: Story = {
  ...StepFromDashboardLink,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await within(canvasElement).findByRole('form', { name: 'Mila' })).toBeVisible();
    await expect(within(canvasElement).getByRole('form', { name: 'Theo' })).toBeVisible();
  },
};

// --- the steps ---

/** Setting up the kit: the checklist, then on to the profiles. */
export const KitSetup: Story = {
  args: { path: '/dashboard/welcome/kit_setup' },
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Set up the kit')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'The kit is set up' }));
    await expect(await heading(canvasElement, 'Complete your children’s profiles')).toBeVisible();
  },
};

/** The step could not be saved: said, and the button stays. */
export const KitSetupNotSaved: Story = {
  args: { path: '/dashboard/welcome/kit_setup' },
  beforeEach({ msw }) {
    msw.use(handlers.recordUserAction(serverError()), ...newFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'The kit is set up' }));
    await expect(await canvas.findByText('This step could not be saved')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set up the kit' })).toBeVisible();
  },
};

/** Setting up the kit in Arabic. */
export const KitSetupArabic: Story = {
  ...KitSetup,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const button = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLButtonElement>('main section button');
      if (!found) throw new Error('The step is not there yet');
      return found;
    });
    await expect(button).toBeVisible();
    await expect(canvasElement.querySelectorAll('main section ol li')).toHaveLength(3);
  },
};

async function completeProfile(canvasElement: HTMLElement, child: string, year: string) {
  const form = within(await within(canvasElement).findByRole('form', { name: child }));
  await userEvent.type(form.getByLabelText('Birth year'), year);
  await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
  return form;
}

/** Two profiles to complete: completing one takes it off the list and the count goes down. */
export const Profiles: Story = {
  args: { path: '/dashboard/welcome/player_profiles' },
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 profiles left to complete.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await completeProfile(canvasElement, 'Mila', '2017');
    // Said in the live region, the count one lower.
    await waitFor(() =>
      expect(canvas.getByText(/profile left to complete/).textContent).toBe(
        'Mila’s profile is saved. 1 profile left to complete.',
      ),
    );
    await expect(canvas.queryByRole('form', { name: 'Mila' })).toBeNull();
  },
};

/** A birth year outside 3 to 18 years: said under the field, nothing sent. */
export const ProfileBirthYearOutOfRange: Story = {
  args: { path: '/dashboard/welcome/player_profiles' },
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    const form = await completeProfile(canvasElement, 'Mila', '1990');
    await expect(await form.findByText(/^Enter a year between \d{4} and \d{4}\.$/)).toBeVisible();
    await expect(within(canvasElement).getByText('2 profiles left to complete.')).toBeVisible();
  },
};

/** Every profile complete: Continue passes the step and opens the survey. */
export const ProfilesCompleted: Story = {
  args: { path: '/dashboard/welcome/player_profiles' },
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await completeProfile(canvasElement, 'Mila', '2017');
    await canvas.findByText(/1 profile left/);
    await completeProfile(canvasElement, 'Theo', '2019');
    await expect(await canvas.findByText('Every child’s profile is complete')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await heading(canvasElement, 'Tell us about your family')).toBeVisible();
  },
};

/** The profiles are loading. */
export const ProfilesLoading: Story = {
  args: { path: '/dashboard/welcome/player_profiles' },
  beforeEach({ msw }) {
    msw.use(handlers.incompleteProfiles(loading()), ...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your children’s profiles…'),
    ).toBeInTheDocument();
  },
};

/** The profiles could not be read: an error with a retry. */
export const ProfilesLoadError: Story = {
  args: { path: '/dashboard/welcome/player_profiles' },
  beforeEach({ msw }) {
    msw.use(handlers.incompleteProfiles(serverError()), ...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your children’s profiles could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The profiles in Arabic: a form per child, right to left; the year typed left to right. */
export const ProfilesArabic: Story = {
  ...Profiles,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Mila' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Theo' })).toBeVisible();
    const year = canvasElement.querySelector<HTMLInputElement>('input[name="birth_year"]')!;
    await expect(year).toHaveAttribute('dir', 'ltr');
  },
};

async function answerSurvey(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = within(await canvas.findByRole('form', { name: 'Tell us about your family' }));
  await userEvent.click(form.getByRole('radio', { name: 'Focus and attention' }));
  await userEvent.click(form.getByRole('radio', { name: 'After school' }));
  await userEvent.type(form.getByLabelText(/Anything else we should know\?/), 'Loves drums.');
  await userEvent.click(form.getByRole('button', { name: 'Send my answers' }));
  return form;
}

/** The last step: the answers are sent and the family goes Home. */
export const Survey: Story = {
  args: { path: '/dashboard/welcome/family_survey' },
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup', 'player_profiles'], incompleteProfiles: [] }));
  },
  play: async ({ canvasElement }) => {
    await answerSurvey(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('heading', { level: 1, name: 'Tell us about your family' }),
      ).toBeNull(),
    );
  },
};

/** A question left unanswered: Save says why and stays disabled. */
export const SurveyUnanswered: Story = {
  args: { path: '/dashboard/welcome/family_survey' },
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup', 'player_profiles'], incompleteProfiles: [] }));
  },
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole('form', { name: 'Tell us about your family' }),
    );
    await userEvent.click(form.getByRole('radio', { name: 'Confidence' }));
    await expect(form.getByRole('button', { name: 'Send my answers' })).toBeDisabled();
    await expect(
      form.getByRole('radiogroup', { name: 'When will your children usually play?' }),
    ).toBeVisible();
  },
};

/** The answers could not be saved: said, what was chosen stays. */
export const SurveyNotSaved: Story = {
  args: { path: '/dashboard/welcome/family_survey' },
  beforeEach({ msw }) {
    msw.use(
      handlers.submitFormResponse(serverError()),
      ...newFamily({ done: ['kit_setup', 'player_profiles'], incompleteProfiles: [] }),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await answerSurvey(canvasElement);
    await expect(
      await form.findByText(
        'Your answers could not be saved. Please try again. If it persists, contact support.',
      ),
    ).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Focus and attention' })).toBeChecked();
  },
};

/** The survey in Arabic: the radio groups right to left. */
export const SurveyArabic: Story = {
  ...Survey,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const groups = await within(canvasElement).findAllByRole('radiogroup');
    await expect(groups).toHaveLength(2);
    await userEvent.click(within(groups[0]!).getAllByRole('radio')[0]!);
    await expect(within(groups[0]!).getAllByRole('radio')[0]).toBeChecked();
  },
};

/** A step already passed (has_done): says so and points to the next one. */
export const StepAlreadyDone: Story = {
  args: { path: '/dashboard/welcome/kit_setup' },
  beforeEach({ msw }) {
    msw.use(...newFamily({ done: ['kit_setup'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have done this step')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Next: Complete your children’s profiles' }),
    ).toHaveAttribute('href', '/dashboard/welcome/player_profiles');
  },
};
