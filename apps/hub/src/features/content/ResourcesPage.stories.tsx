import { coachingFixtureClock, personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { gameDirectionsUrl } from '../../shared/links';
import {
  arabic,
  card,
  expectAlert,
  expectFailed,
  expectLoading,
  page,
  parent,
  rtl,
  spanish,
} from './stories-support';

const meta = {
  title: 'Screens/Resources',
  component: ScreenStory,
  args: { path: '/dashboard/resources', clock: coachingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- English ---

/** The published resources by kind, the Game Directions link at hand; an article reads in a dialog. */
export const List: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await page(canvasElement)).toHaveTextContent('Resources');
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: /^Game Directions/ }),
    ).toHaveAttribute('href', gameDirectionsUrl);
    const calm = within(await card(canvasElement, 'Calm mornings before school'));
    for (const kind of ['Articles', 'Videos', 'Game directions']) {
      await expect(canvas.getByRole('heading', { level: 2, name: kind })).toBeVisible();
    }
    await expect(canvas.getByText(/^\d+ items$/)).toHaveAttribute('aria-live', 'polite');
    // The draft is staff's, on the development address only.
    await expect(canvas.queryByRole('heading', { name: 'Holiday routines (draft)' })).toBeNull();
    await expect(canvas.queryByText('In English')).toBeNull();
    await expect(
      within(await card(canvasElement, 'A tour of the kit')).getByRole('link', { name: /Watch the video/ }),
    ).toHaveAttribute('href', 'https://videos.example.test/kit-tour');

    await userEvent.click(calm.getByRole('button', { name: 'Read: Calm mornings before school' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Calm mornings before school' });
    await waitFor(() =>
      expect(within(dialog).getByText(/Start with two minutes of the breathing game/)).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A search narrows the list as one types; the number of results is announced. */
export const SearchWithResults: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ content: 'search' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, 'A tour of the kit');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search resources' }), 'MORNINGS');
    await expect(await canvas.findByText(/^\d+ results? for “MORNINGS”$/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Calm mornings before school' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3, name: 'A tour of the kit' })).toBeNull();
  },
};

/** A search that finds nothing says so and offers to clear it. */
export const NoResults: Story = {
  args: { path: '/dashboard/resources?search=zzqxv' },
  beforeEach({ msw }) {
    msw.use(...parent({ content: 'search' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No results for “zzqxv”' })).toBeVisible();
    await expect(canvas.getByText('0 results for “zzqxv”')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('zzqxv');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await expect(await card(canvasElement, 'Calm mornings before school')).toBeVisible();
  },
};

/** Staff on the development address also see the unpublished items, flagged Draft. */
export const DevVariantWithDrafts: Story = {
  args: { path: '/dashboard/resources/feature-branch/preview' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('staff', { content: 'dev' }));
  },
  play: async ({ canvasElement }) => {
    const draft = within(await card(canvasElement, 'Holiday routines (draft)'));
    await expect(draft.getByText('Draft')).toBeVisible();
    await expect(
      within(await card(canvasElement, 'Calm mornings before school')).queryByText('Draft'),
    ).toBeNull();
  },
};

/** A parent on the development address sees the published items (never asking for the drafts). */
export const DevVariantParent: Story = {
  args: { path: '/dashboard/resources/feature-branch/preview' },
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Calm mornings before school');
    await expect(within(canvasElement).queryByText('Draft')).toBeNull();
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Holiday routines (draft)' }),
    ).toBeNull();
  },
};

/** Loading: the heading and a skeleton that says what loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ content: 'loading' }));
  },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading…'),
};

/** The read failed: what could not load, the support line and Try again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ content: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFailed(canvasElement, 'Resources could not be loaded');
    // The Game Directions link stays when the list fails.
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: /^Game Directions/ }),
    ).toBeVisible();
  },
};

// --- Spanish: English stands in ---

/** In Spanish: translated items in Spanish, the others in English, marked and `lang="en"`. */
export const UntranslatedItems: Story = {
  globals: spanish,
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const spanishCard = await card(canvasElement, 'Mañanas tranquilas antes de la escuela');
    await expect(within(spanishCard).queryByText('In English')).toBeNull();
    const english = await card(canvasElement, 'Screen time that builds skills');
    await expect(within(english).getByText('Screen time that builds skills')).toHaveAttribute('lang', 'en');
    await expect(within(english).getByText(/./, { selector: 'p[lang="en"]' })).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const ListArabic: Story = {
  ...List,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const translated = await card(canvasElement, 'صباح هادئ قبل المدرسة');
    await expect(translated.querySelector('[lang="en"]')).toBeNull();
    const english = await card(canvasElement, 'Screen time that builds skills');
    await expect(within(english).getByText('Screen time that builds skills')).toHaveAttribute('lang', 'en');
  },
};

export const NoResultsArabic: Story = {
  ...NoResults,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox')).toHaveValue('zzqxv');
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 2, name: /zzqxv/ })).toBeVisible();
    await expect(main.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const DevVariantWithDraftsArabic: Story = {
  ...DevVariantWithDrafts,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await card(canvasElement, 'Holiday routines (draft)')).toBeVisible();
  },
};

export const LoadingArabic: Story = {
  ...Loading,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await page(canvasElement);
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
