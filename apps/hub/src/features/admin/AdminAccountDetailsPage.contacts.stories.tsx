import {
  adminInteractionsWorldHandlers,
  billingFixtureClock,
  errorBodies,
  failing,
  loading,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, card, itemWith, rtl, staffWorld } from './stories-support';

// Staff's contacts with the family (issue 28): logging a call, email or chat on the Support tab, and seeing
// it on the timeline. Every state in English and in Arabic.
const meta = {
  title: 'Screens/Admin/Account details/Contacts',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101?tab=support', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactsTitle = { en: 'Contacts with the family', ar: 'التواصل مع العائلة' };

/** A call logged: the choices are staff's (OPTIONS), the call goes first, and the timeline shows it. */
export const ContactLoggedAndOnTimeline: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: adminInteractionsWorldHandlers() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contacts = await card(canvasElement, contactsTitle.en);
    const list = within(await contacts.findByRole('list', { name: 'Contacts, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(await itemWith(list, /Walked the family through pairing/)).toBeTruthy();

    const kind = contacts.getByRole('combobox', { name: /What kind of contact/ });
    await userEvent.click(kind);
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Phone call', 'Email', 'Chat']);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Chat' }));
    await userEvent.type(contacts.getByRole('textbox', { name: /Summary/ }), 'Asked about the spare strap.');
    await userEvent.click(contacts.getByRole('button', { name: 'Log contact' }));
    await expect(await contacts.findByText('Chat logged. It is on the timeline.')).toBeVisible();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    await expect(
      within(list.getAllByRole('listitem')[0]!).getByText('Asked about the spare strap.'),
    ).toBeVisible();
    await expect(contacts.getByRole('textbox', { name: /Summary/ })).toHaveValue('');

    await userEvent.click(canvas.getByRole('tab', { name: 'Timeline' }));
    const timeline = await card(canvasElement, 'Timeline');
    const events = within(await timeline.findByRole('list', { name: 'Events, newest first' }));
    const first = within(events.getAllByRole('listitem')[0]!);
    await expect(first.getByText('Contact')).toBeVisible();
    await expect(first.getByText(/Chat:/)).toBeVisible();
    await expect(first.getByText('Asked about the spare strap.')).toBeVisible();
    await expect(first.getByText(/Alex Staff/)).toBeVisible();
  },
};

/** The same in Arabic: right to left, staff's choices named in Arabic. */
export const ContactLoggedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: adminInteractionsWorldHandlers() }));
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const contacts = await card(canvasElement, contactsTitle.ar);
    await userEvent.click(await contacts.findByRole('combobox'));
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'مكالمة هاتفية',
      'بريد إلكتروني',
      'دردشة',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(contacts.getByText('Maya loves the forest level.')).toBeVisible();
  },
};

const loadingWorld = () =>
  staffWorld({ before: adminInteractionsWorldHandlers({ metadata: loading(), list: loading() }) });

/** The choices and the contacts are loading: placeholders say so. */
export const ContactsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingWorld());
  },
  play: async ({ canvasElement }) => {
    const contacts = await card(canvasElement, contactsTitle.en);
    await expect(await contacts.findByText('Loading the kinds of contact…')).toBeInTheDocument();
    await expect(contacts.getByText('Loading the contacts…')).toBeInTheDocument();
    await expect(contacts.queryByRole('button', { name: 'Log contact' })).toBeNull();
  },
};

export const ContactsLoadingArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...loadingWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const contacts = await card(canvasElement, contactsTitle.ar);
    await waitFor(() =>
      expect(
        contacts.getAllByRole('status').filter((s) => s.getAttribute('aria-busy') === 'true'),
      ).toHaveLength(2),
    );
  },
};

const emptyWorld = () => staffWorld({ before: adminInteractionsWorldHandlers({ interactions: [] }) });

/** No contact logged yet: the empty state under the form. */
export const ContactsEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(...emptyWorld());
  },
  play: async ({ canvasElement }) => {
    const contacts = await card(canvasElement, contactsTitle.en);
    await expect(await contacts.findByRole('heading', { name: 'No contacts logged yet' })).toBeVisible();
    await expect(contacts.getByRole('button', { name: 'Log contact' })).toBeVisible();
  },
};

export const ContactsEmptyArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...emptyWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const contacts = await card(canvasElement, contactsTitle.ar);
    await expect(await contacts.findByRole('heading', { name: 'لم تُسجَّل أي جهة تواصل بعد' })).toBeVisible();
  },
};

const failedWorld = () =>
  staffWorld({
    before: adminInteractionsWorldHandlers({ metadata: failing(500), list: failing(500) }),
  });

/** The choices and the contacts could not be read: spec section 8's sentence, and Try again. */
export const ContactsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...failedWorld());
  },
  play: async ({ canvasElement }) => {
    const contacts = await card(canvasElement, contactsTitle.en);
    await expect(
      await contacts.findByRole('heading', { name: 'The kinds of contact could not be loaded' }),
    ).toBeVisible();
    await expect(
      await contacts.findByRole('heading', { name: 'The contacts could not be loaded' }),
    ).toBeVisible();
    await expect(contacts.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const ContactsFailedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...failedWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const contacts = await card(canvasElement, contactsTitle.ar);
    await expect(await contacts.findByRole('heading', { name: 'تعذّر تحميل جهات التواصل' })).toBeVisible();
  },
};

/** Chooses Phone call (in English or Arabic) and logs it. */
async function logACall(canvasElement: HTMLElement, title: string, call: string, log: string) {
  const contacts = await card(canvasElement, title);
  await userEvent.click(await contacts.findByRole('combobox'));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: call }));
  await userEvent.click(contacts.getByRole('button', { name: log }));
  return contacts;
}

const savingWorld = () => staffWorld({ before: adminInteractionsWorldHandlers({ record: loading() }) });

/** Logging is under way (the server has not answered): the form and its button are busy. */
export const ContactSaving: Story = {
  beforeEach({ msw }) {
    msw.use(...savingWorld());
  },
  play: async ({ canvasElement }) => {
    const contacts = await logACall(canvasElement, contactsTitle.en, 'Phone call', 'Log contact');
    const form = contacts.getByRole('form', { name: 'Log a contact' });
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(within(form).getByRole('button', { name: /Logging…/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ContactSavingArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...savingWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const contacts = await logACall(canvasElement, contactsTitle.ar, 'مكالمة هاتفية', 'تسجيل التواصل');
    await waitFor(() => expect(contacts.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
  },
};

const refusedWorld = () =>
  staffWorld({
    before: adminInteractionsWorldHandlers({ record: failing(403, errorBodies.forbidden) }),
  });

/** The server refuses (403): the reason shows, and nothing is added. */
export const ContactRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...refusedWorld());
  },
  play: async ({ canvasElement }) => {
    const contacts = await logACall(canvasElement, contactsTitle.en, 'Phone call', 'Log contact');
    await expect(await contacts.findByText('The contact could not be logged')).toBeVisible();
    await expect(contacts.getByText('You do not have permission to perform this action.')).toBeVisible();
    const list = within(contacts.getByRole('list', { name: 'Contacts, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ContactRefusedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...refusedWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const contacts = await logACall(canvasElement, contactsTitle.ar, 'مكالمة هاتفية', 'تسجيل التواصل');
    await expect(await contacts.findByText('تعذّر تسجيل التواصل')).toBeVisible();
  },
};
