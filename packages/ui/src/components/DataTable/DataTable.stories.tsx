import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullyVisible, pageScrollsSideways } from '../../internal/story-layout';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';

interface AccountRow {
  id: string;
  name: string;
  email: string;
  status: string;
  players: number;
}

const names = [
  'Dana Rivera',
  'Ali Hassan',
  'Mai Nguyen',
  'Sam Okafor',
  'Lena Petrova',
  'Jo Smith',
  'Ana Gómez',
];
const accounts: AccountRow[] = names.map((name, index) => ({
  id: String(1001 + index),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  status: index % 3 === 2 ? 'CANCELLED' : 'ACTIVE',
  players: (index * 5) % 4,
}));

const columns: DataTableColumn<AccountRow>[] = [
  { id: 'id', header: 'Account', cell: (row) => row.id, sortable: true },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'players', header: 'Players', cell: (row) => row.players, sortable: true, align: 'end' },
];

const pageSize = 3;

/** The caller sorts and pages, as a screen would with the server's list; here over local rows. */
function AccountsTable(props: Partial<DataTableProps<AccountRow>>) {
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'id', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const key = sort.columnId as keyof AccountRow;
  const sorted = [...accounts].sort((a, b) => {
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'ascending' ? order : -order;
  });
  const pageCount = Math.ceil(sorted.length / pageSize);
  return (
    <DataTable<AccountRow>
      caption="Accounts"
      columns={columns}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      {...props}
    />
  );
}

function firstColumn(table: HTMLElement, index: number) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent);
}

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A table for staff lists: caption, sortable headers (aria-sort), paging, loading, empty and failed rows; scrolls sideways on phones with the hidden end fading.',
  '',
  '**Do**',
  '',
  '- Always give a `caption`; hide it only when a heading right above names the table.',
  '- Sort and page on the server; the table calls back with the next sort and page.',
  "- Use `align: 'end'` for numbers and amounts.",
  '- Pass `error` and `onRetry` when the rows could not load.',
  '',
  "**Don't**",
  '',
  "- Don't use it for layout or for one record's details (use a definition list).",
  "- Don't make every column sortable: only those people sort by.",
  "- Don't show an empty table without `emptyMessage` saying why (No accounts match this search).",
].join('\n');

const meta = {
  title: 'Content/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    caption: 'Accounts',
    columns: columns as DataTableColumn<unknown>[],
    rows: accounts,
    getRowId: (row) => (row as AccountRow).id,
  },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All rows, no sorting or paging. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Accounts' });
    await expect(within(table).getAllByRole('row')).toHaveLength(accounts.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Players' })).toBeInTheDocument();
  },
};

