// The Form's validation: a field's error after it is left, Save disabled with its hint, and the server's
// field errors, returned by onSubmit or pushed from outside.
import {
  describeServerErrors,
  limits,
  schemaValidator,
  userDetailsFormSchema,
  userDetailsFormValues,
  type FormFieldErrors,
} from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailField } from '../EmailField/EmailField';
import { PhoneField } from '../PhoneField/PhoneField';
import { TextField } from '../TextField/TextField';
import { Form, type FormProps } from './Form';
import { ada, detailsArgs, formArgTypes, formColumn, type Details } from './stories-support';

const pushedErrors: FormFieldErrors<Details> = {
  first_name: [{ id: 'server.latin1', message: 'Please include valid characters' }],
};

const meta = {
  title: 'Forms/Form/Validation',
  component: Form,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Validation after a field is left or a save is tried, the save hint, and the server's field errors.",
      },
    },
  },
  args: detailsArgs(),
  argTypes: formArgTypes,
  decorators: [formColumn],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field's error shows only once it is left; Save is disabled from the moment the value is wrong. */
export const EditingWithFieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@');

    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(canvas.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid email.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(
      'Fill in the required fields and correct any errors to save.',
    );

    await userEvent.type(email, 'example.com');
    await expect(canvas.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    await expect(save).toBeEnabled();
  },
};

const saveHint = 'Fill in the required fields and correct any errors to save.';

/**
 * An empty required value disables Save even before anyone leaves the field. The hint saying why waits
 * until the user has left a field or tried to save: a pristine form (a login page) shows no reproach.
 */
export const SaveDisabledWhileRequiredEmpty: Story = {
  args: { mode: 'default', title: 'Your details', values: { first_name: '', last_name: '', email: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
    await expect(save).not.toHaveAttribute('aria-describedby');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await expect(save).toBeEnabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Last name' }));
    await expect(save).toBeDisabled();
    // Enter in a field tries to submit: nothing is sent, the errors show and the first one takes focus.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveFocus());
    await expect(save).toHaveAccessibleDescription(saveHint);
  },
};

/** The caller words the hint (`labels.saveHint`); it shows once a field was left. */
export const CustomSaveHint: Story = {
  args: {
    mode: 'default',
    title: 'Your details',
    values: { first_name: '', last_name: '', email: '' },
    labels: { saveHint: 'Enter your name and email to continue.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(canvas.queryByText('Enter your name and email to continue.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.tab();
    await expect(canvas.getByText('Enter your name and email to continue.')).toBeVisible();
    await expect(save).toHaveAccessibleDescription('Enter your name and email to continue.');
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
  },
};

/** `labels.saveHint: null` hides the hint: the field errors say enough (a short login form). */
export const HiddenSaveHint: Story = {
  args: {
    mode: 'default',
    title: 'Your details',
    values: { first_name: '', last_name: '', email: '' },
    labels: { saveHint: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), '{Enter}');
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
    await expect(save).toBeDisabled();
    await expect(save).not.toHaveAttribute('aria-describedby');
  },
};

/** The server refuses the save: its field errors and the form-level error appear at once. */
export const WithServerErrors: Story = {
  args: {
    onSubmit: fn(async () => ({
      errors: {
        email: [{ id: 'server.emailTaken', message: 'This email is already in use.' }],
        non_field_errors: [{ id: 'server.tryLater', message: 'Some details could not be saved.' }],
      },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(ada);

    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error processing user data'));
    await expect(alert).toHaveTextContent('Some details could not be saved.');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This email is already in use.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Changing the field clears its server error (and the form-wide one).
    await userEvent.type(email, 'm');
    await expect(canvas.queryByText('This email is already in use.')).not.toBeInTheDocument();
    await expect(alert).not.toHaveTextContent('Some details could not be saved.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Server errors pushed from outside (`serverErrors`) and a caller's form-level error show at once. */
export const WithPushedServerErrors: Story = {
  args: {
    mode: 'save_cancel',
    error: 'Error processing user data',
    serverErrors: pushedErrors as FormProps<object>['serverErrors'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error processing user data');
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    // The caller's error and the failure message say the same: it shows once.
    await expect(within(canvas.getByRole('alert')).getAllByText('Error processing user data')).toHaveLength(
      1,
    );
    await expect(firstName).toHaveAccessibleDescription('Please include valid characters');
  },
};

/**
 * The account details of spec section 2 put together: the domain's form values and schema, names, email
 * and phone with its country; the server answers in English (`{field: [text]}`) and the domain turns that
 * back into translatable descriptors.
 */
export const AccountDetails: Story = {
  args: {
    values: userDetailsFormValues(
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '+12015550123',
      },
      'US',
    ),
    validate: schemaValidator(userDetailsFormSchema) as FormProps<object>['validate'],
    required: ['first_name', 'last_name', 'email', 'phone'] as never[],
    onSubmit: fn(async () => ({
      errors: describeServerErrors({ email: ['Email must be less than 254 characters'] }),
    })),
    children: (
      <>
        <TextField name="first_name" label="First name" autoComplete="given-name" maxLength={limits.name} />
        <TextField name="last_name" label="Last name" autoComplete="family-name" maxLength={limits.name} />
        <EmailField name="email" />
        <PhoneField name="phone" countryName="phone_country" defaultCountry="US" />
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+1 201 555 0123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveValue('201 555 0123');
    await userEvent.clear(phone);
    await userEvent.type(phone, '2025550143');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone_country: 'US',
      phone: '+12025550143',
    });
    await expect(await canvas.findByText('Email must be less than 254 characters')).toBeVisible();
  },
};
