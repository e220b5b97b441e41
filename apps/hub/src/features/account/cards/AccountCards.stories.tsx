import { handlers, personaHandlers, serverError } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../../shared/ScreenStory';

const meta = {
  title: 'Screens/Account: devices, people and privacy',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { locale: 'ar' };

/** A card of the account tab by its title (the cards load after the details). */
async function card(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }));
}

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function rtl() {
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
}

/** The alert dialog once it has faded in. */
async function dialog(canvasElement: HTMLElement) {
  const element = await body(canvasElement).findByRole('alertdialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

// --- devices ---

/** Two tablets: the kitchen one in kiosk mode, the bedroom one not. */
export const KioskModeOnAndOff: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const devices = await card(canvasElement, 'Devices');
    await expect(await devices.findByRole('switch', { name: 'Kitchen tablet Kiosk mode' })).toBeChecked();
    await expect(devices.getByRole('switch', { name: 'Bedroom tablet Kiosk mode' })).not.toBeChecked();
  },
};

/** Turning kiosk mode on: the switch turns on and stays on once the server has it. */
export const TurnsKioskModeOn: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const devices = await card(canvasElement, 'Devices');
    const bedroom = await devices.findByRole('switch', { name: 'Bedroom tablet Kiosk mode' });
    await userEvent.click(bedroom);
    await waitFor(() => expect(bedroom).toBeChecked());
    await waitFor(() => expect(bedroom).toBeEnabled());
    await expect(bedroom).toBeChecked();
  },
};

/** The server refuses the change: the switch goes back and a notice says so. */
export const KioskModeNotChanged: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.setKioskMode(serverError()), ...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const devices = await card(canvasElement, 'Devices');
    const bedroom = await devices.findByRole('switch', { name: 'Bedroom tablet Kiosk mode' });
    await userEvent.click(bedroom);
    await expect(await devices.findByText('Kiosk mode could not be changed')).toBeVisible();
    await waitFor(() => expect(bedroom).not.toBeChecked());
  },
};

/** An account without a tablet yet. */
export const NoDevices: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('coach'));
  },
  play: async ({ canvasElement }) => {
    const devices = await card(canvasElement, 'Devices');
    await expect(await devices.findByRole('heading', { name: 'No tablets yet' })).toBeVisible();
    await expect(devices.queryByRole('switch')).toBeNull();
  },
};

/** The devices could not be read: an error with a retry. */
export const DevicesLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.devices(serverError()), ...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const devices = await card(canvasElement, 'Devices');
    await expect(
      await devices.findByRole('heading', { name: 'Your devices could not be loaded' }),
    ).toBeVisible();
    await expect(devices.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Kiosk mode in Arabic: the switches right to left, the tablet names as they are. */
export const KioskModeArabic: Story = {
  ...KioskModeOnAndOff,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const switches = await within(canvasElement).findAllByRole('switch', { name: /tablet/ });
    await expect(switches).toHaveLength(2);
    await expect(switches[0]).toBeChecked();
    await expect(switches[1]).not.toBeChecked();
    await expect(within(canvasElement).getByText('Kitchen tablet')).toBeVisible();
  },
};

// --- people and caregivers ---

async function inviteCaregiver(canvasElement: HTMLElement, email: string) {
  const people = await card(canvasElement, 'People on this account');
  const form = within(await people.findByRole('form', { name: 'Add a caregiver' }));
  await userEvent.type(form.getByLabelText('Email'), email);
  await userEvent.type(form.getByLabelText('First name'), 'Louis');
  await userEvent.type(form.getByLabelText('Last name'), 'Moreau');
  await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
  return { people, form };
}

/** Everyone on the family's account: the parent who pays and the second caregiver. */
export const PeopleOnTheAccount: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const people = await card(canvasElement, 'People on this account');
    const list = within(await people.findByRole('list', { name: 'People on this account' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('caregiver@demo.test')).toBeVisible();
    await expect(list.getByText('Pays for the account')).toBeVisible();
  },
};

/** A caregiver invited: the invitation is sent and they are listed as invited. */
export const CaregiverInviteSent: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const { people, form } = await inviteCaregiver(canvasElement, 'grandpa@example.test');
    await expect(
      await form.findByText(
        'Invitation sent to grandpa@example.test. The link in it works once, for 7 days.',
      ),
    ).toBeVisible();
    const list = within(people.getByRole('list', { name: 'People on this account' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    await expect(list.getByText('Invitation sent')).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveValue('');
  },
};

/** An address that already has an account: said under the field, nothing sent. */
export const CaregiverInviteEmailTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const { form } = await inviteCaregiver(canvasElement, 'parent@demo.test');
    await expect(await form.findByText('A user with this email already exists.')).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveValue('parent@demo.test');
  },
};

/** The server fails: the form keeps what was typed and says to try again. */
export const CaregiverInviteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.addCaregiver(serverError()), ...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const { form } = await inviteCaregiver(canvasElement, 'grandpa@example.test');
    await expect(
      await form.findByText(
        'The invitation could not be sent. Please try again. If it persists, contact support.',
      ),
    ).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveValue('grandpa@example.test');
  },
};

