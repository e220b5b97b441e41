import {
  adminAccountFixture,
  billingFixtureClock,
  errorBodies,
  failing,
  loading,
  remoteConfigWorld,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, byContent, card, itemWith, popupNamed, rtl, staffWorld } from './stories-support';

// The account's remote configuration on the Overview tab (issue 28): each entry with Edit, a popup that
// checks the JSON value with @hub/domain's messages, and the entry replaced where it stands once saved.
// Every state in English and in Arabic.
const meta = {
  title: 'Screens/Admin/Account details/Remote configuration',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parent's account, the one the stories open (the staff member's own has no configs). */
const accountId = adminAccountFixture.id;
const title = { en: 'Remote configuration', ar: 'الإعدادات عن بُعد' };
const notJson =
  'Value must be valid JSON: text in double quotes ("city"), a number (42), a list (["a", "b"]) or an object';

/** Opens the edit popup of `metagame` and puts `text` in its value. */
async function editMetagame(canvasElement: HTMLElement, cardTitle: string, edit: RegExp, text: string) {
  const configs = await card(canvasElement, cardTitle);
  await userEvent.click(await configs.findByRole('button', { name: edit }));
  const popup = await popupNamed(canvasElement, /metagame/);
  const value = popup.getByRole('textbox');
  await userEvent.clear(value);
  if (text) await userEvent.click(value);
  if (text) await userEvent.paste(text);
  return { configs, popup, value };
}

/**
 * The metagame entry of {"product":"city"} edited: a value that is not JSON is refused with the domain's
 * message, a JSON one is saved and replaces the entry where it stands.
 */
export const ConfigEdited: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const configs = await card(canvasElement, title.en);
    const list = within(await configs.findByRole('list', { name: 'Remote configuration entries' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'metagame',
      'sensor_poll_seconds',
    ]);

    const { popup, value } = await editMetagame(canvasElement, title.en, /Edit metagame/, '{product}city');
    await userEvent.tab();
    await expect(await popup.findByText(notJson)).toBeVisible();
    await waitFor(() => expect(value).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(value);
    await userEvent.tab();
    await expect(await popup.findByText('Value is required')).toBeVisible();
    await userEvent.click(value);
    await userEvent.paste('{"product": "forest"}');
    await userEvent.click(popup.getByRole('button', { name: 'Save value' }));

    await expect(await configs.findByText(byContent(/^metagame saved\.$/))).toBeVisible();
    await waitFor(() => expect(list.getByText(/"forest"/)).toBeVisible());
    await expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'metagame',
      'sensor_poll_seconds',
    ]);
    await expect(list.queryByText(/"city"/)).toBeNull();
  },
};

/** The same in Arabic: right to left around the JSON, which stays left to right. */
export const ConfigEditedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const { popup } = await editMetagame(canvasElement, title.ar, /metagame/, 'city');
    await userEvent.tab();
    await expect(await popup.findByText(/^يجب أن تكون القيمة JSON صالحة/)).toBeVisible();
    await expect(popup.getByRole('textbox')).toHaveAttribute('dir', 'ltr');
  },
};

const loadingWorld = () =>
  staffWorld({ before: remoteConfigWorld(undefined, { list: loading(), accountId }) });

/** The entries are loading: a placeholder says so. */
export const ConfigsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingWorld());
  },
  play: async ({ canvasElement }) => {
    const configs = await card(canvasElement, title.en);
    await expect(await configs.findByText('Loading the remote configuration…')).toBeInTheDocument();
  },
};

export const ConfigsLoadingArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...loadingWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const configs = await card(canvasElement, title.ar);
    await expect(await configs.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

const emptyWorld = () => staffWorld({ before: remoteConfigWorld([], { accountId }) });

/** The account has no configuration of its own. */
export const ConfigsEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(...emptyWorld());
  },
  play: async ({ canvasElement }) => {
    const configs = await card(canvasElement, title.en);
    await expect(
      await configs.findByRole('heading', { name: 'This account has no remote configuration of its own' }),
    ).toBeVisible();
  },
};

export const ConfigsEmptyArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...emptyWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const configs = await card(canvasElement, title.ar);
    await expect(
      await configs.findByRole('heading', { name: 'ليس لهذا الحساب إعدادات عن بُعد خاصة به' }),
    ).toBeVisible();
  },
};

const failedWorld = () =>
  staffWorld({ before: remoteConfigWorld(undefined, { list: failing(500), accountId }) });

/** The entries could not be read: what failed, and Try again. */
export const ConfigsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...failedWorld());
  },
  play: async ({ canvasElement }) => {
    const configs = await card(canvasElement, title.en);
    await expect(
      await configs.findByRole('heading', { name: 'The remote configuration could not be loaded' }),
    ).toBeVisible();
    await expect(configs.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ConfigsFailedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...failedWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const configs = await card(canvasElement, title.ar);
    await expect(await configs.findByRole('heading', { name: 'تعذّر تحميل الإعدادات عن بُعد' })).toBeVisible();
  },
};

const savingWorld = () =>
  staffWorld({ before: remoteConfigWorld(undefined, { update: loading(), accountId }) });

/** Saving is under way (the server has not answered): Save value is busy. */
export const ConfigSaving: Story = {
  beforeEach({ msw }) {
    msw.use(...savingWorld());
  },
  play: async ({ canvasElement }) => {
    const { popup } = await editMetagame(canvasElement, title.en, /Edit metagame/, '{"product": "forest"}');
    const save = popup.getByRole('button', { name: /Save value/ });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ConfigSavingArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...savingWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const { popup } = await editMetagame(canvasElement, title.ar, /metagame/, '{"product": "forest"}');
    const save = popup.getByRole('button', { name: /حفظ القيمة/ });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

const refusedWorld = () =>
  staffWorld({
    before: remoteConfigWorld(undefined, { update: failing(403, errorBodies.forbidden), accountId }),
  });

/** The server refuses (403): the popup stays open with the reason, and the entry keeps its value. */
export const ConfigRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...refusedWorld());
  },
  play: async ({ canvasElement }) => {
    const { configs, popup } = await editMetagame(
      canvasElement,
      title.en,
      /Edit metagame/,
      '{"product": "forest"}',
    );
    await userEvent.click(popup.getByRole('button', { name: 'Save value' }));
    await expect(await popup.findByText('The value could not be saved')).toBeVisible();
    await expect(popup.getByText('You do not have permission to perform this action.')).toBeVisible();
    const entry = await itemWith(configs, 'metagame');
    await expect(entry.getByText(/"city"/)).toBeInTheDocument();
  },
};

export const ConfigRefusedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...refusedWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const { popup } = await editMetagame(canvasElement, title.ar, /metagame/, '{"product": "forest"}');
    await userEvent.click(popup.getByRole('button', { name: 'حفظ القيمة' }));
    await expect(await popup.findByText('تعذّر حفظ القيمة')).toBeVisible();
  },
};
