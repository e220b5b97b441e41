import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
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
};

export const TitleOnly: Story = { args: { description: undefined } };

export const LongTranslatedText: Story = {
  args: {
    title: 'Aucune facture pour le moment dans votre historique de facturation',
    description:
      'Les factures apparaîtront ici après votre première date de facturation. Vous recevrez aussi un courriel.',
  },
  globals: { locale: 'fr-CA' },
};

export const ArabicRightToLeft: Story = {
  args: { title: 'لا توجد فواتير بعد', description: 'تظهر الفواتير هنا بعد أول تاريخ فوترة.' },
  globals: { locale: 'ar' },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
