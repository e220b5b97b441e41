import {
  billingFixtureClock,
  handlers,
  loading,
  serverError,
  subscriptionFixtures,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import {
  arabic,
  coach,
  expectFailed,
  expectLoading,
  expectNotBillingUser,
  heading,
  parent,
  popupNamed,
  rtl,
} from './stories-support';

const meta = {
  title: 'Screens/Package returns',
  component: ScreenStory,
  args: { path: '/packagereturns', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function steps(canvasElement: HTMLElement, name = 'Package returns') {
  return within(await within(canvasElement).findByRole('list', { name }));
}

/** What each step says about where it stands, in order. */
function stepStates(list: { getAllByRole: (role: 'listitem') => HTMLElement[] }) {
  return list.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
}

/** Requested yesterday: the instructions email is next, within 24 hours. */
export const Requested: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.returnRequested }));
  },
  play: async ({ canvasElement }) => {
    const list = await steps(canvasElement);
    await expect(stepStates(list)).toEqual(['Done', 'In progress', 'Not yet']);
    await expect(list.getByText('Requested on Nov 24, 2026')).toBeVisible();
    await expect(
      list.getByText('You will receive an email with instructions within 24 hours.'),
    ).toBeVisible();
    await expect(list.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** The instructions went out: the kit is on its way back. */
export const InstructionsSent: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...parent({
        subscription: { ...subscriptionFixtures.returnRequested, return_status: 'instructions_sent' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await steps(canvasElement);
    await expect(stepStates(list)).toEqual(['Done', 'Done', 'In progress']);
    await expect(list.getByText('Check your email for how to send the kit back.')).toBeVisible();
  },
};

/** Staff confirmed the kit arrived: every step done, with the return date. */
export const Received: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.returned }));
  },
  play: async ({ canvasElement }) => {
    const list = await steps(canvasElement);
    await expect(stepStates(list)).toEqual(['Done', 'Done', 'Done']);
    await expect(list.getByText('Returned on Nov 15, 2026')).toBeVisible();
  },
};

/** No return yet, and the subscription allows one: the request, then the first step. */
export const RequestsReturn: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.activePastGrace }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'No return in progress')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a return' }));
    const popup = await popupNamed(canvasElement, 'Request a return');
    await userEvent.click(popup.getByRole('button', { name: 'Request a return' }));
    await expect(await canvas.findByText('Your request is sent.')).toBeVisible();
    const list = await steps(canvasElement);
    await expect(stepStates(list)).toEqual(['Done', 'In progress', 'Not yet']);
  },
};

/** Within the cancel grace period: no return to request (cancelling is the way), nothing in progress. */
export const NothingToReturn: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'No return in progress')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request a return' })).toBeNull();
  },
};

/** A user who is not the billing user: told why there is nothing here. */
export const NotBillingUser: Story = {
  beforeEach({ msw }) {
    msw.use(...coach());
  },
  play: ({ canvasElement }) => expectNotBillingUser(canvasElement),
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.subscriptions(loading()), ...parent());
  },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading…'),
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.subscriptions(serverError()), ...parent());
  },
  play: ({ canvasElement }) => expectFailed(canvasElement),
};

/** The steps right to left. */
export const RequestedArabic: Story = {
  ...Requested,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const list = await steps(canvasElement, 'إرجاع الطرود');
    await rtl();
    await expect(stepStates(list)).toEqual(['تم', 'قيد التنفيذ', 'لم يتم بعد']);
    await expect(list.getByRole('heading', { name: 'تم إرسال التعليمات' })).toBeVisible();
  },
};

export const ReceivedArabic: Story = {
  ...Received,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const list = await steps(canvasElement, 'إرجاع الطرود');
    await expect(stepStates(list)).toEqual(['تم', 'تم', 'تم']);
    await expect(list.getByRole('heading', { name: 'تم استلام المجموعة' })).toBeVisible();
  },
};
