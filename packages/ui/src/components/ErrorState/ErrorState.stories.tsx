import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { ErrorState } from './ErrorState';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'What a section shows when its data could not load: an alert with a heading, a line saying what to do, and an optional Retry button.',
  '',
  '**Do**',
  '',
  '- Offer `onRetry` whenever trying again can help (network, server).',
  '- Set `retrying` while the retry runs.',
  '- Say what failed in the title and what to do in the description.',
  '',
  "**Don't**",
  '',
  "- Don't show raw error messages or codes.",
  "- Don't use it for empty data: use EmptyState.",
  "- Don't stack several error states on one page for one cause.",
].join('\n');

const meta = {
  title: 'Content/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    title: 'Whoops, an error occurred',
    description: 'If it persists, contact support.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message is an alert; Retry calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Whoops, an error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While retrying the button is busy and does not call back again. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Retry' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Without `onRetry` there is no button (nothing the person can do from here). */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Oups, une erreur s’est produite lors du chargement des statistiques',
    description: 'Si le problème persiste, communiquez avec l’équipe de soutien aux familles.',
    retryLabel: 'Réessayer',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      name: 'Oups, une erreur s’est produite lors du chargement des statistiques',
    });
    await expect(overflowsSideways(heading)).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ArabicRightToLeft: Story = {
  args: {
    title: 'عذرًا، حدث خطأ',
    description: 'إذا استمرت المشكلة، اتصل بالدعم.',
    retryLabel: 'أعد المحاولة',
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(getComputedStyle(alert).direction).toBe('rtl');
    await expect(alert).toHaveTextContent('عذرًا، حدث خطأ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'أعد المحاولة' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Whoops, an error occurred');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
