import {
  checkoutErrorBodies,
  checkoutHandlers,
  checkoutWorldHandlers,
  failing,
  handlers,
  loading,
  personaHandlers,
  serverError,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { checkoutArgs, choosePlan, fillDetails, forgetStoredCheckout, newFamily } from './stories-support';

const meta = {
  title: 'Screens/Checkout',
  component: ScreenStory,
  args: checkoutArgs,
  parameters: { layout: 'fullscreen' },
  beforeEach: forgetStoredCheckout,
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };
const arabic = { locale: 'ar' };

async function rtl() {
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
}

function summaryRegion(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('region', { name: /Order summary|ملخص الطلب/ });
}

function summary(canvasElement: HTMLElement) {
  return within(summaryRegion(canvasElement));
}

function valueOf(region: ReturnType<typeof within>, term: string) {
  return region.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Whether `first` comes before `second` in the markup, so in the reading and tab order too. */
function precedes(first: Element, second: Element) {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** The summary, then the promo code, then Place order: in the markup and on the screen, top to bottom. */
async function expectSummaryPromoThenPlaceOrder(summaryRegion: Element, promo: Element, place: Element) {
  await expect(precedes(summaryRegion, promo)).toBe(true);
  await expect(precedes(promo, place)).toBe(true);
  const [top, middle, bottom] = [summaryRegion, promo, place].map((element) =>
    element.getBoundingClientRect(),
  );
  await expect(top!.bottom).toBeLessThanOrEqual(middle!.top);
  await expect(middle!.bottom).toBeLessThanOrEqual(bottom!.top);
}

async function applyPromo(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
  return canvas;
}

// --- the plans ---

/** The plans of the tag are on their way: a placeholder, and the summary waits for a choice. */
export const PlansLoading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.plans(loading()), ...checkoutWorldHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByText('Loading the plans…')).toBeInTheDocument();
    await expect(canvas.getByText('Choose a plan to see what it costs.')).toBeVisible();
  },
};

/** The plans could not be read: said, with Try again. */
export const PlansFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.plans(serverError()), ...checkoutWorldHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The plans could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The plan texts could not be fetched: only a warning in the console; plans are named by their term. */
export const PlanTextsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.plans(), checkoutHandlers.programPlanTexts(serverError()), ...checkoutWorldHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Yearly plan/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Monthly plan/ })).toBeVisible();
  },
};

/** Monthly chosen: its price every month, no promo, free shipping until an address says otherwise. */
export const MonthlySelected: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Monthly/);
    const lines = summary(canvasElement);
    await expect(valueOf(lines, 'Subtotal')).toBe('$29.99');
    await expect(valueOf(lines, 'Total today')).toBe('$29.99');
    await expect(lines.getByText(/Then \$29\.99 every month from Dec 25, 2026/)).toBeVisible();
  },
};

/** Half-year chosen: the locale's description, the price for six months and per month. */
export const HalfYearSelected: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlan(canvasElement, /^Half-year/);
    await expect(await canvas.findByText('Six months of play, billed every six months.')).toBeVisible();
    await expect(canvas.getByText('$149.99 every 6 months')).toBeVisible();
    await expect(valueOf(summary(canvasElement), 'Total today')).toBe('$149.99');
  },
};

/** Yearly chosen, shipped to Illinois: its 6.25% tax in the total. */
export const YearlySelected: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    await fillDetails(canvasElement);
    const lines = summary(canvasElement);
    await expect(valueOf(lines, 'Taxes')).toBe('$18.69');
    await expect(valueOf(lines, 'Shipping')).toBe('Free');
    await expect(valueOf(lines, 'Total today')).toBe('$317.69');
    await expect(within(canvasElement).getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};

/** The same below 900px: the summary and the promo code under the form, Place order after them. */
export const YearlySelectedNarrow: Story = {
  ...YearlySelected,
  globals: narrow,
};

/**
 * A phone: one column where the family meets the summary and the promo code before Place order, on the
 * screen and with the keyboard (Tab from the promo code goes to Place order), not after it.
 */
export const PhoneLayout: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    const canvas = await fillDetails(canvasElement);
    await applyPromo(canvasElement, 'WELCOME10');
    await expect(await canvas.findByText('Promo code WELCOME10 applied.')).toBeVisible();
    const promo = canvas.getByRole('textbox', { name: 'Promo code' });
    const place = canvas.getByRole('button', { name: 'Place order' });
    await expectSummaryPromoThenPlaceOrder(summaryRegion(canvasElement), promo, place);
    // One column: the summary comes after the last field of the form, not beside it.
    const lastField = canvas.getByRole('textbox', { name: 'Security code (CVC)' });
    await expect(summaryRegion(canvasElement).getBoundingClientRect().top).toBeGreaterThan(
      lastField.getBoundingClientRect().bottom,
    );
    // The promo code is empty again, so Apply is disabled and Tab goes on to Place order.
    promo.focus();
    await userEvent.tab();
    await expect(place).toHaveFocus();
    await expect(place).toBeEnabled();
  },
};

