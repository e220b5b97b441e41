import {
  adminAccountFixtures,
  adminHandlers,
  adminListStates,
  loading,
  orderedAdminAccounts,
  pageOf,
} from '@hub/api-client/msw';
import type { AdminAccountSummary } from '@hub/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import {
  arabic,
  body,
  bodyRows,
  expectListEmpty,
  expectListFailed,
  expectListLoading,
  heading,
  narrow,
  pagedAcross,
  rowWith,
  rtl,
  staff,
} from './stories-support';

const meta = {
  title: 'Screens/Admin/Accounts',
  component: ScreenStory,
  args: { path: '/admin/accounts' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountsPath = '*/api/v2/admin/accounts/';

/**
 * The account list as the server answers it (docs/decisions.md "Admin calls"): the search looks in names
 * and emails (any case), account ids (`42`, `#42`) and phone digits; the tag and the status filter; the
 * order asked for (`?ordering=`) orders them.
 */
function accountsWorld(accounts: AdminAccountSummary[] = adminAccountFixtures) {
  return http.get(accountsPath, ({ request }) => {
    const url = new URL(request.url);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const tag = url.searchParams.get('tag');
    const status = url.searchParams.get('status');
    const digits = /^[\d\s()+.-]+$/.test(search) ? search.replace(/\D/g, '') : '';
    const found = accounts.filter(
      (account) =>
        (search === '' ||
          account.name.toLowerCase().includes(search) ||
          (account.email ?? '').includes(search) ||
          String(account.id) === search.replace(/^#/, '') ||
          (digits.length >= 3 && (account.phone ?? '').replace(/\D/g, '').includes(digits))) &&
        (tag === null || account.tags.includes(tag)) &&
        (status === null || account.account_status === status),
    );
    return HttpResponse.json(pageOf(orderedAdminAccounts(found, url.searchParams.get('ordering'))));
  });
}

/** Staff signed in, the known tags, and the account list answering as `accounts` says. */
function staffAndTags(accounts = accountsWorld()) {
  return staff(accounts, adminHandlers.adminAccountTags());
}

async function accountsPage(canvasElement: HTMLElement) {
  return heading(canvasElement, 'Accounts');
}

/** The names in the table, top to bottom. */
async function names(canvasElement: HTMLElement) {
  return (await bodyRows(canvasElement)).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
}

// --- the list ---

/**
 * Every account on one page, newest first: each name leads to the account's details; the churn-risk flag
 * says why (no play in 14 days, a cancel requested); the last play, or never.
 */
export const Accounts: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await expect(await bodyRows(canvasElement)).toHaveLength(7);
    await expect(canvas.getByText('7 accounts')).toBeVisible();
    const dana = await rowWith(canvasElement, 'Dana Rivera');
    await expect(dana.getByRole('link', { name: 'Dana Rivera' })).toHaveAttribute(
      'href',
      '/admin/accounts/101',
    );
    await expect(dana.getByText('+12025550143')).toBeVisible();
    await expect(dana.getByText('Active')).toBeVisible();
    const morgan = await rowWith(canvasElement, 'Morgan Lee');
    await expect(morgan.getByText('No play in 14 days')).toBeVisible();
    await expect(morgan.getByText('Cancellation requested')).toBeVisible();
    const blair = await rowWith(canvasElement, 'Blair Blocked');
    await expect(blair.getByText('Blocked')).toBeVisible();
    await expect(blair.getByText('Never')).toBeVisible();
    // One page: no paging controls.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    // The side menu's Admin is this page, in the app; no parent promotions here (staff work here).
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    const admin = menu.getByRole('link', { name: 'Admin' });
    await expect(admin).toHaveAttribute('href', '/admin/accounts');
    await expect(admin).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('region', { name: 'Get the free parent app' })).toBeNull();
  },
};

/** The same below 900px: the table scrolls sideways; the search and filters stack. */
export const AccountsNarrow: Story = {
  ...Accounts,
  globals: narrow,
  play: async ({ canvasElement }) => {
    await accountsPage(canvasElement);
    await expect(await bodyRows(canvasElement)).toHaveLength(7);
    await expect(within(canvasElement).getByRole('searchbox', { name: /Search accounts/ })).toBeVisible();
  },
};

