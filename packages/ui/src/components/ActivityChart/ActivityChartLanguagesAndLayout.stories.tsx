// The ActivityChart in other languages and widths: Arabic right to left, a phone, a long translated title,
// and the plot measuring its width with one ResizeObserver.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivityChart } from './ActivityChart';
import {
  ActivityChartWithSwitcher,
  chartArgTypes,
  chartArgs,
  getBars,
  tabToBars,
  weekTitle,
} from './stories-support';

const meta = {
  title: 'Activity/ActivityChart/Languages and layout',
  component: ActivityChart,
  tags: ['autodocs'],
  args: chartArgs,
  argTypes: chartArgTypes,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: 'Arabic mirrors the chart, a phone thins the day labels, a long translated title wraps.',
      },
    },
  },
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arabic: the first day is on the right, the axis on the right (inline start), arrows follow the bars. */
export const ArabicRightToLeft: Story = {
  args: { onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement).toHaveAttribute('dir', 'rtl');
    const svg = await waitFor(() => {
      const element = canvasElement.querySelector('svg[role="group"]');
      if (!element) throw new Error('no chart yet');
      return element as unknown as HTMLElement;
    });
    const bars = within(svg)
      .getAllByRole('img')
      .filter((element) => !element.hasAttribute('data-goal-line'));
    await expect(bars).toHaveLength(7);
    const first = bars[0]!.getBoundingClientRect();
    const last = bars[6]!.getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(last.left);

    await tabToBars(canvasElement);
    await expect(doc.activeElement).toBe(bars[2]);
    // Left is towards the later days in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(doc.activeElement).toBe(bars[3]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(doc.activeElement).toBe(bars[1]);
  },
};

/** A phone: the month's day labels thin out so they never overlap. */
export const NarrowViewport: Story = {
  args: { timeframe: '1Mo', onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, 'Past Month'));
    await expect(bars).toHaveLength(29);
    const labels = Array.from(canvasElement.querySelectorAll('.visx-axis-bottom text')).map((label) =>
      label.getBoundingClientRect(),
    );
    await expect(labels.length).toBeGreaterThan(1);
    await expect(labels.length).toBeLessThan(29);
    const sorted = [...labels].sort((a, b) => a.left - b.left);
    for (let index = 1; index < sorted.length; index += 1) {
      await expect(sorted[index]!.left).toBeGreaterThanOrEqual(sorted[index - 1]!.right);
    }
    const chart = canvasElement.querySelector('svg[role="group"]')!.getBoundingClientRect();
    await expect(sorted[0]!.left).toBeGreaterThanOrEqual(chart.left);
    await expect(sorted[sorted.length - 1]!.right).toBeLessThanOrEqual(chart.right);
  },
};

/** Canadian French with a long translated title: the title wraps beside the switcher. */
const longTitleI18n = setupI18n({
  locale: 'fr-CA',
  messages: {
    'fr-CA': {
      'activity.title.pastThreeMonths': 'Activité de jeu de votre enfant au cours des trois derniers mois',
    },
  },
});

export const LongTranslatedTitle: Story = {
  args: { timeframe: '3Mos', onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  globals: { locale: 'fr-CA' },
  decorators: [
    (Story) => (
      <I18nProvider i18n={longTitleI18n}>
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const title = 'Activité de jeu de votre enfant au cours des trois derniers mois';
    const heading = within(canvasElement).getByRole('heading', { name: title });
    await expect(heading).toBeVisible();
    const bars = await waitFor(() => getBars(canvasElement, title));
    await expect(bars).toHaveLength(14);
  },
};

/**
 * Hovering and moving between bars re-render the chart; the plot keeps the one ResizeObserver it made
 * on mounting (it used to make a new one on every render).
 */
export const OneResizeObserverAcrossRenders: Story = {
  beforeEach() {
    const Original = window.ResizeObserver;
    const observed: Element[] = [];
    class Counting extends Original {
      override observe(target: Element, options?: ResizeObserverOptions) {
        observed.push(target);
        super.observe(target, options);
      }
    }
    window.ResizeObserver = Counting;
    (window as unknown as { observedByChart: Element[] }).observedByChart = observed;
    return () => {
      window.ResizeObserver = Original;
    };
  },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, weekTitle));
    const plot = canvasElement.querySelector('svg[role="group"]')!.parentElement!;
    const observed = (window as unknown as { observedByChart: Element[] }).observedByChart;
    const plotObservations = () => observed.filter((target) => target === plot).length;
    await expect(plotObservations()).toBe(1);
    for (const bar of bars) {
      await userEvent.hover(bar);
      await within(canvasElement).findByTestId('activity-tooltip');
    }
    await tabToBars(canvasElement);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Home}{End}');
    await expect(plotObservations()).toBe(1);
  },
};
