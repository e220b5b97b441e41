import { personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../shared/ScreenStory';

const meta = {
  title: 'Screens/Page not found',
  component: ScreenStory,
  args: { path: '/no-such-page', signedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** An address the hub does not know: said plainly, with a way to the start page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      canvas.getByText(
        'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  },
};

/** Signed out, the start page is the login page. */
export const GoesToTheStartSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to the start page' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  },
};

/** Signed in, the start page is the parent's landing: Home. */
export const GoesToTheStartSignedIn: Story = {
  args: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'الانتقال إلى صفحة البداية' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Hmong, the catalog with the longest texts. */
export const DefaultHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nrhiav tsis tau nplooj ntawv' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mus rau nplooj ntawv pib' })).toHaveAttribute('href', '/');
  },
};

/** The longest texts on a phone: they wrap inside the page. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nrhiav tsis tau nplooj ntawv' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mus rau nplooj ntawv pib' })).toBeVisible();
  },
};