/** Typing a name shows the matching account (the search runs as typing pauses); Enter runs it at once. */
export const SearchFindsAnAccount: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await bodyRows(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search accounts/ }), 'okafor');
    await waitFor(() => expect(canvas.getByText('1 account')).toBeVisible());
    await expect(await names(canvasElement)).toEqual(['Sam Okafor']);
    const sam = await rowWith(canvasElement, 'Sam Okafor');
    await expect(sam.getByText('legacy')).toBeVisible();
    await expect(sam.getByText('No play in 14 days')).toBeVisible();

    // An account id, with Enter.
    const search = canvas.getByRole('searchbox', { name: /Search accounts/ });
    await userEvent.clear(search);
    await userEvent.type(search, '#116{Enter}');
    await waitFor(async () => expect(await names(canvasElement)).toEqual(['Avery Kim']));
  },
};

/** A search that matches nothing: said so, and Clear filters brings every account back. */
export const NoMatch: Story = {
  args: { path: '/admin/accounts?search=nobody&status=BLOCKED' },
  beforeEach({ msw }) {
    msw.use(...staffAndTags());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No accounts match' })).toBeVisible();
    await expect(canvas.getByText(/Nothing matches “nobody”/)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: /Search accounts/ })).toHaveValue('nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await bodyRows(canvasElement)).toHaveLength(7));
    await expect(canvas.getByRole('searchbox', { name: /Search accounts/ })).toHaveValue('');
  },
};

/** The address's tag and status filter the list; choosing another status filters again. */
export const FilteredByTagAndStatus: Story = {
  args: { path: '/admin/accounts?tag=legacy' },
  beforeEach({ msw }) {
    msw.use(...staffAndTags());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await waitFor(async () => expect(await names(canvasElement)).toEqual(['Sam Okafor', 'Rowan Diaz']));
    await expect(canvas.getByRole('combobox', { name: 'Tag' })).toHaveTextContent('legacy');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Blocked' }));
    await expect(await canvas.findByRole('heading', { name: 'No accounts match' })).toBeVisible();
    await expect(
      canvas.getByText('No account has this tag and status. Clear the filters to see every account.'),
    ).toBeVisible();
  },
};

