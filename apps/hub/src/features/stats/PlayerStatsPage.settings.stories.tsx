import { statsFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, family, rtl } from './stories-support';

const meta = {
  title: 'Screens/Player stats/Heart rate and game settings',
  component: ScreenStory,
  // The fixtures are made for Wednesday 11 March 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/stats?pid=21', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- heart rate ---

/** The moments one list at a time, ten a page, newest first. */
export const HeartRateMoments: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = within(await canvas.findByRole('region', { name: 'Heart rate' }));
    const rises = await heart.findByRole('table', { name: 'Heart-rate rises, newest first' });
    await waitFor(() => expect(within(rises).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(heart.getByRole('tab', { name: 'Cool-down events' }));
    const events = await heart.findByRole('table', { name: 'Cool-down events, newest first' });
    await waitFor(() => expect(within(events).getAllByText('Cool-down completed')[0]).toBeVisible());
  },
};

// --- the game settings ---

async function gameSettings(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Game settings' }));
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
    await waitFor(() =>
      expect(canvasElement.querySelector('input[name="low_bpm"]')).toHaveAttribute('dir', 'ltr'),
    );
  },
};
