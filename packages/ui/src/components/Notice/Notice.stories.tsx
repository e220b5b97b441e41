import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { Notice, noticeTones } from './Notice';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A message about what just happened: success, error (an alert, read at once), warning or info, optionally dismissible.',
  '',
  '**Do**',
  '',
  '- Render it when the event happens so the live region announces it.',
  '- Keep the title to one line; add detail in the body.',
  '- Let people dismiss success and info notices.',
  '',
  "**Don't**",
  '',
  "- Don't use an error notice for a field's error: the field shows it.",
  "- Don't stack several notices for one event.",
  "- Don't use colour alone: the icon and words carry the tone.",
].join('\n');

const meta = {
  title: 'Content/Notice',
  component: Notice,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { tone: 'success', title: 'Account information saved' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success is a polite status. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Account information saved');
  },
};

/** An error is an alert, read at once. */
export const ErrorAlert: Story = {
  args: { tone: 'error', title: 'Whoops, an error occurred', children: 'If it persists, contact support.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Whoops, an error occurred');
    await expect(alert).toHaveTextContent('If it persists, contact support.');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: 'Orders to PO Boxes ship by ground only, with no expedited shipping. Please allow extra time.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Orders to PO Boxes ship by ground only');
    // Nothing to dismiss: a warning stays until its cause goes.
    await expect(within(status).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'An email with instructions will follow within 24 hours.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'An email with instructions will follow within 24 hours.',
    );
  },
};

/** With a dismiss button. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongTranslatedText: Story = {
  args: {
    tone: 'error',
    title: 'Oups, une erreur s’est produite lors du remboursement de la facture',
    children:
      'Si le problème persiste, communiquez avec l’équipe de soutien aux familles en mentionnant le numéro de la facture.',
    onDismiss: fn(),
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Oups, une erreur s’est produite lors du remboursement de la facture',
    );
    await expect(overflowsSideways(alert)).toBe(false);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ArabicRightToLeft: Story = {
  args: { tone: 'success', title: 'تم حفظ معلومات الحساب', onDismiss: fn() },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(getComputedStyle(status).direction).toBe('rtl');
    await expect(status).toHaveTextContent('تم حفظ معلومات الحساب');
    await userEvent.click(within(status).getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const NarrowViewport: Story = {
  args: { tone: 'error', title: 'Error Refunding Invoice', children: 'If it persists, contact support.' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error Refunding Invoice');
    await expect(alert).toHaveTextContent('If it persists, contact support.');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
