import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { Button, buttonSizes, buttonVariants } from './Button';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A button in one of four variants and two sizes; `pending` shows a spinner, keeps the label for screen readers and blocks a second click.',
  '',
  '**Do**',
  '',
  '- Use one `primary` button per area for the main action; `secondary` beside it.',
  '- Use `destructive` only for removing, refunding or cancelling for good, and confirm with a destructive Popup.',
  '- Set `pending` while the action runs instead of disabling the button.',
  '',
  "**Don't**",
  '',
  "- Don't use a button to navigate: use a link.",
  "- Don't write labels as vague as OK or Submit: say what happens (Save changes).",
  "- Don't shrink it below `sm`: touch targets stay at least 36px high.",
].join('\n');

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Show more' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Show more' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Remove invoice' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove invoice' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { size: 'sm', children: 'Edit' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit' });
    // Still a comfortable target (WCAG 2.2 asks for 24px at least).
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true, children: 'Saving…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongTranslatedText: Story = {
  args: { children: 'Abonnement und Abrechnung verwalten und Zahlungsmethode aktualisieren' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Abonnement und Abrechnung verwalten und Zahlungsmethode aktualisieren',
    });
    await expect(button).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Arabic: the toolbar global sets dir="rtl"; the spinner sits at the inline start, mirrored. */
export const ArabicRightToLeft: Story = {
  args: { children: 'حفظ التغييرات', pending: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const NarrowViewport: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    // Full width: as wide as the column it stands in.
    await expect(button.getBoundingClientRect().width).toBe(
      button.parentElement!.getBoundingClientRect().width,
    );
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