/** A second caregiver sees who is on the account but cannot add anyone. */
export const CaregiverCannotInvite: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('caregiver'));
  },
  play: async ({ canvasElement }) => {
    const people = await card(canvasElement, 'People on this account');
    await expect(
      await people.findByText('Only the person who pays for the account can add a caregiver.'),
    ).toBeVisible();
    await expect(people.queryByRole('form', { name: 'Add a caregiver' })).toBeNull();
    await expect(await people.findByText('You')).toBeVisible();
  },
};

/** The invitation in Arabic: right to left, the addresses left to right inside it. */
export const CaregiverInviteSentArabic: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    const email = await waitFor(() => {
      const input = canvasElement.querySelector<HTMLInputElement>('form input[name="email"]');
      if (!input) throw new Error('The invitation form is not there yet');
      return input;
    });
    const form = email.closest('form')!;
    await userEvent.type(email, 'grandpa@example.test');
    await userEvent.type(form.querySelector<HTMLInputElement>('input[name="first_name"]')!, 'Louis');
    await userEvent.type(form.querySelector<HTMLInputElement>('input[name="last_name"]')!, 'Moreau');
    await userEvent.click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    // The sentence (in the reader's language) names the address.
    await waitFor(() => expect(within(form).getByText(/grandpa@example\.test/)).toBeVisible());
    await expect(canvas.getAllByText('grandpa@example.test')).toHaveLength(1);
  },
};

// --- privacy ---

/** Marketing emails stopped: the choice is said and the button offers them back. */
export const OptsOutOfMarketing: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const privacy = await card(canvasElement, 'Privacy');
    await userEvent.click(await privacy.findByRole('button', { name: 'Stop marketing emails' }));
    await expect(await privacy.findByText('You will no longer get marketing emails from us.')).toBeVisible();
    await expect(await privacy.findByRole('button', { name: 'Get marketing emails again' })).toBeVisible();
  },
};

/** Someone who opted out before: the button offers the emails back. */
export const OptedOutOfMarketing: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('educator'));
  },
  play: async ({ canvasElement }) => {
    const privacy = await card(canvasElement, 'Privacy');
    await expect(await privacy.findByRole('button', { name: 'Get marketing emails again' })).toBeVisible();
  },
};

async function openErase(canvasElement: HTMLElement) {
  const privacy = await card(canvasElement, 'Privacy');
  await userEvent.click(await privacy.findByRole('button', { name: 'Erase my data…' }));
  return dialog(canvasElement);
}

/** A wrong password: said under the field; nothing is erased. */
export const EraseDataWrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('caregiver'));
  },
  play: async ({ canvasElement }) => {
    const popup = await openErase(canvasElement);
    await userEvent.type(popup.getByLabelText('Your password'), 'not-my-password');
    await userEvent.click(popup.getByRole('button', { name: 'Erase my data' }));
    await expect(await popup.findByText('That is not your password.')).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Erase your personal data?' })).toBeVisible();
  },
};

/** Erased: the confirmation, and the way to the login page. */
export const EraseDataConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('caregiver'));
  },
  play: async ({ canvasElement }) => {
    const popup = await openErase(canvasElement);
    await userEvent.type(popup.getByLabelText('Your password'), 'HubDemo#2026');
    await userEvent.click(popup.getByRole('button', { name: 'Erase my data' }));
    await expect(await popup.findByRole('heading', { name: 'Your data has been erased' })).toBeVisible();
    await expect(
      popup.getByText(
        'Your personal data has been erased and everyone is signed out. A confirmation is on its way to caregiver@demo.test.',
      ),
    ).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Go to the login page' })).toBeVisible();
  },
};

/** The billing user with a running subscription: told to cancel it first; nothing is erased. */
export const EraseDataSubscriptionRunning: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  play: async ({ canvasElement }) => {
    const popup = await openErase(canvasElement);
    await userEvent.type(popup.getByLabelText('Your password'), 'HubDemo#2026');
    await userEvent.click(popup.getByRole('button', { name: 'Erase my data' }));
    await expect(
      await popup.findByText(
        'Your subscription is still running. Cancel it under Subscription & Billing, or ask support, before erasing your data.',
      ),
    ).toBeVisible();
  },
};

/** The wrong password in Arabic: the dialog right to left, the message under the field. */
export const EraseDataWrongPasswordArabic: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('caregiver'));
  },
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const privacy = await waitFor(() => {
      const button = canvasElement.querySelectorAll<HTMLButtonElement>('section button');
      const erase = [...button].find((candidate) => candidate.textContent?.includes('…'));
      if (!erase) throw new Error('The erase button is not there yet');
      return erase;
    });
    await userEvent.click(privacy);
    await dialog(canvasElement);
    const password = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
      '[role="alertdialog"] input[name="password"]',
    )!;
    await userEvent.type(password, 'not-my-password');
    await userEvent.keyboard('{Enter}');
    // Said under the field (in the reader's language) and the field marked invalid.
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(/.+/);
  },
};

