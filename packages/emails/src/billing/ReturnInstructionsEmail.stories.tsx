import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { ReturnInstructionsEmail, type ReturnInstructionsEmailProps } from './ReturnInstructionsEmail';

const meta = {
  title: 'Emails/Return instructions',
  args: { firstName: 'Maya' },
  loaders: [renderedEmail(ReturnInstructionsEmail)],
  render: previewEmail,
} satisfies Meta<ReturnInstructionsEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to send the kit back, step by step. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'How to return your kit',
      says: '3. Stick the label on the box and drop it at any post office.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'كيفية إرجاع مجموعتك' });
  },
};
