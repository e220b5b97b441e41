import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { DateDisplay, dateDisplayFormats } from './DateDisplay';

// 4:05:09 PM in New York on March 7, 2026 (EST).
const moment = '2026-03-07T21:05:09Z';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "A date in a `<time dateTime>` element: the spec's `MM-DD-YYYY h:mm:ss a zz` in a given zone, or a short date in the reader's language.",
  '',
  '**Do**',
  '',
  '- Use `dateTime` where the exact moment matters (orders, logs).',
  '- Use `date` in running text and lists.',
  "- Pass the account's `timeZone`.",
  '',
  "**Don't**",
  '',
  "- Don't format dates by hand in the app: the formats are the domain's.",
  "- Don't show a bare date without its zone where the time matters.",
].join('\n');

const meta = {
  title: 'Forms/DateDisplay',
  component: DateDisplay,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { value: moment },
  argTypes: { format: { control: 'inline-radio', options: dateDisplayFormats } },
} satisfies Meta<typeof DateDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's format `MM-DD-YYYY h:mm:ss a zz`, in the default zone, machine-readable in `dateTime`. */
export const DateTime: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('03-07-2026 4:05:09 PM EST');
    await expect(time).toHaveAttribute('datetime', '2026-03-07T21:05:09.000Z');
  },
};

/** The same moment in the user's shipping timezone. */
export const InAnotherTimeZone: Story = {
  args: { timeZone: 'Europe/Berlin' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('03-07-2026 10:05:09 PM GMT+1');
  },
};

/** A short date in the reader's language, `dateTime` the day in that zone. */
export const DateOnly: Story = {
  args: { format: 'date', value: '2026-03-08T03:30:00Z' },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    // Still March 7 in New York.
    await expect(time).toHaveTextContent('Mar 7, 2026');
    await expect(time).toHaveAttribute('datetime', '2026-03-07');
  },
};

/** A calendar day (an invoice date) is that day for every reader, never shifted by a timezone. */
export const CalendarDay: Story = {
  args: { format: 'date', value: '2026-03-01', timeZone: 'Pacific/Honolulu' },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('Mar 1, 2026');
    await expect(time).toHaveAttribute('datetime', '2026-03-01');
  },
};

/** No date, or one that cannot be read: a clear fallback, never "Invalid Date". */
export const Missing: Story = {
  args: { value: 'not a date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unknown date')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const MissingWithFallback: Story = {
  args: { value: null, fallback: 'Not shipped yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not shipped yet')).toBeVisible();
  },
};

export const LongTranslatedText: Story = {
  args: { format: 'date' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('7 mars 2026');
  },
};

/** Arabic: the short date as Arabic writes it; the spec's numeric format stays left-to-right inside the page. */
export const ArabicRightToLeft: Story = {
  render: (args) => (
    <p>
      آخر تحديث: <DateDisplay {...args} />
      <br />
      تاريخ الفاتورة: <DateDisplay {...args} format="date" />
    </p>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [dateTime, date] = canvasElement.querySelectorAll('time');
    await expect(dateTime).toHaveAttribute('dir', 'ltr');
    // Chromium's Arabic medium date is day/month/year with right-to-left marks: 07‏/03‏/2026.
    await expect(date).toHaveTextContent(/^07\u200f?\/03\u200f?\/2026$/);
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', new Date(moment).toISOString());
    await expect(time).toHaveTextContent('03-07-2026 4:05:09 PM EST');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
