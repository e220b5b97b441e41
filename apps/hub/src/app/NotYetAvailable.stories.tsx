import { personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from './ScreenStory';

/** The routes whose screens have not landed yet say so plainly (see the table in the Introduction). */
const meta = {
  title: 'Screens/Not available yet',
  component: ScreenStory,
  args: { path: '/dashboard/tutorials' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the signed-in shell (Tutorials): the page's title, the notice and a way to the start page. */
export const InTheShell: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tutorials' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('This part of the hub is not available yet.')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/** The start page from there is Home. */
export const GoesToTheStartPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Go to the start page' }, { timeout: 5000 }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome, Dana' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const InTheShellArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('هذا الجزء من البوابة غير متاح بعد.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Hmong, the catalog with the longest texts. */
export const InTheShellHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Qhov no tseem tsis tau muaj siv.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mus rau nplooj ntawv pib' })).toBeVisible();
  },
};