/** A sortable header is a button; aria-sort tells which way; pressing again reverses. */
export const Sorting: Story = {
  render: () => <AccountsTable />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Accounts' });
    const nameHeader = within(table).getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await expect(within(table).getByRole('columnheader', { name: 'Account' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(table, 1)).toEqual(['Ali Hassan', 'Ana Gómez', 'Dana Rivera']);

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table, 1)).toEqual(['Sam Okafor', 'Mai Nguyen', 'Lena Petrova']);
    await expect(within(table).getByRole('columnheader', { name: 'Account' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** Paging: page x of y, Previous disabled on the first page and Next on the last. */
export const Paging: Story = {
  render: () => <AccountsTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Accounts' });
    const paging = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    const previous = paging.getByRole('button', { name: 'Previous page' });
    const next = paging.getByRole('button', { name: 'Next page' });
    await expect(paging.getByText('Page 1 of 3')).toBeInTheDocument();
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await expect(paging.getByText('Page 2 of 3')).toBeInTheDocument();
    await expect(firstColumn(table, 0)).toEqual(['1004', '1005', '1006']);
    await userEvent.click(next);
    await expect(paging.getByText('Page 3 of 3')).toBeInTheDocument();
    await expect(firstColumn(table, 0)).toEqual(['1007']);
    await expect(next).toBeDisabled();

    await userEvent.click(previous);
    await expect(paging.getByText('Page 2 of 3')).toBeInTheDocument();
  },
};

/** Sorting is reported to the caller with the next direction. */
export const SortCallback: Story = {
  args: {
    sort: { columnId: 'players', direction: 'ascending' },
    onSortChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Players' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'players',
      direction: 'descending',
    });
    await userEvent.click(within(table).getByRole('button', { name: 'Account' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'id', direction: 'ascending' });
  },
};

/** Loading: placeholder rows, the table busy, paging held. */
export const Loading: Story = {
  args: { loading: true, rows: [], page: 2, pageCount: 3, onPageChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No accounts match this search.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent('No accounts match this search.');
  },
};

/** The rows could not load: an alert in their place with Retry; paging waits until they do. */
export const Failed: Story = {
  args: { rows: [], error: true, onRetry: fn(), page: 2, pageCount: 3, onPageChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Accounts' });
    const alert = within(table).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Whoops, an error occurred' })).toBeVisible();
    await expect(alert).toHaveTextContent('Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A failure the caller words; Retry, once pressed, shows it is running until the rows arrive. */
export const FailedThenRetried: Story = {
  render: function RetriedTable() {
    const [state, setState] = useState<'failed' | 'retrying' | 'loaded'>('failed');
    return (
      <DataTable<AccountRow>
        caption="Accounts"
        columns={columns}
        rows={state === 'loaded' ? accounts.slice(0, 3) : []}
        getRowId={(row) => row.id}
        error={state === 'loaded' ? false : 'The account list is not available right now.'}
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('The account list is not available right now.');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    const table = canvas.getByRole('table', { name: 'Accounts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const EmptyWithDefaultMessage: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Accounts' });
    await expect(within(table).getByRole('cell')).toHaveTextContent('No results');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(columns.length);
  },
};

export const HiddenCaption: Story = {
  args: { captionHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Accounts' })).toBeInTheDocument();
  },
};

export const LongTranslatedText: Story = {
  render: () => <AccountsTable caption="Comptes des clients et état de leur abonnement" />,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Comptes des clients et état de leur abonnement',
    });
    // Sorting by a header works in French too; the page never scrolls sideways.
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/** Arabic: columns run right to left; Previous points right. */
export const ArabicRightToLeft: Story = {
  render: () => <AccountsTable caption="الحسابات" />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'الحسابات' });
    // Right to left: the first column stands at the right.
    const [first, second] = within(table).getAllByRole('columnheader');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
    const pagination = within(canvas.getByRole('navigation'));
    const status = pagination.getByText(/1/);
    await userEvent.click(pagination.getAllByRole('button').at(-1)!);
    await waitFor(() => expect(status).toHaveTextContent('2'));
  },
};

/**
 * Phones: the table scrolls sideways in a focusable region named by the caption. The end hiding columns
 * fades out, the caption stays in view as the columns scroll, and the page status gets its own line.
 */
export const NarrowViewport: Story = {
  render: () => <AccountsTable caption="Comptes des clients et état de leur abonnement" />,
  globals: { locale: 'fr-CA', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', {
      name: 'Comptes des clients et état de leur abonnement',
    });
    await expect(region).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(region).toHaveAttribute('data-more-end'));
    await expect(region).not.toHaveAttribute('data-more-start');
    await expect(getComputedStyle(region).maskImage).not.toBe('none');
    const caption = canvasElement.querySelector('caption')!;
    await expect(fullyVisible(caption, region)).toBe(true);
    // Scrolled to its end: now the start fades, and the caption is still there.
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region).toHaveAttribute('data-more-start'));
    await expect(region).not.toHaveAttribute('data-more-end');
    await waitFor(() => expect(fullyVisible(caption, region)).toBe(true));
    const status = canvas.getByText('Page 1 sur 3');
    const next = canvas.getByRole('button', { name: 'Page suivante' });
    await expect(status.getBoundingClientRect().bottom).toBeLessThanOrEqual(next.getBoundingClientRect().top);
  },
};

/** The same in Arabic: the table starts at the right, the fade is on the left. */
export const ArabicNarrowViewport: Story = {
  render: () => <AccountsTable caption="الحسابات" />,
  globals: { locale: 'ar', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'الحسابات' });
    await waitFor(() => expect(region).toHaveAttribute('data-more-end'));
    await expect(getComputedStyle(region).maskImage).toContain('to left');
  },
};
