import { describe, expect, it } from 'vitest';
import { labelEvery, labelledIndexes, plotLayout } from './chart-layout';

describe('x labels of the activity chart', () => {
  it.each([
    { labelWidth: 24, barStep: 40, every: 1 },
    { labelWidth: 40, barStep: 10, every: 5 },
    { labelWidth: 56, barStep: 8, every: 8 },
    { labelWidth: 32, barStep: 40, every: 1 },
  ])('labels every $every bar(s) when labels are $labelWidth px and bars $barStep px apart', (row) => {
    expect(labelEvery(row.labelWidth, row.barStep)).toBe(row.every);
  });

  it('never places two labels closer than their width plus the gap', () => {
    for (const barStep of [3, 7.5, 11, 19, 42]) {
      for (const labelWidth of [20, 37, 61]) {
        const every = labelEvery(labelWidth, barStep);
        expect(every * barStep).toBeGreaterThanOrEqual(labelWidth + 8);
      }
    }
  });

  it('labels the first bar and then every n-th one', () => {
    expect([...labelledIndexes(31, 5)]).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect([...labelledIndexes(7, 1)]).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('labels only the first bar when no label fits between bars', () => {
    expect([...labelledIndexes(3, Number.POSITIVE_INFINITY)]).toEqual([0]);
    expect([...labelledIndexes(0, 2)]).toEqual([]);
  });
});

describe('plot layout', () => {
  it('keeps the axis, the bars and the end margin within the width', () => {
    const layout = plotLayout(375, 31, 40, 16);
    expect(layout.axisSpace + layout.innerWidth + layout.endSpace).toBe(375);
    expect(layout.barStep * 31).toBeCloseTo(layout.innerWidth);
  });

  it('widens the end margin when the last label would stick out of the chart', () => {
    // One bar per month over 3 years, "Mar 2026" about 60px wide, a narrow chart.
    const layout = plotLayout(340, 37, 60, 30);
    const lastLabelled = Math.floor(36 / layout.every) * layout.every;
    const rightOfLastLabelCentre = (37 - lastLabelled - 0.5) * layout.barStep + layout.endSpace;
    expect(rightOfLastLabelCentre).toBeGreaterThanOrEqual(30);
  });

  it('gives no bars room on a chart with no width yet', () => {
    expect(plotLayout(0, 7, 30, 16).innerWidth).toBe(0);
  });
});
