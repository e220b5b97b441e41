import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { Skeleton, skeletonVariants } from './Skeleton';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A placeholder while content loads: text lines or a block; busy for assistive technology with a spoken label; no pulse when reduced motion is asked for.',
  '',
  '**Do**',
  '',
  '- Match the shape of what will load (lines for text, a block for a chart).',
  '- Give a `label` that says what is loading.',
  '',
  "**Don't**",
  '',
  "- Don't show it for loads shorter than about 300ms.",
  "- Don't use it for an empty result: use EmptyState.",
].join('\n');

const meta = {
  title: 'Content/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '480px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines; the region is busy and says it is loading. */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const ManyLines: Story = {
  args: { lines: 6 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // The placeholder shapes are hidden from assistive technology; only "Loading…" is read.
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
  },
};

export const Block: Story = {
  args: { variant: 'block', blockSize: '200px' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    const shape = status.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(shape.getBoundingClientRect().height).toBe(200);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading invoices…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading invoices…');
  },
};

/** With a reduced-motion preference the pulse does not run (the story test's browser keeps the default). */
export const ReducedMotionRespected: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden="true"]')!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(shape).animationName === 'none').toBe(reduced);
  },
};

export const ArabicRightToLeft: Story = {
  args: { lines: 4 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(getComputedStyle(status).direction).toBe('rtl');
    // The spoken label is in the page's language.
    await expect(status).not.toHaveTextContent('Loading…');
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
