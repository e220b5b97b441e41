import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { ErasureEmail, type ErasureEmailProps } from './ErasureEmail';

const meta = {
  title: 'Emails/Data erased',
  args: fixtures.erasure,
  loaders: [renderedEmail(ErasureEmail)],
  render: previewEmail,
} satisfies Meta<ErasureEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person's data erased: the last email they get. */
export const PersonErased: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your personal data has been erased',
      says: 'This is the last email we send you.',
    });
  },
};

/** The whole family's account erased. */
export const FamilyAccountErased: Story = {
  args: { scope: 'account' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your personal data has been erased',
      says: "the children's profiles and play",
    });
  },
};

export const Arabic: Story = {
  args: { scope: 'account' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تم مسح بياناتك الشخصية' });
  },
};
