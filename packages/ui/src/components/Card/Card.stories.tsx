import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { Card, headingLevels } from './Card';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "A surface that groups related content, with an optional titled header (then a named region), actions at the header's end and a footer.",
  '',
  '**Do**',
  '',
  '- Give a `title` whenever the card is a section of the page: it becomes a landmark.',
  "- Pick `headingLevel` to fit the page's outline.",
  "- Put the card's own actions (Edit) in `actions`, Save and Cancel in `footer`.",
  '',
  "**Don't**",
  '',
  "- Don't nest cards inside cards.",
  "- Don't use a card only for a shadow: plain content needs no frame.",
  "- Don't put more than two actions in the header.",
].join('\n');

const meta = {
  title: 'Content/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
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
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Account details' }));
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Cancel' })).toHaveFocus();
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
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Account details' }));
    await expect(region.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(region.queryByText('Dana Rivera')).not.toBeInTheDocument();
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Renseignements sur le compte et coordonnées de livraison du parent ou tuteur';
    const heading = canvas.getByRole('heading', { name: title });
    await expect(canvas.getByRole('region', { name: title })).toBeInTheDocument();
    await expect(overflowsSideways(heading)).toBe(false);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toHaveFocus();
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'تفاصيل الحساب' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(within(region).getByText('دانة ريفيرا')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'تعديل' })).toHaveFocus();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account details' })).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};
