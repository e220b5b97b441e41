import { limits, newPasswordSchema, schemaValidator } from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { Form } from '../Form/Form';
import { PasswordField } from './PasswordField';

const names = { firstName: 'Ada', lastName: 'Lovelace' };

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A password input with a show/hide toggle; `purpose="new"` lists the domain\'s password rules as a checklist that ticks as they are met.',
  '',
  '**Do**',
  '',
  '- Use `purpose="new"` on sign-up and password change, `current-password` on sign-in.',
  "- Pass `names` so the rule against the person's own name applies.",
  '',
  "**Don't**",
  '',
  "- Don't block pasting.",
  "- Don't show the rules only after a failed attempt: the checklist shows them as people type.",
].join('\n');

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { name: 'password', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sign-in password: `current-password`, the login limit of 40, hidden until shown. */
export const CurrentPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(input).toHaveAttribute('maxlength', String(limits.loginPassword));
    await userEvent.type(input, 'HubDemo#2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('HubDemo#2026');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The toggle keeps one name and says whether it is pressed; the text shows while it is. */
export const ShowHideToggle: Story = {
  args: { defaultValue: 'HubDemo#2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('HubDemo#2026');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** By keyboard: Tab from the input reaches the toggle, Space presses it. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('secret');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/**
 * Choosing a new password in a form validated by the domain's schema: the rules tick as they are met,
 * the confirmation must match, Save waits for both.
 */
export const NewPasswordWithRules: Story = {
  render: () => (
    <Form
      mode="default"
      title="Create your password"
      values={{ password: '', confirmation: '' }}
      required={['password', 'confirmation']}
      validate={schemaValidator(newPasswordSchema(names))}
      labels={{ save: 'Create password' }}
    >
      <PasswordField name="password" purpose="new" names={names} />
      <PasswordField name="confirmation" purpose="new" showRules={false} label="Confirm password" />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAttribute('maxlength', String(limits.passwordMax));
    const rules = canvas.getByRole('list');
    const items = within(rules).getAllByRole('listitem');
    // The domain's rules (newPasswordChecks), in its words.
    await expect(items.map((item) => item.textContent)).toEqual([
      'To do:Between 8 and 255 characters',
      'To do:Only letters A to Z, numbers and symbols, no spaces',
      'To do:Three of these four: lowercase letters, capital letters, numbers, symbols',
      'To do:Password must not contain your first or last name',
    ]);
    await expect(password).toHaveAccessibleDescription(/Between 8 and 255 characters/);

    await userEvent.type(password, 'lovelace');
    await expect(items[0]).toHaveTextContent('Done:Between 8 and 255 characters');
    await expect(items[1]).toHaveTextContent('Done:Only letters A to Z');
    await expect(items[2]).toHaveTextContent('To do:Three of these four');
    await expect(items[3]).toHaveTextContent('To do:Password must not contain your first or last name');

    await userEvent.type(password, ' 1843');
    await expect(items[1]).toHaveTextContent('To do:Only letters A to Z');

    await userEvent.clear(password);
    await userEvent.type(password, 'Analytical#1843');
    for (const item of items) await expect(item).toHaveTextContent(/^Done:/);

    const save = canvas.getByRole('button', { name: 'Create password' });
    await expect(save).toBeDisabled();
    const confirmation = canvas.getByLabelText('Confirm password');
    await userEvent.type(confirmation, 'Analytical#1842');
    await userEvent.tab();
    await expect(confirmation).toHaveAccessibleDescription('Passwords must match');
    await expect(save).toBeDisabled();
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Analytical#1843');
    await expect(save).toBeEnabled();
  },
};

/** The rule the checklist does not list (allowed characters) comes as the schema's error after blur. */
export const NewPasswordWithError: Story = {
  render: () => (
    <Form
      mode="default"
      aria-label="New password"
      values={{ password: '', confirmation: '' }}
      required={['password']}
      validate={schemaValidator(newPasswordSchema(names))}
    >
      <PasswordField name="password" purpose="new" names={names} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Café au lait 1!');
    await userEvent.tab();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Password contains forbidden symbols')).toBeVisible();
  },
};

/** An error from the caller (the server refused the password). */
export const WithServerError: Story = {
  args: {
    purpose: 'new',
    defaultValue: 'aaaaaaaa',
    error: 'Password must include letters, numbers, and special symbols',
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Password must include letters, numbers, and special symbols'),
    );
    await userEvent.type(input, '#1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('aaaaaaaa#1');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'HubDemo#2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Password')).not.toBeInTheDocument();
    await expect(canvas.getByText('Hidden')).toBeInTheDocument();
    await expect(canvas.queryByText('HubDemo#2026')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'HubDemo#2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongTranslatedText: Story = {
  args: {
    purpose: 'new',
    names,
    label: 'Choisissez un nouveau mot de passe pour votre compte familial',
    hint: 'Vous l’utiliserez pour vous connecter sur la tablette et sur le site.',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Choisissez un nouveau mot de passe pour votre compte familial');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    const rules = within(canvas.getByRole('list')).getAllByRole('listitem');
    const before = rules.map((rule) => rule.textContent);
    // The checklist ticks as the rules are met, in French too.
    await userEvent.type(input, 'HubDemo#2026');
    await expect(rules.map((rule) => rule.textContent)).not.toEqual(before);
    const toggle = canvas.getByRole('button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/** Arabic: the label and rules are right-to-left, the toggle sits at the inline end (the left). */
export const ArabicRightToLeft: Story = {
  args: { purpose: 'new', names, label: 'كلمة المرور', defaultValue: 'Layla#2026x' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('كلمة المرور');
    const toggle = canvas.getAllByRole('button')[0]!;
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(input.getBoundingClientRect().left + 60);
  },
};

export const NarrowViewport: Story = {
  args: { purpose: 'new', names, defaultValue: 'Ada' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Demo#2026');
    await expect(input).toHaveValue('AdaDemo#2026');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
