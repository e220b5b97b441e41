import {
  shippingFormValues,
  shippingWarnings,
  validateShipping,
  type FormMode,
  type ShippingAddress,
} from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { Form } from '../Form/Form';
import { AddressFields, type AddressFieldsProps } from './AddressFields';

const springfield = shippingFormValues({
  address1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
});

const ottawa = shippingFormValues({
  address1: '24 Sussex Drive',
  address2: 'Apt 3',
  city: 'Ottawa',
  state: 'Ontario',
  zipcode: 'K1M1M4',
  country: 'CA',
});

const poBox = shippingFormValues({
  address1: 'PO Box 1234',
  city: 'Anchorage',
  state: 'AK',
  zipcode: '99501',
  country: 'US',
});

/** The shipping form as the account tab has it: the domain validates, PO boxes warn. */
function ShippingForm({
  values,
  mode = 'edit_save_cancel',
  onSubmit,
  disabled,
  ...props
}: AddressFieldsProps & {
  values: ShippingAddress;
  mode?: FormMode;
  onSubmit?: (values: ShippingAddress) => void;
  disabled?: boolean;
}) {
  return (
    <Form
      mode={mode}
      aria-label="Shipping"
      values={values}
      validate={(address) => validateShipping(address).errors}
      warn={shippingWarnings}
      required={['address1', 'city', 'zipcode', 'country']}
      onSubmit={onSubmit}
      disabled={disabled}
      successMessage="Account information saved"
    >
      <AddressFields {...props} />
    </Form>
  );
}

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "A postal address inside a Form: address lines, city, state (a list for the US, free text elsewhere), zipcode and country, bound by the domain's field names. Read-only it shows one block of text.",
  '',
  '**Do**',
  '',
  "- Put it inside a `Form` that validates with the domain's shipping rules.",
  '- Use `labels` to reword a label for a specific country or program.',
  "- Let the form's warnings (PO box) show: they never block Save.",
  '',
  "**Don't**",
  '',
  "- Don't use it outside a Form (it throws).",
  "- Don't add your own state list: the US list with DC, territories and military codes is built in.",
  "- Don't split the block across cards: the fieldset keeps its legend for screen readers.",
].join('\n');

const meta = {
  title: 'Forms/AddressFields',
  component: AddressFields,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { legend: 'Shipping address' },
  render: (args) => <ShippingForm {...args} values={springfield} />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '520px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: one block of text, as an envelope reads. */
export const ReadOnlyUs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shipping address')).toBeVisible();
    const block = canvas.getByText(/742 Evergreen Terrace/);
    await expect(block).toHaveTextContent('742 Evergreen Terrace Springfield, IL 62704 United States');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** A US address being edited: the state is a list with DC, the territories and the military codes. */
export const EditingUs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('group', { name: 'Shipping address' })).toBeVisible();
    const tokens = {
      Address: 'address-line1',
      'Address line 2 (optional)': 'address-line2',
      City: 'address-level2',
      Zipcode: 'postal-code',
    };
    for (const [name, token] of Object.entries(tokens)) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('autocomplete', token);
    }
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('maxlength', '255');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('maxlength', '50');
    await expect(canvas.getByRole('textbox', { name: 'Zipcode' })).toHaveAttribute('maxlength', '12');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('dir', 'auto');

    const state = canvas.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveTextContent('Illinois');
    state.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    for (const name of ['District of Columbia', 'Puerto Rico', 'Guam', 'Armed Forces Pacific']) {
      await expect(within(listbox).getByRole('option', { name })).toBeInTheDocument();
    }
    await expect(
      within(listbox).getByRole('option', { name: 'Armed Forces Europe, Middle East, Africa and Canada' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States');
  },
};

/** Outside the US the state is free text. */
export const EditingNonUs: Story = {
  render: (args) => <ShippingForm {...args} values={ottawa} mode="save_cancel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'State' })).toHaveValue('Ontario');
    await expect(canvas.getByRole('textbox', { name: 'State' })).toHaveAttribute(
      'autocomplete',
      'address-level1',
    );
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Canada');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Changing the country between the US and elsewhere swaps the state control and clears it. */
export const CountryChangeSwitchesState: Story = {
  render: (args) => <ShippingForm {...args} values={springfield} mode="save_cancel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Country' });
    country.focus();
    await userEvent.keyboard('Canad');
    await expect(country).toHaveTextContent('Canada');
    const state = canvas.getByRole('textbox', { name: 'State' });
    await expect(state).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.type(state, 'Québec');
    // Back to the US (first in the list): the state is required and must come from the list.
    country.focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(country).toHaveTextContent('United States');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Choose a state');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A PO box is a warning beside the line, not an error: Save stays enabled and the save goes through. */
export const PoBoxWarning: Story = {
  render: (args) => (
    <ShippingForm {...args} values={springfield} mode="save_cancel" onSubmit={fn(async () => undefined)} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'P.O. Box 77');
    const warning =
      'Orders to PO Boxes ship by ground only; expedited shipping is not available, so allow extra time.';
    await expect(canvas.getByText(warning)).toBeVisible();
    await expect(address).not.toHaveAttribute('aria-invalid');
    await expect(address).toHaveAccessibleDescription(warning);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Account information saved');
  },
};

/** The PO box warning also shows beside a saved address. */
export const ReadOnlyWithPoBox: Story = {
  render: (args) => <ShippingForm {...args} values={poBox} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Orders to PO Boxes ship by ground only/)).toBeVisible();
  },
};

