import { emailSchema, limits, loginEmailSchema, nonFieldErrorsKey, validate } from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { Form } from '../Form/Form';
import { EmailField } from './EmailField';

/** The field inside a default-mode form validated by the domain's email schema. */
function EmailForm({
  email = '',
  login = false,
  children,
}: {
  email?: string;
  login?: boolean;
  children: ReactNode;
}) {
  const schema = login ? loginEmailSchema : emailSchema;
  return (
    <Form
      aria-label="Email form"
      mode="buttonless"
      values={{ email }}
      required={['email']}
      validate={(values) => ({ email: validate(schema, values.email).errors[nonFieldErrorsKey] ?? [] })}
    >
      {children}
    </Form>
  );
}

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'An email input on `TextField`: `type="email"`, the right autocomplete token, the domain\'s 254-character limit, and left-to-right even on Arabic pages.',
  '',
  '**Do**',
  '',
  '- Use `autoComplete="username"` on sign-in forms so password managers fill it.',
  "- Bind it to a Form by `name`, which validates with the domain's email schema.",
  '',
  "**Don't**",
  '',
  "- Don't validate the address with your own pattern.",
  "- Don't use a placeholder as the label.",
].join('\n');

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { name: 'email', onValueChange: fn() },
  render: (args) => (
    <EmailForm>
      <EmailField {...args} />
    </EmailForm>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled "Email", email keyboard, the domain's limit, no autocorrect, and left-to-right. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('maxlength', String(limits.email));
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'ada@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

/** The spec's message shows once the field is left, not while typing. */
export const InvalidAfterBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    await expect(canvas.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email.');
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription('Email is required');
  },
};

/** On the login form: `username` for password managers, the login limit and the login message. */
export const Login: Story = {
  args: { autoComplete: 'username', maxLength: limits.loginEmail },
  render: (args) => (
    <EmailForm login>
      <EmailField {...args} />
    </EmailForm>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(input).toHaveAttribute('maxlength', String(limits.loginEmail));
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Please input a valid email on login');
  },
};

/** Standalone with a hint and a caller's error. */
export const WithHintAndError: Story = {
  args: {
    hint: 'We send receipts and shipping updates here.',
    error: 'This email is already in use.',
    defaultValue: 'ada@example.com',
  },
  render: (args) => <EmailField {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send receipts and shipping updates here. This email is already in use.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'ada.l@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ada.l@example.com');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'ada@example.com' },
  render: (args) => <EmailField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  render: (args) => <EmailField {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const LongTranslatedText: Story = {
  args: {
    label: 'Adresse de courriel principale pour les reçus et les avis d’expédition',
    hint: 'Nous n’utiliserons jamais votre adresse à des fins publicitaires sans votre consentement.',
    defaultValue: 'marie.genevieve.eleonore.delarochefoucauld@exemple-tres-long.example.com',
  },
  render: (args) => <EmailField {...args} />,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: 'Adresse de courriel principale pour les reçus et les avis d’expédition',
    });
    await expect(input).toHaveAccessibleDescription(
      'Nous n’utiliserons jamais votre adresse à des fins publicitaires sans votre consentement.',
    );
    // A long address scrolls inside the input rather than widening the page.
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, 'marie@exemple.ca');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('marie@exemple.ca');
  },
};

/** Arabic: the label is right-to-left, the address itself stays left-to-right. */
export const ArabicRightToLeft: Story = {
  args: { label: 'البريد الإلكتروني', defaultValue: 'layla@example.com' },
  render: (args) => <EmailField {...args} />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(input).toHaveAttribute('dir', 'ltr');
  },
};

export const NarrowViewport: Story = {
  args: { defaultValue: 'ada@example.com', hint: 'We send receipts here.' },
  render: (args) => <EmailField {...args} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send receipts here.');
    await userEvent.clear(input);
    await userEvent.type(input, 'grace@example.com');
    await expect(input).toHaveValue('grace@example.com');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
