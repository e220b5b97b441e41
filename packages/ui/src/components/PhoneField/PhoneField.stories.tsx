import {
  priorityPhoneCountries,
  schemaValidator,
  userDetailsFormSchema,
  type FormFieldErrors,
  type UserDetailsFormValues,
} from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  clippingAncestor,
  drawnLeftToRight,
  fullyVisible,
  pageScrollsSideways,
} from '../../internal/story-layout';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { PhoneField } from './PhoneField';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A country select and the number grouped as typed for that country; emits `+<code><digits>` once valid, and a stored number selects its country.',
  '',
  '**Do**',
  '',
  '- Bind it by `name`, with `countryName` if the form stores the country.',
  '- Start on the country most customers are in (`defaultCountry`, required: the hub passes its configured country).',
  '',
  "**Don't**",
  '',
  "- Don't ask for the country code in the number: the select gives it.",
  "- Don't validate numbers with your own pattern: the rules are the domain's.",
].join('\n');

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { name: 'phone', defaultCountry: 'US', onValueChange: fn(), onCountryChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '560px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** US by default: typing is grouped as the mask `xxx xxx xxxx`, the value emitted is `+1` and the digits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent(
      'United States (+1)',
    );
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(input).toHaveAttribute('maxlength', '20');
    await expect(input).toHaveAttribute('placeholder', 'xxx xxx xxxx');
    await expect(input).toHaveAccessibleDescription('+1');
    await userEvent.type(input, '2015550123');
    await expect(input).toHaveValue('201 555 0123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+12015550123');
  },
};

/** Ireland, chosen by typing its name on the select: the trunk 0 is dropped, `+353` stored. */
export const Ireland: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Phone country' });
    country.focus();
    await userEvent.keyboard('Irel');
    await expect(country).toHaveTextContent('Ireland (+353)');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('IE');
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('placeholder', 'xx xxx xxxx');
    await userEvent.type(input, '0851234567');
    await expect(input).toHaveValue('85 123 4567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+353851234567');
  },
};

/** A stored German number read back: Germany is selected and the number is grouped. */
export const StoredGermanNumber: Story = {
  args: { defaultValue: '+4915123456789' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent('Germany (+49)');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('1512 3456789');
  },
};

/** +1 is shared: the number itself tells Puerto Rico from the United States. */
export const StoredPuertoRicoNumber: Story = {
  args: { defaultValue: '+17875551234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Phone country' })).toHaveTextContent(
      'Puerto Rico (+1)',
    );
  },
};

/** Japan: its own grouping as typed. */
export const Japan: Story = {
  args: { defaultCountry: 'JP' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '09012345678');
    await expect(input).toHaveValue('90 1234 5678');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+819012345678');
  },
};

/** A hub configured for another country (Canada here): the field starts there, with its mask. */
export const ConfiguredDefaultCountry: Story = {
  args: { defaultCountry: 'CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent('Canada (+1)');
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '4165550123');
    await expect(input).toHaveValue('416 555 0123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+14165550123');
  },
};

/** A whole international number pasted into the input picks its country. */
export const PastedInternationalNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.paste('+33 6 12 34 56 78');
    await expect(canvas.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent('France (+33)');
    await expect(input).toHaveValue('6 12 34 56 78');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+33612345678');
  },
};

/** The list: the spec's priority countries first in its order, then every other country by name. */
export const PriorityCountriesFirst: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('combobox', { name: 'Phone country' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await body.findAllByRole('option');
    const names = options.map((option) => option.textContent ?? '');
    await expect(names.slice(0, 3)).toEqual(['United States (+1)', 'Australia (+61)', 'Canada (+1)']);
    await expect(names[priorityPhoneCountries.length - 1]).toBe('Hong Kong (+852)');
    await expect(names[priorityPhoneCountries.length]).toBe('Afghanistan (+93)');
    await userEvent.keyboard('{Escape}');
  },
};

function pick(errors: FormFieldErrors<UserDetailsFormValues>): FormFieldErrors<UserDetailsFormValues> {
  return { phone: errors.phone, phone_country: errors.phone_country };
}

const validatePhone = (values: Pick<UserDetailsFormValues, 'phone' | 'phone_country'>) =>
  pick(
    schemaValidator(userDetailsFormSchema)({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      ...values,
    }),
  );

/** Validated by the domain for the selected country: the message shows once the field is left. */
export const InvalidForCountry: Story = {
  render: (args) => (
    <Form
      mode="default"
      aria-label="Phone"
      values={{ phone: '', phone_country: 'US' }}
      required={['phone']}
      validate={validatePhone}
    >
      <PhoneField {...args} countryName="phone_country" />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '201555');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.queryByText('Please input a valid phone number')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('+1 Please input a valid phone number');
    // A Canadian number is not valid with the US selected (spec: valid for the selected country).
    await userEvent.clear(input);
    await userEvent.type(input, '4165550123');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '2015550123');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** In the account details form: Edit, change, Cancel restores the number and its country. */
