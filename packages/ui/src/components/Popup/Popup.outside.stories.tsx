import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { createPortal } from 'react-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Popup } from './Popup';

const meta = {
  title: 'Popups/Popup with a window outside',
  component: Popup,
  args: {
    title: 'Change your plan',
    description: 'Your new plan starts on your next billing date.',
    children: <p>You are moving from the monthly plan to the twelve-month plan at $14.99 a month.</p>,
    secondaryAction: { label: 'Keep current plan', onClick: fn() },
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A window of another party over the popup (a bank's 3-D Secure check that Stripe.js adds to the page):
 * while it is open, `allowOutside` lets it have the keyboard and pointer; once it closes, the popup is modal
 * again and keeps focus inside.
 */
function WithOutsideWindow(props: ComponentProps<typeof Popup>) {
  const [outside, setOutside] = useState(false);
  return (
    <>
      <Popup
        {...props}
        primaryAction={{ label: 'Confirm change', pending: outside, onClick: () => setOutside(true) }}
        allowOutside={outside}
      />
      {outside
        ? createPortal(
            <div
              role="dialog"
              aria-label="Your bank"
              style={{
                position: 'fixed',
                insetBlockStart: 16,
                insetInlineStart: 16,
                zIndex: 2147483647,
                background: '#fff',
                color: '#1a1a1a',
                padding: 16,
                border: '1px solid #595959',
              }}
            >
              <label>
                Code from your bank <input />
              </label>
              <button type="button" onClick={() => setOutside(false)}>
                Complete
              </button>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

export const AllowsOutsideWindow: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  render: (args) => <WithOutsideWindow {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const popup = await body.findByRole('dialog', { name: 'Change your plan' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Confirm change' }));
    const bank = within(await body.findByRole('dialog', { name: 'Your bank' }));
    await userEvent.click(bank.getByLabelText('Code from your bank'));
    await userEvent.keyboard('123456');
    await expect(bank.getByLabelText('Code from your bank')).toHaveValue('123456');
    await userEvent.click(bank.getByRole('button', { name: 'Complete' }));
    await expect(body.queryByRole('dialog', { name: 'Your bank' })).toBeNull();
    // Modal again: the popup is still open, and focus that leaves it is brought back inside.
    await expect(popup).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    canvasElement.ownerDocument.body.focus();
    await userEvent.tab();
    await waitFor(() => expect(popup.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};
