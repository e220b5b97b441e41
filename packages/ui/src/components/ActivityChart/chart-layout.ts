// Pure geometry of the activity chart: how much room the axis and the labels need, and which bars get
// an x label so labels never overlap. Kept apart from the component so it can be tested without a DOM.

/** Px between two x labels, at least. */
export const labelGap = 8;

/** Every how many bars an x label fits, so that labels `labelWidth` wide never overlap. */
export function labelEvery(labelWidth: number, barStep: number, gap: number = labelGap): number {
  if (!(barStep > 0)) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.ceil((labelWidth + gap) / barStep));
}

/** The indexes of the bars that show a label: the first bar, then every `every`-th one. */
export function labelledIndexes(count: number, every: number): Set<number> {
  const shown = new Set<number>();
  if (!Number.isFinite(every) || every < 1) return count > 0 ? new Set([0]) : shown;
  for (let index = 0; index < count; index += every) shown.add(index);
  return shown;
}

export interface PlotLayout {
  /** Space on the inline-start side for the y-axis labels. */
  axisSpace: number;
  /** Space on the inline-end side, so the last label is not cut off. */
  endSpace: number;
  innerWidth: number;
  /** Width of one bar's column (bar and its gaps). */
  barStep: number;
  every: number;
}

/**
 * Splits the width between the y axis, the bars and the room the last x label sticks out by.
 * `xLabelWidth` is the widest x label, `yLabelWidth` the widest tick label.
 */
export function plotLayout(
  width: number,
  barCount: number,
  xLabelWidth: number,
  yLabelWidth: number,
): PlotLayout {
  const axisSpace = Math.ceil(yLabelWidth) + 12;
  const count = Math.max(1, barCount);
  let endSpace = 12;
  let innerWidth = Math.max(0, width - axisSpace - endSpace);
  let barStep = innerWidth / count;
  let every = labelEvery(xLabelWidth, barStep);
  // The last labelled bar's label is centred on it: make room for the part beyond the last bar.
  const lastLabelled = Number.isFinite(every) ? Math.floor((count - 1) / every) * every : 0;
  const overhang = xLabelWidth / 2 - (count - lastLabelled - 0.5) * barStep;
  if (overhang > endSpace - 2) {
    endSpace = Math.ceil(overhang) + 2;
    innerWidth = Math.max(0, width - axisSpace - endSpace);
    barStep = innerWidth / count;
    every = labelEvery(xLabelWidth, barStep);
  }
  return { axisSpace, endSpace, innerWidth, barStep, every };
}
