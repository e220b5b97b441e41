import { billingFixtureClock, handlers, loading, serverError } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, coach, expectLoading, expectNotBillingUser, parent, rtl } from './stories-support';

const meta = {
  title: 'Screens/Subscription and billing/Loading and failures',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/account?segment=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything loading: placeholders that say what is coming. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.subscriptions(loading()),
      handlers.invoices(loading()),
      handlers.billingDetails(loading()),
      ...parent(),
    );
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'Loading your subscription…');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading invoices…')).toBeInTheDocument();
    await expect(canvas.getAllByText('Loading…')[0]!).toBeInTheDocument();
  },
};

/** The server fails: 'Whoops, an error occurred' with the contact-support line, and a retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.subscriptions(serverError()),
      handlers.invoices(serverError()),
      handlers.billingDetails(serverError()),
      ...parent(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Whoops, an error occurred')).toHaveLength(3));
    await expect(canvas.getAllByText('Please try again. If it persists, contact support.')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /Try again|Retry/ }).length).toBeGreaterThan(0);
  },
};

/** A user who is not the billing user follows a link to the segment: told why it is not there. */
export const NotBillingUser: Story = {
  beforeEach({ msw }) {
    msw.use(...coach());
  },
  play: async ({ canvasElement }) => {
    await expectNotBillingUser(canvasElement);
    await expect(within(canvasElement).queryByRole('tab', { name: 'Subscription & Billing' })).toBeNull();
  },
};

// --- Arabic, right to left ---

export const ServerErrorArabic: Story = {
  ...ServerError,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('عذرًا، حدث خطأ')).toHaveLength(3));
    await rtl();
    await expect(
      canvas.getAllByText('يُرجى المحاولة مرة أخرى. إذا استمرت المشكلة، فتواصل مع الدعم.'),
    ).toHaveLength(3);
  },
};

export const LoadingArabic: Story = {
  ...Loading,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'جارٍ تحميل اشتراكك…');
    await rtl();
  },
};
