import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { Card, headingLevels } from './Card';

const meta = {
  title: 'Content/Card',
  component: Card,
  args: {
    title: 'Account details',
    description: 'Used for shipping and for signing in.',
    actions: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    children: (
      <dl style={{ margin: 0 }}>
        <dt>Name</dt>
        <dd>Dana Rivera</dd>
        <dt>Email</dt>
        <dd>dana@example.com</dd>
      </dl>
    ),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: headingLevels } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '560px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card is a region named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Account details' });
    await expect(
      within(region).getByRole('heading', { level: 2, name: 'Account details' }),
    ).toBeInTheDocument();
    await expect(within(region).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};

export const WithFooter: Story = {
  args: {
    actions: undefined,
    footer: (
      <>
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
      </>
    ),
  },
};

/** Without a title it is a plain container. */
export const Untitled: Story = {
  args: {
    title: undefined,
    description: undefined,
    actions: undefined,
    children: <p>Some grouped content.</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { actions: undefined, children: <Skeleton lines={3} /> },
};

export const HeadingLevelThree: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Account details',
    );
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Renseignements sur le compte et coordonnées de livraison du parent ou tuteur',
    description: 'Ces renseignements sont utilisés pour la livraison de la trousse et pour la connexion.',
    actions: (
      <Button variant="secondary" size="sm">
        Modifier
      </Button>
    ),
  },
  globals: { locale: 'fr-CA' },
};

export const ArabicRightToLeft: Story = {
  args: {
    title: 'تفاصيل الحساب',
    description: 'تُستخدم للشحن ولتسجيل الدخول.',
    actions: (
      <Button variant="secondary" size="sm">
        تعديل
      </Button>
    ),
    children: <p>دانة ريفيرا</p>,
  },
  globals: { locale: 'ar' },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
