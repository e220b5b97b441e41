import { errorBodies, personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../shared/ScreenStory';

/**
 * A page whose loader throws: the user call answers 500 on a protected address, so the route's error
 * boundary shows the whoops page instead of the account page.
 */
const meta = {
  title: 'Screens/Route error',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(userCallFailsOnce(), ...personaHandlers('parent'));
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The user call answers 500 once; after that the server is back (the persona's handlers answer). */
function userCallFailsOnce() {
  return http.get('*/api/v2/user/info/', () => HttpResponse.json(errorBodies.serverError, { status: 500 }), {
    once: true,
  });
}

/** The whoops texts, a retry and a way to the start page; nothing of the page that failed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await canvas.findByRole('alert');
    await expect(
      within(page).getByRole('heading', { level: 1, name: 'Whoops, an error occurred' }),
    ).toBeVisible();
    await expect(page).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(within(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(within(page).getByRole('link', { name: 'Go to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('form', { name: 'Account details' })).toBeNull();
  },
};

/** Try again runs the page's loaders again: the server answers now, and the page opens. */
export const RetryOpensThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('form', { name: 'Account details' })).toBeVisible();
    await expect(canvas.queryByText('Whoops, an error occurred')).toBeNull();
  },
};

/** The start page leads to the parent's landing, Home, once the server answers. */
export const GoesToTheStartPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to the start page' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
  },
};

export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'عذرًا، حدث خطأ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Hmong, the catalog with the longest texts. */
export const DefaultHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ua txhaum, muaj qhov yuam kev tshwm sim' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sim dua' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mus rau nplooj ntawv pib' })).toBeVisible();
  },
};

/** The longest texts on a phone: the heading wraps, the retry stays whole. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sim dua' })).toBeVisible();
  },
};
