import type { BillingRequestResponse } from '@hub/api-client';
import {
  adminErrorBodies,
  adminHandlers,
  adminListStates,
  billingRequestFixtures,
  billingRequestResolutionFixture,
  failing,
  loading,
  pageOf,
  requestAlreadyResolved,
  staffFixtures,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import {
  arabic,
  bodyRows,
  expectListEmpty,
  expectListFailed,
  expectListLoading,
  heading,
  pagedAcross,
  popupNamed,
  rowWith,
  rtl,
  staff,
} from './stories-support';

const meta = {
  title: 'Screens/Admin/Outstanding billing requests',
  component: ScreenStory,
  args: { path: '/admin/billing-requests' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestsPath = '*/api/v2/admin/billing/requests/';

/**
 * The outstanding requests as the server keeps them: filtered by `kind`, with the overdue ones counted; a
 * resolved one leaves the list (its resolution answered with the decision and note sent), and resolving
 * it again is 409.
 */
function requestsWorld(requests: BillingRequestResponse[] = billingRequestFixtures) {
  let open = [...requests];
  return [
    http.get(requestsPath, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const listed = open.filter((item) => kind === null || item.kind === kind);
      return HttpResponse.json({
        ...pageOf(listed),
        overdue_count: listed.filter((item) => item.overdue).length,
      });
    }),
    http.post('*/api/v2/admin/billing/requests/:requestId/resolve/', async ({ params, request }) => {
      const found = open.find((item) => item.id === Number(params.requestId));
      if (!found) return HttpResponse.json(adminErrorBodies.requestResolved, { status: 409 });
      const sent = (await request.json()) as { decision: string; note?: string | null };
      open = open.filter((item) => item !== found);
      return HttpResponse.json({
        ...billingRequestResolutionFixture,
        id: found.id,
        kind: found.kind,
        account: found.account.id,
        decision: sent.decision,
        note: sent.note ?? null,
        resolved_by: staffFixtures.staff,
      });
    }),
  ];
}

async function requestsPage(canvasElement: HTMLElement) {
  return heading(canvasElement, 'Outstanding billing requests');
}

// --- the list ---

/**
 * One request of each kind, oldest first: the kind, the account (leading to its details), when and by
 * whom it was opened, what the family said, and the kind's decisions.
 */
export const Requests: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(...requestsWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestsPage(canvasElement);
    await expect(await bodyRows(canvasElement)).toHaveLength(4);
    await expect(canvas.getByText('4 requests wait')).toBeVisible();
    const quinn = await rowWith(canvasElement, 'Quinn Harper');
    await expect(quinn.getByText('Return')).toBeVisible();
    await expect(quinn.getByRole('link', { name: 'Quinn Harper' })).toHaveAttribute(
      'href',
      '/admin/accounts/115',
    );
    await expect(quinn.getByText('The sensor strap hurts our son.')).toBeVisible();
    const decide = within(quinn.getByRole('group', { name: 'Resolve request #6 of Quinn Harper' }));
    await expect(decide.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Confirm',
      'Decline',
    ]);
    const morgan = await rowWith(canvasElement, 'Morgan Lee');
    await expect(morgan.getByText('Card update email')).toBeVisible();
    await expect(morgan.getByRole('button', { name: 'Send the email again' })).toBeVisible();
    await expect(morgan.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    const jordan = await rowWith(canvasElement, 'Jordan Patel');
    await expect(jordan.getByText('We don’t use it enough')).toBeVisible();
    // The renewal and the return have waited longer than the 24 hours the family was promised.
    await expect(canvas.getByText('2 returns or renewals have waited over 24 hours')).toBeVisible();
    await expect(quinn.getByText('Waiting over 24 hours')).toBeVisible();
    const avery = await rowWith(canvasElement, 'Avery Kim');
    await expect(avery.getByText('Waiting over 24 hours')).toBeVisible();
    await expect(morgan.queryByText('Waiting over 24 hours')).toBeNull();
    await expect(jordan.queryByText('Waiting over 24 hours')).toBeNull();
  },
};

/** Every request is younger than the 24 hours promised: nothing is flagged. */
export const NothingOverdue: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staff(...requestsWorld(billingRequestFixtures.map((request) => ({ ...request, overdue: false })))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestsPage(canvasElement);
    await expect(await bodyRows(canvasElement)).toHaveLength(4);
    await expect(canvas.queryByText(/have waited over|has waited over/)).toBeNull();
    await expect(canvas.queryByText('Waiting over 24 hours')).toBeNull();
  },
};

