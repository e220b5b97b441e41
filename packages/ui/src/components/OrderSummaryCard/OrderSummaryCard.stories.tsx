import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { drawnLeftToRight, pageScrollsSideways } from '../../internal/story-layout';
import { OrderSummaryCard } from './OrderSummaryCard';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "An order's numbers: order number, subtotal, taxes, shipping, total, the recurring total and the card paid with; amounts in minor units formatted by the domain.",
  '',
  '**Do**',
  '',
  '- Pass amounts in minor units (cents) with their `currency`.',
  "- Pass the page's `locale`.",
  '',
  "**Don't**",
  '',
  "- Don't round or format amounts before passing them.",
  "- Don't show more than the last four digits of a card.",
].join('\n');

const meta = {
  title: 'Content/OrderSummaryCard',
  component: OrderSummaryCard,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    orderNumber: 'HR-104233',
    subtotal: 19900,
    taxes: 1642,
    shipping: 995,
    total: 22537,
    recurringTotal: 2999,
    currency: 'USD',
    locale: 'en-US',
    card: { type: 'Visa', lastFour: '4242' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '480px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function valueOf(canvasElement: HTMLElement, term: string) {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

/** Amounts from integer cents, formatted for the locale. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    await expect(valueOf(canvasElement, 'Order number')).toBe('HR-104233');
    await expect(valueOf(canvasElement, 'Subtotal')).toBe('$199.00');
    await expect(valueOf(canvasElement, 'Taxes')).toBe('$16.42');
    await expect(valueOf(canvasElement, 'Shipping')).toBe('$9.95');
    await expect(valueOf(canvasElement, 'Total')).toBe('$225.37');
    await expect(valueOf(canvasElement, 'Recurring total')).toBe('$29.99');
    await expect(valueOf(canvasElement, 'Paid with')).toBe('Visa ending in 4242');
  },
};

/** A promo code took something off: its line under the subtotal, the total after it. */
export const WithDiscount: Story = {
  args: { discount: 1990, discountLabel: 'Promo code WELCOME10', total: 20547 },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Promo code WELCOME10')).toBe('−$19.90');
    await expect(valueOf(canvasElement, 'Total')).toBe('$205.47');
  },
};

export const FreeShipping: Story = {
  args: { shipping: 0, total: 21542 },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Shipping')).toBe('Free');
  },
};

/** A one-time purchase: no recurring total, no card on file shown. */
export const WithoutRecurringTotalOrCard: Story = {
  args: { recurringTotal: undefined, card: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Recurring total')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Paid with')).not.toBeInTheDocument();
  },
};

/** Canadian French: the amount format follows the locale (comma decimals, symbol after). */
export const CanadianFrench: Story = {
  args: { currency: 'CAD', locale: 'fr-CA', title: 'Sommaire de la commande' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Total')).toMatch(/^225,37\s\$$/);
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Récapitulatif de votre commande et des prochains prélèvements',
    orderNumber: 'HR-104233-RENOUVELLEMENT-2026',
    currency: 'CAD',
    locale: 'fr-CA',
    card: { type: 'Mastercard Débit', lastFour: '0005' },
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    // A value that wraps under its label still ends where every amount ends.
    const canvas = within(canvasElement);
    const edge = canvas.getByText('225,37 $').getBoundingClientRect().right;
    const orderNumber = canvas.getByText('HR-104233-RENOUVELLEMENT-2026').getBoundingClientRect();
    await expect(Math.abs(orderNumber.right - edge)).toBeLessThan(1);
  },
};

/**
 * Arabic: labels at the right, amounts at the left, formatted for Arabic; the currency sign "US$" kept
 * whole (not "$US").
 */
export const ArabicRightToLeft: Story = {
  args: { locale: 'ar', title: 'ملخص الطلب' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    for (const amount of within(canvasElement).getAllByText(/US\$/)) {
      await expect(drawnLeftToRight(amount, 'US$')).toBe(true);
    }
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Total')).toBe('$225.37');
    await expect(valueOf(canvasElement, 'Paid with')).toBe('Visa ending in 4242');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
