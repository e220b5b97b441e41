// The Form in other languages and widths: long translated texts, Arabic right to left, a narrow viewport.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { detailsArgs, formArgTypes, formColumn } from './stories-support';

const meta = {
  title: 'Forms/Form/Languages and layout',
  component: Form,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Long translated texts wrap, Arabic mirrors the form, and the buttons stack below 900px.',
      },
    },
  },
  args: detailsArgs(),
  argTypes: formArgTypes,
  decorators: [formColumn],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons take overriding labels; long translated texts wrap instead of overflowing. */
export const LongTranslatedText: Story = {
  args: {
    mode: 'edit_save_delete_cancel',
    title: 'Coordonnées du titulaire du compte et adresse de courriel principale',
    values: {
      first_name: 'Marie-Geneviève-Éléonore',
      last_name: 'de La Rochefoucauld-Montmorency',
      email: 'marie.genevieve.eleonore.delarochefoucauld@exemple-tres-long.example.com',
    },
    labels: {
      edit: 'Modifier les coordonnées',
      save: 'Enregistrer les modifications',
      cancel: 'Annuler sans enregistrer',
      delete: 'Supprimer définitivement',
    },
    successMessage: 'Les renseignements du compte ont été enregistrés',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier les coordonnées' }));
    await expect(canvas.getByRole('button', { name: 'Supprimer définitivement' })).toBeVisible();
  },
};

/** Arabic: the page is right-to-left; the form mirrors and keeps working the same way. */
export const ArabicRightToLeft: Story = {
  args: {
    title: 'تفاصيل الحساب',
    // The spec allows Latin-1 names only: an Arabic page edits them left-to-right inside right-to-left.
    values: { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.com' },
    successMessage: 'تم حفظ معلومات الحساب',
    children: (
      <>
        <TextField name="first_name" label="الاسم الأول" autoComplete="given-name" maxLength={56} />
        <TextField name="last_name" label="اسم العائلة" autoComplete="family-name" maxLength={56} />
        <TextField name="email" label="البريد الإلكتروني" type="email" autoComplete="email" dir="ltr" />
      </>
    ),
    onSubmit: fn(async () => undefined),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('Layla')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    const firstName = canvas.getByRole('textbox', { name: 'الاسم الأول' });
    await expect(firstName).toHaveAttribute('dir', 'auto');
    // An Arabic name is refused by the domain (Latin-1 only), with its message after leaving the field.
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'ليلى');
    await userEvent.tab();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('button')[0]).toBeDisabled();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Layla');
    await expect(canvas.getAllByRole('button')[0]).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'ltr');
  },
};

/** Below 900px the buttons stack at full width. */
export const NarrowViewport: Story = {
  args: { mode: 'edit_save_delete_cancel' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const save = canvas.getByRole('button', { name: 'Save' });
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(save.getBoundingClientRect().width).toBe(cancel.getBoundingClientRect().width);
  },
};
