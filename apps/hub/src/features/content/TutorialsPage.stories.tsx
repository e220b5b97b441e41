import { coachingFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, card, expectAlert, expectFailed, expectLoading, page, parent, rtl } from './stories-support';

const meta = {
  title: 'Screens/Tutorials',
  component: ScreenStory,
  args: { path: '/dashboard/tutorials', clock: coachingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Videos with their length and articles; a search narrows them. */
export const List: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pairing = within(await card(canvasElement, 'Pairing the heart-rate sensor'));
    await expect(pairing.getByText('3 minutes')).toBeVisible();
    await expect(pairing.getByRole('link', { name: /Watch the video/ })).toHaveAttribute(
      'href',
      'https://videos.example.test/pairing',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Videos' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();
    await expect(await card(canvasElement, 'Kiosk mode on the tablet')).toBeVisible();
    // No Game Directions link here: it belongs to the resources.
    await expect(
      within(canvas.getByRole('main')).queryByRole('link', { name: /Game Directions/ }),
    ).toBeNull();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tutorials' }), 'kiosk');
    await expect(await canvas.findByText(/^\d+ results? for “kiosk”$/)).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { level: 3, name: 'Pairing the heart-rate sensor' }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ content: 'loading' }));
  },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading…'),
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ content: 'failed' }));
  },
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Tutorials could not be loaded'),
};

// --- Arabic, right to left ---

/** In Arabic: the translated tutorial in Arabic, the others in English with `lang="en"`. */
export const ListArabic: Story = {
  ...List,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const translated = await card(canvasElement, 'إقران مستشعر نبض القلب');
    await expect(translated.querySelector('[lang="en"]')).toBeNull();
    const english = await card(canvasElement, 'Kiosk mode on the tablet');
    await expect(within(english).getByText('Kiosk mode on the tablet')).toHaveAttribute('lang', 'en');
  },
};

export const LoadingArabic: Story = {
  ...Loading,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await page(canvasElement)).toBeVisible();
  },
};

export const FailedArabic: Story = {
  ...Failed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expectAlert(canvasElement);
  },
};
