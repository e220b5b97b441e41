import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { Popup, popupSizes, popupVariants } from './Popup';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A modal on Radix Dialog with title, description, body and footer actions; focus stays inside and returns to what opened it. The `destructive` variant is a Radix AlertDialog: a red Action, focus on the safe Cancel, and no dismissal by clicking outside.',
  '',
  '**Do**',
  '',
  '- Use `destructive` for removing, refunding or cancelling: people confirm deliberately.',
  '- Set `pending` on the primary action while it runs; show a failure inside the popup.',
  '- Keep one primary and one secondary action.',
  '',
  "**Don't**",
  '',
  "- Don't open a popup from another popup.",
  "- Don't put long forms in a popup: use a page.",
  "- Don't use a popup for information that needs no decision: use a Notice.",
].join('\n');

const meta = {
  title: 'Popups/Popup',
  component: Popup,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    title: 'Change your plan',
    description: 'Your new plan starts on your next billing date.',
    children: <p>You are moving from the monthly plan to the twelve-month plan at $14.99 a month.</p>,
    primaryAction: { label: 'Confirm change', onClick: fn() },
    secondaryAction: { label: 'Keep current plan', onClick: fn() },
    trigger: <Button>Change plan</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: popupVariants },
    size: { control: 'inline-radio', options: popupSizes },
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

function isScrollLocked(body: HTMLElement) {
  return getComputedStyle(body).overflow === 'hidden';
}

/** Opened from its trigger: focus stays inside, Escape closes, focus goes back to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Change plan' });
    await userEvent.click(trigger);

    const dialog = await body.findByRole('dialog', { name: 'Change your plan' });
    await expect(dialog).toHaveAccessibleDescription('Your new plan starts on your next billing date.');
    await expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toHaveFocus();
    await expect(isScrollLocked(doc.body)).toBe(true);

    // Tab around more times than there are controls: focus never leaves the popup.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(doc.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(doc.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(isScrollLocked(doc.body)).toBe(false);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The close icon has an accessible name and closes the popup. */
