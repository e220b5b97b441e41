import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityTimeframe } from '@hub/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { TimeframeSwitcher, type TimeframeSwitcherProps } from './TimeframeSwitcher';

/** Holds the chosen timeframe, as a page would. */
function ControlledSwitcher(props: TimeframeSwitcherProps) {
  const [value, setValue] = useState<ActivityTimeframe>(props.value);
  return (
    <TimeframeSwitcher
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "The activity chart's four timeframes (week, month, three months, all time) as a radio group.",
  '',
  '**Do**',
  '',
  "- Keep it next to the chart it controls (the chart's header).",
  '- Disable it while there is no player.',
  '',
  "**Don't**",
  '',
  "- Don't use it for filters that are not time spans.",
].join('\n');

const meta = {
  title: 'Activity/TimeframeSwitcher',
  component: TimeframeSwitcher,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { value: '1W', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['1W', '1Mo', '3Mos', 'AllTime'] } },
  render: (args) => <ControlledSwitcher {...args} />,
} satisfies Meta<typeof TimeframeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four timeframes as a labelled radio group; a click chooses one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Timeframe' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '1W',
      '1Mo',
      '3Mos',
      'AllTime',
    ]);
    await expect(within(group).getByRole('radio', { name: '1W' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'All Time' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('AllTime');
    await expect(within(group).getByRole('radio', { name: 'All Time' })).toBeChecked();
  },
};

/** One tab stop; arrow keys move the choice. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1W' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1Mo' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1Mo');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3Mos' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3Mos');
  },
};

/** While nothing can be chosen (e.g. no player yet). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Arabic: the options run right to left. */
export const ArabicRightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    const first = radios[0]!.closest('label')!.getBoundingClientRect();
    const last = radios[3]!.closest('label')!.getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(last.left);
  },
};

/** On a phone the group fits the width. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Timeframe' }));
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.click(group.getByRole('radio', { name: '3Mos' }));
    await expect(group.getByRole('radio', { name: '3Mos' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3Mos');
  },
};