// --- promo codes ---

/** WELCOME10: 10% off the first charge, in the summary. */
export const PromoPercent: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    const canvas = await applyPromo(canvasElement, 'welcome10');
    await expect(await canvas.findByText('Promo code WELCOME10 applied.')).toBeVisible();
    await expect(valueOf(summary(canvasElement), 'Promo code WELCOME10')).toBe('−$29.90');
    await expect(valueOf(summary(canvasElement), 'Total today')).toBe('$269.10');
  },
};

/** FAMILY20: $20.00 off in the plan's currency. */
export const PromoAmount: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Monthly/);
    const canvas = await applyPromo(canvasElement, 'FAMILY20');
    await expect(await canvas.findByText('Promo code FAMILY20 applied.')).toBeVisible();
    await expect(valueOf(summary(canvasElement), 'Total today')).toBe('$9.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promo code FAMILY20' }));
    await expect(valueOf(summary(canvasElement), 'Total today')).toBe('$29.99');
  },
};

/** An unknown code: said under the field, nothing changes. */
export const PromoInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    const canvas = await applyPromo(canvasElement, 'NOPE');
    await expect(
      await canvas.findByText('This promo code is not valid. Check it and try again.'),
    ).toBeVisible();
    await expect(valueOf(summary(canvasElement), 'Total today')).toBe('$299.00');
  },
};

/** EXPIRED5: said to have expired, nothing changes. */
export const PromoExpired: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    const canvas = await applyPromo(canvasElement, 'EXPIRED5');
    await expect(await canvas.findByText('This promo code has expired.')).toBeVisible();
    await expect(canvas.queryByText(/applied\./)).toBeNull();
  },
};

// --- placing the order ---

/** A PO box warns (ground shipping only) without blocking the order. */
export const PoBoxWarning: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Address' }), 'PO Box 12');
    await userEvent.tab();
    await expect(await canvas.findByText(/Orders to PO Boxes ship by ground only/)).toBeVisible();
  },
};

/** Details still missing: Place order waits, and says why once the family has left a field. */
export const PlaceOrderNeedsDetails: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlan(canvasElement, /^Yearly/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ana');
    await userEvent.tab();
    const place = canvas.getByRole('button', { name: 'Place order' });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription(
      'Fill in the required fields and correct any errors to save.',
    );
  },
};

/** The declined test card: spec section 8's sentence, and the family stays on checkout. */
export const CardDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    const canvas = await fillDetails(canvasElement, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByText(
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  },
};

/** The order could not be placed (a server failure): 'Whoops, an error occurred'; the form keeps what was typed. */
export const OrderFailed: Story = {
  beforeEach({ msw }) {
    msw.use(checkoutHandlers.placeOrder(failing(500, checkoutErrorBodies.orderFailed)), ...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Whoops, an error occurred')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
  },
};

/** Placed: on to the confirmation, which confirms it. */
export const OrderPlaced: Story = {
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await choosePlan(canvasElement, /^Yearly/);
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
  },
};

/** A signed-in customer who has not finished checkout: their names and phone are filled in, the email is theirs. */
export const SignedInCustomer: Story = {
  args: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('newCustomer'), ...checkoutWorldHandlers({ newFamily: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Signed in as newcustomer@demo\.test/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Nia');
    await expect(canvas.queryByRole('textbox', { name: /^Email/ })).toBeNull();
  },
};

// --- Arabic, right to left ---

/** The yearly plan chosen in Arabic: the Arabic plan texts, right to left. */
export const ArabicYearlySelected: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^سنوي/ }));
    await expect(canvas.getByText('سنة كاملة من اللعب بأفضل سعر شهري.')).toBeVisible();
  },
};

/** An unknown promo code in Arabic. */
export const ArabicPromoInvalid: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^شهري/ }));
    const field = canvas.getAllByRole('textbox').at(-1)!;
    await userEvent.type(field, 'NOPE');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A phone in Arabic: right to left, the summary and the promo code before Place order as in English. */
export const ArabicPhoneLayout: Story = {
  globals: { ...arabic, ...narrow },
  beforeEach({ msw }) {
    msw.use(...newFamily());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^سنوي/ }));
    await expectSummaryPromoThenPlaceOrder(
      summaryRegion(canvasElement),
      canvas.getByRole('textbox', { name: 'الرمز الترويجي' }),
      canvas.getByRole('button', { name: 'إتمام الطلب' }),
    );
  },
};

/** The plans failed, in Arabic. */
export const ArabicPlansFailed: Story = {
  ...PlansFailed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await within(canvasElement).findAllByRole('button')).not.toHaveLength(0);
  },
};