export const ClosedByCloseIcon: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Change plan' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the dimmed page behind closes the popup. */
export const ClosedByOverlay: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change plan' }));
    await body.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Secondary closes after calling back; primary calls back and leaves closing to the caller. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Change plan' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Confirm change' }));
    await expect(args.primaryAction?.onClick).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(body.getByRole('button', { name: 'Keep current plan' }));
    await expect(args.secondaryAction?.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** While the primary action runs it shows a spinner, and neither Escape nor the close icon dismisses. */
export const Pending: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    primaryAction: { label: 'Confirming…', pending: true, onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const primary = within(dialog).getByRole('button', { name: 'Confirming…' });
    await expect(primary).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Keep current plan' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Destructive: an alert dialog with a red primary action, and focus starts on the safe choice. */
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Remove this invoice?',
    description: 'The failed invoice of March 3 will no longer be collected.',
    children: undefined,
    primaryAction: { label: 'Remove invoice', onClick: fn() },
    secondaryAction: { label: 'Keep invoice', onClick: fn() },
    trigger: <Button variant="secondary">Remove</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove this invoice?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The failed invoice of March 3 will no longer be collected.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep invoice' })).toHaveFocus();

    // Enter on the focused safe choice keeps the invoice.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.secondaryAction?.onClick).toHaveBeenCalledTimes(1);
    await expect(args.primaryAction?.onClick).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** An alert dialog asks for an answer: a click on the page behind does not close it, Escape does. */
export const DestructiveIgnoresOutsideClick: Story = {
  args: { ...Destructive.args },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    await body.findByRole('alertdialog');
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The red action confirms: it calls back and closes the alert dialog. */
export const DestructiveConfirmed: Story = {
  args: { ...Destructive.args },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove invoice' }));
    await expect(args.primaryAction?.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

function wait(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * The removal fails: the red action keeps the alert dialog open while it runs (`preventDefault`), then an
 * error says what happened inside it, and the person can try again or keep the invoice.
 */
export const DestructiveWithError: Story = {
  args: { ...Destructive.args },
  render: function FailingRemoval(args) {
    const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
    return (
      <Popup
        {...args}
        onOpenChange={(open) => {
          if (!open) setState('idle');
        }}
        primaryAction={{
          label: state === 'pending' ? 'Removing…' : 'Remove invoice',
          pending: state === 'pending',
          onClick: (event) => {
            event.preventDefault();
            setState('pending');
            void wait(300).then(() => setState('failed'));
          },
        }}
      >
        {state === 'failed' ? (
          <Notice tone="error" title="The invoice was not removed">
            Please try again. If it keeps failing, contact support.
          </Notice>
        ) : null}
      </Popup>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove this invoice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove invoice' }));
    await expect(within(dialog).getByRole('button', { name: 'Removing…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep invoice' })).toBeDisabled();

    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The invoice was not removed');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Remove invoice' })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep invoice' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The primary action fails: the popup stays open and says so in its body; the person can retry. */
export const WithError: Story = {
  args: { trigger: <Button>Change plan</Button> },
  render: function FailingChange(args) {
    const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
    return (
      <Popup
        {...args}
        onOpenChange={(open) => {
          if (!open) setState('idle');
        }}
        primaryAction={{
          label: state === 'pending' ? 'Confirming…' : 'Confirm change',
          pending: state === 'pending',
          onClick: () => {
            setState('pending');
            void wait(300).then(() => setState('failed'));
          },
        }}
      >
        {state === 'failed' ? (
          <Notice tone="error" title="Your plan was not changed">
            Please try again. If it keeps failing, contact support.
          </Notice>
        ) : null}
        <p>You are moving from the monthly plan to the twelve-month plan at $14.99 a month.</p>
      </Popup>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change plan' }));
    const dialog = await body.findByRole('dialog', { name: 'Change your plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await expect(within(dialog).getByRole('button', { name: 'Confirming…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // While it runs, Escape does not hide the outcome.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();

    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Your plan was not changed');
    await expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeEnabled();
  },
};

/** A form in the body gets focus first; the footer's primary action submits it. */
export const WithForm: Story = {
  args: {
    title: 'Why are you cancelling?',
    description: 'Choose all that apply.',
    trigger: <Button variant="secondary">Cancel subscription</Button>,
    children: (
      <form id="cancel-reasons" onSubmit={(event) => event.preventDefault()}>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>Reasons</legend>
          <label style={{ display: 'block' }}>
            <input type="checkbox" name="reason" value="price" /> It costs too much
          </label>
          <label style={{ display: 'block' }}>
            <input type="checkbox" name="reason" value="time" /> My child does not play enough
          </label>
        </fieldset>
      </form>
    ),
    primaryAction: { label: 'Continue', type: 'submit', form: 'cancel-reasons' },
    secondaryAction: { label: 'Back' },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('checkbox', { name: 'It costs too much' })).toHaveFocus();
  },
};

/** Opened by the caller without a trigger: on close focus returns to what had it before. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledPopup(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Reactivate</Button>
        <Popup
          {...args}
          title="Welcome back"
          description="Reactivate your subscription to pick up where you left off."
          open={open}
          onOpenChange={setOpen}
          primaryAction={{ label: 'Reactivate now', onClick: () => setOpen(false) }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Reactivate' });
    await userEvent.click(opener);
    await userEvent.click(await body.findByRole('button', { name: 'Reactivate now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** An offer with only one action. */
export const WinBackOffer: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Before you go: 30% off',
    description: 'Stay for 6 or 12 months at 30% off your plan.',
    children: undefined,
    primaryAction: { label: 'Accept offer', onClick: fn() },
    secondaryAction: { label: 'No thanks' },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Before you go: 30% off' });
    await expect(within(dialog).getByRole('button', { name: 'Accept offer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.primaryAction?.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long body text scrolls inside the popup; the header and actions stay in view. */
export const LongTranslatedText: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Changer votre forfait d’abonnement pour la prochaine période de facturation',
    description: 'Votre nouveau forfait commencera à votre prochaine date de facturation.',
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        Les conditions de votre forfait actuel restent en vigueur jusqu’à la fin de la période déjà payée ;
        aucun montant ne sera prélevé avant cette date.
      </p>
    )),
    primaryAction: { label: 'Confirmer le changement de forfait', onClick: fn() },
    secondaryAction: { label: 'Conserver mon forfait actuel' },
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog', {
      name: 'Changer votre forfait d’abonnement pour la prochaine période de facturation',
    });
    const primary = within(dialog).getByRole('button', { name: 'Confirmer le changement de forfait' });
    // The actions stay in view below the scrolling body.
    await expect(primary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      doc.documentElement.clientHeight,
    );
    // The body scrolls, and takes focus (Shift+Tab from the actions) so the keyboard can scroll it.
    const scrollingBody = dialog.querySelector<HTMLElement>('[tabindex="0"]')!;
    await expect(scrollingBody.scrollHeight).toBeGreaterThan(scrollingBody.clientHeight);
    await expect(primary).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(scrollingBody).toHaveFocus();
  },
};

/** Arabic: the close icon sits at the inline end (left), actions mirror. */
export const ArabicRightToLeft: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'تغيير خطتك',
    description: 'تبدأ خطتك الجديدة في تاريخ الفوترة القادم.',
    children: <p>أنت تنتقل من الخطة الشهرية إلى خطة الاثني عشر شهرًا.</p>,
    primaryAction: { label: 'تأكيد التغيير', onClick: fn() },
    secondaryAction: { label: 'الإبقاء على الخطة الحالية' },
    trigger: <Button>تغيير الخطة</Button>,
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'تغيير خطتك' });
  },
};

/** Narrow screens: the actions stack full width with the primary one on top. */
export const NarrowViewport: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change your plan' });
    const primary = within(dialog).getByRole('button', { name: 'Confirm change' });
    const secondary = within(dialog).getByRole('button', { name: 'Keep current plan' });
    // Stacked, full width, the primary action on top.
    await expect(primary.getBoundingClientRect().top).toBeLessThan(secondary.getBoundingClientRect().top);
    await expect(primary.getBoundingClientRect().width).toBe(secondary.getBoundingClientRect().width);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
