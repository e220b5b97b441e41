import { handlers, loading, personaHandlers, serverError } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../../shared/ScreenStory';

// Social access (issue 28): the Privacy card's switch for joining the parents' community group. The other
// states of the card are in AccountCards.stories.tsx ("Account: devices, people and privacy").
const meta = {
  title: 'Screens/Account: social access',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { locale: 'ar' };
const switchName = 'Join the parents’ community';

/** The Privacy card by its title (the cards load after the details). */
async function privacy(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Privacy' }));
}

async function rtl() {
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
}

/** The Privacy card in any language: the region holding the erase dialog's trigger (the page's last). */
async function privacyRegion(canvasElement: HTMLElement) {
  return within(
    await waitFor(() => {
      const trigger = [...canvasElement.querySelectorAll<HTMLElement>('button[aria-haspopup="dialog"]')].at(
        -1,
      );
      const region = trigger?.closest<HTMLElement>('section');
      if (!region) throw new Error('The privacy card is not there yet');
      return region;
    }),
  );
}

/** The card's only switch (social access), in any language, once the choice has loaded. */
async function socialSwitch(canvasElement: HTMLElement) {
  const region = await privacyRegion(canvasElement);
  return { region, toggle: await region.findByRole('switch') };
}

/** Not in the group (every family starts so): the switch is off and says what it does. */
export const SocialAccessOff: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const card = await privacy(canvasElement);
    const toggle = await card.findByRole('switch', { name: switchName });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAccessibleDescription(/the Community link of the menu/);
    await expect(card.getByRole('heading', { name: 'Parents’ community' })).toBeVisible();
  },
};

/** Asked to join before: the switch is on, as the user info keeps it. */
export const SocialAccessOn: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family', { account: { socialAccess: true } }));
  },
  play: async ({ canvasElement }) => {
    const card = await privacy(canvasElement);
    await expect(await card.findByRole('switch', { name: switchName })).toBeChecked();
  },
};

/** Turned on: the switch stays on once the server has it, and a status says it is saved. */
export const TurnsSocialAccessOn: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const card = await privacy(canvasElement);
    const toggle = await card.findByRole('switch', { name: switchName });
    await userEvent.click(toggle);
    const saved = await card.findByText('Saved: you asked to join the parents’ community.');
    await expect(saved.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).toBeChecked();
  },
};

/** While the choice is being saved: the switch shows it, busy and not pressable again. */
export const SocialAccessSaving: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialAccess(loading()), ...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const card = await privacy(canvasElement);
    const toggle = await card.findByRole('switch', { name: switchName });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(card.getByText('Saving…')).toBeVisible();
  },
};

/** The server refuses: the switch goes back to the stored choice and an alert says so. */
export const SocialAccessNotSaved: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialAccess(serverError()), ...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const card = await privacy(canvasElement);
    const toggle = await card.findByRole('switch', { name: switchName });
    await userEvent.click(toggle);
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent('Your community choice could not be saved');
    await expect(alert).toHaveTextContent(
      'It is as it was. Please try again. If it persists, contact support.',
    );
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).not.toBeChecked();
  },
};

/** The educator (the special user kind) has no Community link, so no switch to join it. */
export const NoSocialAccessForEducator: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('educator'));
  },
  play: async ({ canvasElement }) => {
    const card = await privacy(canvasElement);
    await expect(await card.findByRole('button', { name: 'Get marketing emails again' })).toBeVisible();
    await expect(card.queryByRole('switch')).toBeNull();
    await expect(card.queryByRole('heading', { name: 'Parents’ community' })).toBeNull();
  },
};

// --- in Arabic (texts from the catalogs: found by role and state) ---

export const SocialAccessOffArabic: Story = {
  ...SocialAccessOff,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const { toggle } = await socialSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleName(/.+/);
    await expect(toggle).toHaveAccessibleDescription(/.+/);
  },
};

export const SocialAccessOnArabic: Story = {
  ...SocialAccessOn,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const { toggle } = await socialSwitch(canvasElement);
    await expect(toggle).toBeChecked();
  },
};

export const SocialAccessSavingArabic: Story = {
  ...SocialAccessSaving,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const { toggle } = await socialSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
  },
};

export const SocialAccessNotSavedArabic: Story = {
  ...SocialAccessNotSaved,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const { region, toggle } = await socialSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(await region.findByRole('alert')).not.toBeEmptyDOMElement();
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).not.toBeChecked();
  },
};