/** The domain's messages after each field is left; Save is disabled while any is in error. */
export const WithFieldErrors: Story = {
  render: (args) => <ShippingForm {...args} values={springfield} mode="save_cancel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'St. Louis');
    const zipcode = canvas.getByRole('textbox', { name: 'Zipcode' });
    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '63101-1');
    await userEvent.tab();
    await expect(city).toHaveAccessibleDescription('Please input a valid city');
    await expect(zipcode).toHaveAccessibleDescription('Please input a valid Zipcode');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Address' }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Address is required',
    );
  },
};

/** A US address without a state: Save waits until one is chosen, by keyboard. */
export const ChooseStateByKeyboard: Story = {
  render: (args) => <ShippingForm {...args} values={{ ...springfield, state: '' }} mode="save_cancel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const state = canvas.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveAttribute('aria-required', 'true');
    state.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('Oreg');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(state).toHaveTextContent('Oregon'));
    await expect(state).not.toHaveAttribute('aria-invalid');
    await expect(save).toBeEnabled();
  },
};

export const Disabled: Story = {
  render: (args) => <ShippingForm {...args} values={springfield} mode="save_cancel" disabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeDisabled();
  },
};

export const LongTranslatedText: Story = {
  args: {
    legend: 'Adresse de livraison de la trousse et des accessoires',
    hint: 'Nous expédions la trousse de jeu et les capteurs de fréquence cardiaque à cette adresse.',
    labels: {
      address1: 'Numéro et nom de rue, case postale',
      address2: 'Appartement, bureau, unité, bâtiment, étage',
      city: 'Ville ou municipalité',
      state: 'Province ou territoire',
      zipcode: 'Code postal',
      country: 'Pays de livraison',
    },
  },
  render: (args) => <ShippingForm {...args} values={ottawa} mode="save_cancel" />,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'Ville ou municipalité' });
    await expect(city).toHaveValue('Ottawa');
    await userEvent.clear(city);
    await userEvent.type(city, 'Gatineau');
    await expect(city).toHaveValue('Gatineau');
    await expect(canvas.getByRole('combobox', { name: 'Pays de livraison' })).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/** Arabic: the block mirrors; an Arabic street name reads right-to-left in its input. */
export const ArabicRightToLeft: Story = {
  args: {
    legend: 'عنوان الشحن',
    labels: {
      address1: 'العنوان',
      address2: 'سطر العنوان الثاني',
      city: 'المدينة',
      state: 'الولاية',
      zipcode: 'الرمز البريدي',
      country: 'البلد',
    },
  },
  render: (args) => (
    <ShippingForm
      {...args}
      mode="save_cancel"
      values={shippingFormValues({
        address1: 'شارع الملك فهد ١٢',
        city: 'Dearborn',
        state: 'MI',
        zipcode: '48126',
        country: 'US',
      })}
    />
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'العنوان' })).toHaveValue('شارع الملك فهد ١٢');
    await expect(canvas.getByRole('combobox', { name: 'البلد' })).toHaveTextContent('الولايات المتحدة');
  },
};

export const NarrowViewport: Story = {
  render: (args) => <ShippingForm {...args} values={springfield} mode="save_cancel" />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    // The state list opens and chooses at phone width.
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await body.findByRole('option', { name: 'Indiana' }));
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Indiana');
  },
};
