import { playerListFixtures, statsFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, childPage, family, rtl } from './stories-support';

const meta = {
  title: 'Screens/Children/Add a child',
  component: ScreenStory,
  args: { path: '/dashboard/children/new', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: a name is needed before Add the child can be pressed; the birth date is optional. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Add a child' });
    const form = within(await canvas.findByRole('form', { name: 'New child' }));
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Birth date/ })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Add the child' })).toBeDisabled();
  },
};

/** Adding Sami with a birth date: the new child's page opens and says the child is added. */
export const AddingAChild: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New child' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sami');
    await userEvent.type(form.getByRole('textbox', { name: /^Birth date/ }), '2018-02-03');
    await userEvent.click(form.getByRole('button', { name: 'Add the child' }));
    await expect(await childPage(canvasElement, 'Sami')).toBeVisible();
    await expect(await canvas.findByText('Sami is added to your account.')).toBeVisible();
    await expect(canvas.queryByText('Sami’s profile is not complete')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Game profile code' })).toBeVisible();
  },
};

/** A birth date in the future is refused in the form. */
export const BirthDateInTheFuture: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New child' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sami');
    await userEvent.type(form.getByRole('textbox', { name: /^Birth date/ }), '2027-01-01');
    await userEvent.tab();
    await expect(await form.findByText('The birth date cannot be in the future.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add the child' })).toBeDisabled();
  },
};

/** An account with ten children: the server refuses an eleventh, and the form says why. */
export const TooManyChildren: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.twelve.slice(0, 10) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New child' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sami');
    await userEvent.click(form.getByRole('button', { name: 'Add the child' }));
    await expect(await canvas.findByText('An account can have at most 10 players.')).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const EmptyArabic: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(heading).not.toHaveTextContent('Add a child');
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(2);
  },
};

export const AddingAChildArabic: Story = {
  ...AddingAChild,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await canvas.findByRole('form');
    const [name, birth] = canvas.getAllByRole('textbox');
    await userEvent.type(name!, 'Sami');
    await userEvent.type(birth!, '2018-02-03');
    await userEvent.keyboard('{Enter}');
    await expect(await childPage(canvasElement, 'Sami')).toBeVisible();
  },
};

export const TooManyChildrenArabic: Story = {
  ...TooManyChildren,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await canvas.findByRole('form');
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, 'Sami');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).not.toHaveTextContent('An account can have at most');
  },
};
