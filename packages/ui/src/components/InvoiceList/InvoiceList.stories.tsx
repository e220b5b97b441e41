import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawnLeftToRight, pageScrollsSideways } from '../../internal/story-layout';
import { type InvoiceListItem, InvoiceList } from './InvoiceList';
import { useState } from 'react';

const statuses = ['UPCOMING', 'FAILED', 'PAID', 'PAID', 'REFUNDED', 'PAID', 'REMOVED', 'PAID'] as const;

const invoices: InvoiceListItem[] = statuses.map((status, index) => ({
  id: `in_${1000 + index}`,
  number: `INV-${String(2026_08 - index).padStart(6, '0')}`,
  date: `2026-${String(8 - index).padStart(2, '0')}-01`,
  description: index === 0 ? 'Monthly membership (next)' : 'Monthly membership',
  amount: 2999,
  currency: 'USD',
  status,
}));

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "The billing page's invoices: number, date, description, amount and status, with print, remove and refund where the invoice's status allows, and Show more.",
  '',
  '**Do**',
  '',
  "- Pass the UI language's `locale`: dates and amounts follow it.",
  '- Confirm remove and refund with a destructive Popup before calling the server.',
  '- Pass `pendingAction` while one runs, and `error` with `onRetry` when the list could not load.',
  '',
  "**Don't**",
  '',
  "- Don't decide in the app which actions an invoice offers: the domain's `invoiceActions` does.",
  "- Don't format amounts yourself: they are minor units formatted by the domain.",
].join('\n');

const meta = {
  title: 'Content/InvoiceList',
  component: InvoiceList,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    invoices,
    locale: 'en-US',
    onPrint: fn(),
    onRemove: fn(),
    onRefund: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '820px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

function items(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
}

/** The first five invoices with number, date, amount and status; actions only where the status allows. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Invoices' })).toBeInTheDocument();
    await expect(items(canvasElement)).toHaveLength(5);
    const first = within(items(canvasElement)[0]!);
    await expect(first.getByText('Invoice INV-202608')).toBeInTheDocument();
    await expect(first.getByText('Aug 1, 2026')).toBeInTheDocument();
    await expect(first.getByText('$29.99')).toBeInTheDocument();
    await expect(first.getByText('Upcoming')).toBeInTheDocument();

    // Remove is offered for the failed invoice only, refund for paid ones only.
    await expect(canvas.getAllByRole('button', { name: /^Remove invoice/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Refund invoice/ })).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove invoice INV-202607' }));
    await expect(args.onRemove).toHaveBeenCalledWith(invoices[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Refund invoice INV-202606' }));
    await expect(args.onRefund).toHaveBeenCalledWith(invoices[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Print invoice INV-202608' }));
    await expect(args.onPrint).toHaveBeenCalledWith(invoices[0]);
  },
};

/** Show more reveals the next rows, moves focus to the first of them, and goes away when all show. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(items(canvasElement)).toHaveLength(8);
    await waitFor(() => expect(items(canvasElement)[5]).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

/** Pages from the server: all given invoices show; Show more asks for the next page and focus moves to its first. */
export const ShowMoreFromServer: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(3);
    const [loading, setLoading] = useState(false);
    return (
      <InvoiceList
        {...args}
        invoices={invoices.slice(0, shown)}
        hasMore={shown < invoices.length}
        loadingMore={loading}
        onShowMore={() => {
          setLoading(true);
          setTimeout(() => {
            setShown((count) => count + 3);
            setLoading(false);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items(canvasElement)).toHaveLength(6));
    await waitFor(() => expect(items(canvasElement)[3]).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items(canvasElement)).toHaveLength(8));
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

/** Each status has its label; the REMOVED one offers nothing but print. */
export const AllStatuses: Story = {
  args: { pageSize: 10 },
  play: async ({ canvasElement }) => {
    for (const label of ['Upcoming', 'Paid', 'Failed', 'Refunded', 'Removed']) {
      await expect(within(canvasElement).getAllByText(label).length).toBeGreaterThan(0);
    }
  },
};

/** A status the hub does not know shows as sent, without actions. */
export const UnknownStatus: Story = {
  args: { invoices: [{ ...invoices[2]!, status: 'DISPUTED' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('DISPUTED')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  },
};

/** The remove is running: that button is busy. */
export const RemovePending: Story = {
  args: { pendingAction: { invoiceId: 'in_1001', action: 'remove' } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove invoice INV-202607' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** A parent's view: print only, as links to the printable page in a new tab. */
export const CustomerPrintLinks: Story = {
  args: {
    onPrint: undefined,
    onRemove: undefined,
    onRefund: undefined,
    printHref: (invoice) => `/invoice?ext_id=${invoice.id}&account_id=42`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Print invoice INV-202608 (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/invoice?ext_id=in_1000&account_id=42');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button', { name: /^(Remove|Refund)/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading invoices…');
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
  },
};

/** The invoices could not load: an alert in the card with Retry. */
export const Failed: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Invoices' }));
    await expect(region.getByRole('alert')).toHaveTextContent('Whoops, an error occurred');
    await expect(region.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    await expect(region.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Retry while it runs, then the invoices arrive in place of the alert. */
export const FailedThenRetried: Story = {
  render: function RetriedInvoices(args) {
    const [state, setState] = useState<'failed' | 'retrying' | 'loaded'>('failed');
    return (
      <InvoiceList
        {...args}
        invoices={state === 'loaded' ? invoices : []}
        error={state !== 'loaded' && 'The billing service did not answer.'}
        retrying={state === 'retrying'}
        onRetry={() => {
          setState('retrying');
          setTimeout(() => setState('loaded'), 300);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The billing service did not answer.');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(items(canvasElement)).toHaveLength(5));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Factures et historique des paiements',
    locale: 'fr-CA',
    invoices: invoices.slice(0, 3).map((invoice) => ({
      ...invoice,
      currency: 'CAD',
      description: 'Abonnement mensuel à la trousse de jeu avec capteur de fréquence cardiaque et tablette',
    })),
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Factures et historique des paiements' })).toBeVisible();
    await expect(items(canvasElement)).toHaveLength(3);
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    // The first printable invoice prints from the keyboard.
    const print = canvas.getAllByRole('button', { name: /INV-202608/ })[0]!;
    print.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrint).toHaveBeenCalledWith(expect.objectContaining({ number: 'INV-202608' }));
  },
};

/** Arabic: rows mirror; dates and amounts formatted for Arabic. */
export const ArabicRightToLeft: Story = {
  args: {
    title: 'الفواتير',
    locale: 'ar',
    invoices: invoices.slice(0, 3).map((invoice) => ({ ...invoice, description: 'اشتراك شهري' })),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // The currency sign keeps its letters together: "US$", never "$US".
    const [amount] = within(canvasElement).getAllByText(/US\$/);
    await expect(drawnLeftToRight(amount!, 'US$')).toBe(true);
  },
};

/** Phones: actions wrap under each invoice. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(5);
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove invoice INV-202607' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ number: 'INV-202607' }));
  },
};