/** The address's kind filters the list. */
export const FilteredByKind: Story = {
  args: { path: '/admin/billing-requests?kind=renewal' },
  beforeEach({ msw }) {
    msw.use(...staff(...requestsWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestsPage(canvasElement);
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getByText('Avery Kim')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Renewal');
  },
};

// --- resolving ---

/**
 * Confirming a return: the popup says what it does, takes a note, and on confirming the outcome shows
 * above the list, which no longer has the request.
 */
export const ResolveSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(...requestsWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestsPage(canvasElement);
    const quinn = await rowWith(canvasElement, 'Quinn Harper');
    await userEvent.click(quinn.getByRole('button', { name: 'Confirm' }));
    const popup = await popupNamed(canvasElement, 'Return request of Quinn Harper: Confirm?');
    await expect(
      popup.getByText('The return is confirmed: the subscription ends and the kit is expected back.'),
    ).toBeVisible();
    await userEvent.type(popup.getByRole('textbox', { name: /Note/ }), 'Kit received.');
    await userEvent.click(popup.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Request resolved')).toBeVisible();
    await expect(
      canvas.getByText('Return request of Quinn Harper: confirmed (by Alex Staff).'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('3 requests wait')).toBeVisible());
    await expect(canvas.queryByRole('link', { name: 'Quinn Harper' })).toBeNull();
    // Quinn's return was one of the two overdue.
    await expect(canvas.getByText('1 return or renewal has waited over 24 hours')).toBeVisible();
  },
};

/** Someone resolved it first (409): said so clearly, and the list shows what is still outstanding. */
export const ResolveAlreadyResolved: Story = {
  beforeEach({ msw }) {
    msw.use(adminHandlers.adminResolveRequest(requestAlreadyResolved()), ...staff(...requestsWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestsPage(canvasElement);
    const avery = await rowWith(canvasElement, 'Avery Kim');
    await userEvent.click(avery.getByRole('button', { name: 'Decline' }));
    const popup = await popupNamed(canvasElement, 'Renewal request of Avery Kim: Decline?');
    await userEvent.click(popup.getByRole('button', { name: 'Decline' }));
    await expect(await canvas.findByText('Already resolved')).toBeVisible();
    await expect(canvas.getByText(/This request has already been resolved\./)).toBeVisible();
  },
};

/** The server fails: the popup stays open with spec section 8's words, so staff can try again. */
export const ResolveFails: Story = {
  beforeEach({ msw }) {
    msw.use(adminHandlers.adminResolveRequest(failing(500)), ...staff(...requestsWorld()));
  },
  play: async ({ canvasElement }) => {
    await requestsPage(canvasElement);
    const jordan = await rowWith(canvasElement, 'Jordan Patel');
    await userEvent.click(jordan.getByRole('button', { name: 'Confirm' }));
    const popup = await popupNamed(canvasElement, 'Cancellation request of Jordan Patel: Confirm?');
    await userEvent.click(popup.getByRole('button', { name: 'Confirm' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent(
      'The request could not be resolvedPlease try again. If it persists, contact support.',
    );
    await expect(popup.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** A note the server refuses (400) shows under the note. */
export const ResolveNoteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      adminHandlers.adminResolveRequest(failing(400, { note: ['Note must be less than 500 characters'] })),
      ...staff(...requestsWorld()),
    );
  },
  play: async ({ canvasElement }) => {
    await requestsPage(canvasElement);
    const morgan = await rowWith(canvasElement, 'Morgan Lee');
    await userEvent.click(morgan.getByRole('button', { name: 'Send the email again' }));
    const popup = await popupNamed(
      canvasElement,
      'Card update email request of Morgan Lee: Send the email again?',
    );
    await userEvent.type(popup.getByRole('textbox', { name: /Note/ }), 'Asked twice.');
    await userEvent.click(popup.getByRole('button', { name: 'Send the email again' }));
    await expect(await popup.findByText('Note must be less than 500 characters')).toBeVisible();
  },
};

// --- the list's states ---

export const ManyPages: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(pagedAcross(requestsPath, billingRequestFixtures, 1500)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestsPage(canvasElement);
    await bodyRows(canvasElement);
    await expect(canvas.getByText('1,500 requests wait')).toBeVisible();
    const paging = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(paging.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(paging.getByRole('button', { name: 'Next page' }));
    await expect(await paging.findByText('Page 2 of 2')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminBillingRequests(loading())));
  },
  play: ({ canvasElement }) => expectListLoading(canvasElement, 'Outstanding billing requests'),
};

/** Nothing waits on staff. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminBillingRequests(adminListStates(billingRequestFixtures).empty)));
  },
  play: ({ canvasElement }) =>
    expectListEmpty(canvasElement, 'Outstanding billing requests', 'Nothing outstanding'),
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminBillingRequests(adminListStates(billingRequestFixtures).failed)));
  },
  play: ({ canvasElement }) => expectListFailed(canvasElement, 'Outstanding billing requests'),
};

// --- in Arabic (right to left) ---

export const RequestsArabic: Story = {
  ...Requests,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await rtl();
    const quinn = await rowWith(canvasElement, 'Quinn Harper');
    await expect(quinn.getByText('الإرجاع')).toBeVisible();
    await expect(quinn.getByRole('button', { name: 'تأكيد' })).toBeVisible();
    await expect(
      within(canvasElement).getByText('طلبا إرجاع أو تجديد ينتظران منذ أكثر من 24 ساعة'),
    ).toBeVisible();
    await expect(quinn.getByText('ينتظر منذ أكثر من 24 ساعة')).toBeVisible();
  },
};

export const NothingOverdueArabic: Story = {
  ...NothingOverdue,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await rtl();
    await expect(await bodyRows(canvasElement)).toHaveLength(4);
    await expect(within(canvasElement).queryByText('ينتظر منذ أكثر من 24 ساعة')).toBeNull();
  },
};

export const ResolveSucceedsArabic: Story = {
  ...ResolveSucceeds,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await rtl();
    const quinn = await rowWith(canvasElement, 'Quinn Harper');
    await userEvent.click(quinn.getByRole('button', { name: 'تأكيد' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Quinn Harper' })).toBeNull());
  },
};

export const FailedArabic: Story = {
  ...Failed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await rtl();
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