// --- the special user kind ---

/** The educator (the special user kind): its own menu, without Community, and a note from staff. */
export const EducatorMenuAndNote: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('educator'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A note from our team')).toBeVisible();
    await expect(
      canvas.getByText('Your classroom’s two spare heart-rate sensors shipped on Monday.'),
    ).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: /Community/ })).toBeNull();
  },
};

// --- more states in Arabic (texts from the catalogs: found by role, field name and data) ---

/** The Privacy card: the region holding the erase dialog's trigger. */
async function privacyRegion(canvasElement: HTMLElement) {
  return waitFor(() => {
    // The erase button opens the only alert dialog of the page (the last dialog trigger).
    const trigger = [...canvasElement.querySelectorAll<HTMLElement>('button[aria-haspopup="dialog"]')].at(-1);
    const region = trigger?.closest<HTMLElement>('section');
    if (!region) throw new Error('The privacy card is not there yet');
    return region;
  });
}

/** No tablet yet, in Arabic. */
export const NoDevicesArabic: Story = {
  ...NoDevices,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await privacyRegion(canvasElement);
    await expect(within(canvasElement).queryAllByRole('switch')).toHaveLength(0);
  },
};

/** The invitation failed, in Arabic: said in the form's alert, what was typed kept. */
export const CaregiverInviteFailedArabic: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.addCaregiver(serverError()), ...personaHandlers('family'));
  },
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const email = await waitFor(() => {
      const input = canvasElement.querySelector<HTMLInputElement>('form input[name="email"]');
      if (!input) throw new Error('The invitation form is not there yet');
      return input;
    });
    const form = email.closest('form')!;
    await userEvent.type(email, 'grandpa@example.test');
    await userEvent.type(form.querySelector<HTMLInputElement>('input[name="first_name"]')!, 'Louis');
    await userEvent.type(form.querySelector<HTMLInputElement>('input[name="last_name"]')!, 'Moreau');
    await userEvent.click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(within(form).getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(email).toHaveValue('grandpa@example.test');
  },
};

/** Marketing emails stopped, in Arabic: the confirmation as a status. */
export const OptsOutOfMarketingArabic: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('family'));
  },
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const privacy = within(await privacyRegion(canvasElement));
    // Once the choice has loaded: its button, then the erase button.
    const [optOut] = await waitFor(() => {
      const buttons = privacy.getAllByRole('button');
      if (buttons.length < 2) throw new Error('The marketing choice is still loading');
      return buttons;
    });
    await userEvent.click(optOut!);
    await expect(await privacy.findByRole('status')).not.toBeEmptyDOMElement();
  },
};

/** Erased, in Arabic: the confirmation names the address, with one way on. */
export const EraseDataConfirmedArabic: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('caregiver'));
  },
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const privacy = await privacyRegion(canvasElement);
    await userEvent.click(
      [...privacy.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]')].at(-1)!,
    );
    const popup = await dialog(canvasElement);
    const password = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
      '[role="alertdialog"] input[name="password"]',
    )!;
    await userEvent.type(password, 'HubDemo#2026');
    await userEvent.keyboard('{Enter}');
    await expect(await popup.findByText(/caregiver@demo\.test/)).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[role="alertdialog"] input')).toBeNull(),
    );
  },
};

// --- children (issue 28) ---

/** The account's children, each with the way to their profile, and the way to add a child. */
export const ChildrenWithProfiles: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const children = await card(canvasElement, 'Children');
    await expect(await children.findByRole('link', { name: 'Maya’s profile' })).toHaveAttribute(
      'href',
      '/dashboard/children/21',
    );
    await expect(children.getByRole('link', { name: 'Leo’s profile' })).toBeVisible();
    await expect(children.getByRole('link', { name: 'Add a child' })).toHaveAttribute(
      'href',
      '/dashboard/children/new',
    );
  },
};

/** No children yet: said, with the way to add one. */
export const NoChildren: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent', { players: false }));
  },
  play: async ({ canvasElement }) => {
    const children = await card(canvasElement, 'Children');
    await expect(await children.findByText('No children on your account yet.')).toBeVisible();
    await expect(children.getByRole('link', { name: 'Add a child' })).toBeVisible();
  },
};

/** The children could not be loaded: the failure with Try again. */
export const ChildrenLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.players(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const children = await card(canvasElement, 'Children');
    await expect(
      await children.findByRole('heading', { name: 'Your children could not be loaded' }),
    ).toBeVisible();
    await expect(children.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ChildrenWithProfilesArabic: Story = {
  ...ChildrenWithProfiles,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const profile = await waitFor(() => {
      const links = within(canvasElement).getAllByRole('link');
      const found = links.find((link) => link.getAttribute('href') === '/dashboard/children/21');
      if (!found) throw new Error('no profile link yet');
      return found;
    });
    await expect(profile).toHaveTextContent('Maya');
    await expect(profile).not.toHaveTextContent('Maya’s profile');
  },
};