export const InAccountFormCancelRestores: Story = {
  render: (args) => (
    <Form
      mode="edit_save_cancel"
      title="Account details"
      values={{ first_name: 'Ada', phone: '+447400123456' }}
      onSubmit={fn()}
    >
      <TextField name="first_name" label="First name" autoComplete="given-name" />
      <PhoneField {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+44 7400 123456')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveValue('7400 123456');
    await userEvent.clear(input);
    await userEvent.paste('+1 201 555 0123');
    await expect(canvas.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent('United States');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('+44 7400 123456')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent('United Kingdom'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('7400 123456');
  },
};

/**
 * No number yet, the form's country the United Kingdom: another country chosen, then Cancel, shows the
 * form's country again (the select follows the form's country while there is no number).
 */
export const CancelRestoresTheCountryWithoutNumber: Story = {
  render: (args) => (
    <Form
      mode="edit_save_cancel"
      title="Account details"
      values={{ phone: '', phone_country: 'GB' }}
      onSubmit={fn()}
    >
      <PhoneField {...args} countryName="phone_country" />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const country = canvas.getByRole('combobox', { name: 'Phone country' });
    await expect(country).toHaveTextContent('United Kingdom (+44)');
    country.focus();
    await userEvent.keyboard('Canad');
    await expect(country).toHaveTextContent('Canada (+1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent(
        'United Kingdom (+44)',
      ),
    );
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '+12015550123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+1 201 555 0123')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { defaultValue: '+1201555', error: 'Please input a valid phone number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('201 555');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please input a valid phone number'),
    );
    await userEvent.type(input, '0123');
    await expect(input).toHaveValue('201 555 0123');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '+12015550123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Phone country' })).toBeDisabled();
  },
};

export const LongTranslatedText: Story = {
  args: {
    label: 'Numéro de téléphone pour joindre le parent ou le tuteur',
    countryLabel: 'Pays de l’indicatif téléphonique',
    hint: 'Nous vous appellerons seulement au sujet de votre commande ou de votre abonnement.',
    defaultValue: '+15145550123',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: 'Pays de l’indicatif téléphonique' }),
    ).toHaveTextContent('(+1)');
    const input = canvas.getByRole('textbox', {
      name: 'Numéro de téléphone pour joindre le parent ou le tuteur',
    });
    await expect(input).toHaveValue('514 555 0123');
    await userEvent.clear(input);
    await userEvent.type(input, '4385550199');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+14385550199');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/**
 * Arabic: labels right-to-left, the number and its code left-to-right, country names in Arabic. Every
 * "+code" reads "+971", never "971+" (the calling code is isolated from the right-to-left line).
 */
export const ArabicRightToLeft: Story = {
  args: { label: 'الهاتف', countryLabel: 'بلد الهاتف', defaultValue: '+971501234567' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'الهاتف' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(input).toHaveValue('50 123 4567');
    // The label follows the page.
    const label = canvasElement.querySelector(`label[for="${input.id}"]`)!;
    await expect(getComputedStyle(label).direction).toBe('rtl');
    await expect(input).toHaveAccessibleDescription('+971');
    await expect(drawnLeftToRight(canvas.getByText('+971'), '+971')).toBe(true);
    const country = canvas.getByRole('combobox', { name: 'بلد الهاتف' });
    await expect(country).toHaveTextContent('الإمارات');
    await expect(drawnLeftToRight(country, '(+971)')).toBe(true);
    // A long country name gives way (ellipsis), the calling code stays whole in view.
    const code = within(country).getByText('(+971)');
    await expect(fullyVisible(code, clippingAncestor(code))).toBe(true);
    country.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    const options = await body.findAllByRole('option');
    await expect(drawnLeftToRight(options[0]!, '(+1)')).toBe(true);
    await expect(drawnLeftToRight(options[1]!, '(+61)')).toBe(true);
    await userEvent.keyboard('{Escape}');
  },
};

/** Arabic, read-only: the stored number reads left to right inside the right-to-left page. */
export const ArabicReadOnly: Story = {
  args: { label: 'الهاتف', readOnly: true, defaultValue: '+12015550123' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('+1 201 555 0123');
    await expect(drawnLeftToRight(value, '+1 201 555 0123')).toBe(true);
  },
};

/** Below 900px the select and the number stack. */
export const NarrowViewport: Story = {
  args: { defaultValue: '+12015550123' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Phone country' }).getBoundingClientRect();
    const input = canvas.getByRole('textbox', { name: 'Phone' }).getBoundingClientRect();
    await expect(input.top).toBeGreaterThan(country.bottom);
  },
};