/** A sortable column sorts the page shown, ascending first, then descending; by keyboard too. */
export const SortedByName: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await bodyRows(canvasElement);
    const byName = canvas.getByRole('button', { name: 'Name' });
    await userEvent.click(byName);
    await expect(await names(canvasElement)).toEqual([
      'Avery Kim',
      'Blair Blocked',
      'Dana Rivera',
      'Morgan Lee',
      'Quinn Harper',
      'Rowan Diaz',
      'Sam Okafor',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    byName.focus();
    await userEvent.keyboard('{Enter}');
    await expect((await names(canvasElement))[0]).toBe('Sam Okafor');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/**
 * Last play orders the whole list on the server (`?ordering=last_play_at`), not only the page shown: never
 * played first, then the longest without play; pressed again, the latest play first.
 */
export const OrderedByLastPlay: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await bodyRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last play' }));
    await waitFor(async () =>
      expect(await names(canvasElement)).toEqual([
        'Blair Blocked',
        'Rowan Diaz',
        'Sam Okafor',
        'Morgan Lee',
        'Dana Rivera',
        'Quinn Harper',
        'Avery Kim',
      ]),
    );
    await expect(canvas.getByRole('columnheader', { name: 'Last play' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Last play' }));
    await waitFor(async () => expect((await names(canvasElement))[0]).toBe('Avery Kim'));
    await expect(canvas.getByRole('columnheader', { name: 'Last play' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** The server's churn-risk order, pressed twice: the most at risk first (a cancel requested, then no play). */
async function mostAtRiskFirst(canvasElement: HTMLElement, column: string) {
  const canvas = within(canvasElement);
  await bodyRows(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: column }));
  await waitFor(async () => expect((await names(canvasElement))[0]).toBe('Avery Kim'));
  await userEvent.click(canvas.getByRole('button', { name: column }));
  await waitFor(async () =>
    expect(await names(canvasElement)).toEqual([
      'Morgan Lee',
      'Blair Blocked',
      'Rowan Diaz',
      'Sam Okafor',
      'Dana Rivera',
      'Quinn Harper',
      'Avery Kim',
    ]),
  );
  await expect(canvas.getByRole('columnheader', { name: column })).toHaveAttribute('aria-sort', 'descending');
}

/**
 * Churn risk orders the whole list on the server too: pressed twice, the most at risk first (a cancel
 * requested, then the longest without play, never played first); ended subscriptions last.
 */
export const MostAtRiskFirst: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags());
  },
  play: async ({ canvasElement }) => {
    await accountsPage(canvasElement);
    await mostAtRiskFirst(canvasElement, 'Churn risk');
  },
};

/** More accounts than a page (1000): the count, Page 1 of 3, and Next moves on. */
export const ManyPages: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags(pagedAcross(accountsPath, adminAccountFixtures, 2345)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await bodyRows(canvasElement);
    await expect(canvas.getByText('2,345 accounts')).toBeVisible();
    const paging = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(paging.getByText('Page 1 of 3')).toBeVisible();
    await expect(paging.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(paging.getByRole('button', { name: 'Next page' }));
    await expect(await paging.findByText('Page 2 of 3')).toBeVisible();
    await bodyRows(canvasElement);
    await expect(paging.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** The last page, from the address (a reload keeps the page): Next is off. */
export const LastPage: Story = {
  args: { path: '/admin/accounts?page=3' },
  beforeEach: ManyPages.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await bodyRows(canvasElement);
    const paging = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(paging.getByText('Page 3 of 3')).toBeVisible();
    await expect(paging.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A page that is not there any more (the list got shorter): the first page is offered. */
export const PageGone: Story = {
  args: { path: '/admin/accounts?page=9' },
  beforeEach: ManyPages.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'There is no page 9 anymore' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first page' }));
    const paging = await canvas.findByRole('navigation', { name: 'Pagination' });
    await expect(within(paging).getByText('Page 1 of 3')).toBeVisible();
  },
};

/** While the list loads: the table's placeholder rows, announced as loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags(adminHandlers.adminAccounts(loading())));
  },
  play: async ({ canvasElement }) => {
    await expectListLoading(canvasElement, 'Accounts');
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** No account at all yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags(adminHandlers.adminAccounts(adminListStates(adminAccountFixtures).empty)));
  },
  play: async ({ canvasElement }) => {
    await expectListEmpty(canvasElement, 'Accounts', 'No accounts yet');
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** The list cannot be read: spec section 8's words, and Try again reads it again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...staffAndTags(adminHandlers.adminAccounts(adminListStates(adminAccountFixtures).failed)));
  },
  play: async ({ canvasElement }) => {
    await expectListFailed(canvasElement, 'Accounts');
    await expect(within(canvasElement).getByText(/contact support/i)).toBeVisible();
  },
};

/** Failed first, then Try again reads the list. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(accountsPath, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }), {
        once: true,
      }),
      ...staffAndTags(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsPage(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await bodyRows(canvasElement)).toHaveLength(7);
  },
};

// --- in Arabic (right to left) ---

export const AccountsArabic: Story = {
  ...Accounts,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'الحسابات');
    await rtl();
    await expect(await bodyRows(canvasElement)).toHaveLength(7);
    const dana = await rowWith(canvasElement, 'Dana Rivera');
    await expect(dana.getByRole('link', { name: 'Dana Rivera' })).toHaveAttribute(
      'href',
      '/admin/accounts/101',
    );
    await expect(dana.getByText('نشط')).toBeVisible();
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'القائمة الرئيسية' }));
    await expect(menu.getByRole('link', { name: 'الإدارة' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(canvasElement).queryByRole('region', { name: 'احصل على تطبيق الوالدين المجاني' }),
    ).toBeNull();
  },
};

export const ManyPagesArabic: Story = {
  ...ManyPages,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'الحسابات');
    await rtl();
    await bodyRows(canvasElement);
    const paging = within(canvas.getByRole('navigation', { name: 'التنقل بين الصفحات' }));
    await expect(paging.getByText('الصفحة 1 من 3')).toBeVisible();
  },
};

export const FailedArabic: Story = {
  ...Failed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'الحسابات');
    await rtl();
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const MostAtRiskFirstArabic: Story = {
  ...MostAtRiskFirst,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'الحسابات');
    await rtl();
    await mostAtRiskFirst(canvasElement, 'خطر فقدان العميل');
  },
};
