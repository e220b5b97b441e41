import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'What a section shows when it has nothing yet: a heading, a line saying what will fill it, and an optional next action.',
  '',
  '**Do**',
  '',
  '- Say what is missing and what brings it (Invoices appear after your first billing date).',
  '- Offer the one action that fills the section, if there is one.',
  '',
  "**Don't**",
  '',
  "- Don't use it for errors: use ErrorState.",
  "- Don't blame the person (You have not...).",
].join('\n');

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    title: 'No invoices yet',
    description: 'Invoices appear here after your first billing date.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No players yet',
    description: 'Add a player to see their stats and activity.',
    action: <Button>Add a player</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No players yet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add a player' })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
    await expect(
      canvas.queryByText('Invoices appear here after your first billing date.'),
    ).not.toBeInTheDocument();
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Aucune facture pour le moment dans votre historique de facturation',
    description:
      'Les factures apparaîtront ici après votre première date de facturation. Vous recevrez aussi un courriel.',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      name: 'Aucune facture pour le moment dans votre historique de facturation',
    });
    await expect(heading).toBeVisible();
    await expect(overflowsSideways(heading)).toBe(false);
  },
};

export const ArabicRightToLeft: Story = {
  args: { title: 'لا توجد فواتير بعد', description: 'تظهر الفواتير هنا بعد أول تاريخ فوترة.' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'لا توجد فواتير بعد' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(within(canvasElement).getByText('تظهر الفواتير هنا بعد أول تاريخ فوترة.')).toBeVisible();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
