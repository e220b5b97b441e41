import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { CoachingCallEmail, coachingCallKinds, type CoachingCallEmailProps } from './CoachingCallEmail';

const meta = {
  title: 'Emails/Coaching call',
  args: fixtures.coachingCall,
  argTypes: { kind: { control: 'inline-radio', options: coachingCallKinds } },
  loaders: [renderedEmail(CoachingCallEmail)],
  render: previewEmail,
} satisfies Meta<CoachingCallEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = fixtures.coachingCall.callsLink;

/** A call booked: its length, the coach, the time in the family's zone, and the calendar file attached. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your coaching call is booked',
      link,
      says: 'The attached file, coaching-call.ics, adds the call to your calendar or updates it there.',
    });
  },
};

/** The call moved to another time. */
export const Moved: Story = {
  args: { kind: 'rescheduled' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your coaching call was moved',
      link,
      says: 'Your coaching call with Chris Coach now takes place on',
    });
  },
};

/** The call was cancelled (the attached file takes it out of the calendar). */
export const Cancelled: Story = {
  args: { kind: 'cancelled' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your coaching call was cancelled',
      link,
      says: 'was cancelled.',
    });
  },
};

/** The reminder a day before the call. */
export const Reminder: Story = {
  args: { kind: 'reminder' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Reminder: your coaching call is coming up',
      link,
      says: 'This is a reminder of your 30-minute coaching call with Chris Coach',
    });
  },
};

/** Without a calendar file attached, the email does not mention one. */
export const WithoutCalendarFile: Story = {
  args: { calendarFile: null },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'Your coaching call is booked', link });
    await expect(canvasElement).not.toHaveTextContent('coaching-call.ics');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تم حجز مكالمة التدريب الخاصة بك', link });
  },
};
