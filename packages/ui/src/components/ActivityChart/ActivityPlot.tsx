import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { Tooltip } from '@visx/tooltip';
import type { TickRendererProps } from '@visx/axis';
import { activityTicks, activityYMax, type ActivityBucket } from '@hub/domain';
import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Direction } from '../../internal/use-direction';
import { useElementWidth } from '../../internal/use-element-width';
import { visuallyHidden } from '../../internal/visually-hidden.css';
import * as styles from './ActivityChart.css';
import { labelledIndexes, plotLayout } from './chart-layout';

/** The widest a bar is drawn, in pixels. */
const maxBarWidth = 64;

/** One bar as the plot draws and announces it. */
export interface PlotBar {
  bucket: ActivityBucket;
  /** The x-axis label (short: a weekday, a day, a month). */
  label: string;
  /** The full date, for the tooltip, the bar's accessible name and the table. */
  longLabel: string;
}

interface ActivityPlotProps {
  bars: readonly PlotBar[];
  height: number;
  direction: Direction;
  /** Formats numbers in the reader's locale. */
  formatNumber: (value: number) => string;
  /** The chart's title element, naming the group of bars. */
  labelledBy: string;
  /** The bar that takes focus first (today's). */
  initialIndex: number;
  /** The goal line in minutes, or null where the bars are not days (the domain's activityGoalMinutes). */
  goalMinutes: number | null;
}

const tickFontSize = 12;
const marginTop = 10;
const marginBottom = 26;

// The dy of visx's Text for one line: its verticalAnchor as an offset of the font's cap height (0.71em).
const firstLineDy = { start: '0.71em', middle: '0.355em', end: '0em' } as const;

/**
 * A tick label drawn as visx's Text draws one line (the same svg, text and tspan), without measuring it:
 * Text measures every word with an SVG `getComputedTextLength`, a forced layout per label on a fresh
 * mount, to wrap lines the axes never wrap.
 */
function tickLabel({
  formattedValue,
  x = 0,
  y = 0,
  dx = 0,
  dy = 0,
  textAnchor = 'start',
  verticalAnchor = 'end',
  fontSize,
  className,
  fill,
  fontFamily,
}: TickRendererProps) {
  return (
    <svg x={dx} y={dy} fontSize={fontSize} style={{ overflow: 'visible' }}>
      <text
        x={x}
        y={y}
        className={className}
        fill={fill}
        fontFamily={fontFamily}
        fontSize={fontSize}
        textAnchor={textAnchor}
      >
        <tspan x={x} dy={firstLineDy[verticalAnchor]}>
          {formattedValue}
        </tspan>
      </text>
    </svg>
  );
}

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** Width of a text in px in the element's font; an estimate where a canvas is not available. */
function measureText(text: string, fontFamily: string): number {
  if (measuringContext === undefined) {
    measuringContext =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (!measuringContext) return text.length * tickFontSize * 0.62;
  measuringContext.font = `${tickFontSize}px ${fontFamily || 'sans-serif'}`;
  return measuringContext.measureText(text).width;
}

/**
 * The bars with their axes, the goal line and a tooltip. One tab stop (roving tabindex): arrow keys move
 * from bar to bar in the direction they are drawn, Home and End go to the first and the last, Escape
 * hides the tooltip. Each bar is an image named with its date and minutes, so screen readers announce
 * it as focus moves; the tooltip repeats it on screen for pointer and keyboard users alike.
 */
export function ActivityPlot({
  bars,
  height,
  direction,
  formatNumber,
  labelledBy,
  initialIndex,
  goalMinutes,
}: ActivityPlotProps) {
  const { t } = useLingui();
  const instructionsId = useId();
  // Height is fixed by the prop; only the container's width drives the layout. Until it is measured
  // (before the first paint, or once a hidden container shows) no plot is drawn, and the container says
  // so with data-measuring, which the visual tests wait out.
  const { ref: parentRef, node, width } = useElementWidth<HTMLDivElement>();
  const rtl = direction === 'rtl';
  const count = bars.length;

  const [activeIndex, setActiveIndex] = useState(initialIndex);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const [hoveredIndex, setHoveredIndex] = useState<number | null>(null);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const columnRefs = useRef<(SVGRectElement | null)[]>([]);
  const tabIndexBar = Math.min(Math.max(activeIndex, 0), count - 1);

  const yMax = activityYMax(bars.map((bar) => bar.bucket.minutes));
  const ticks = activityTicks(yMax);
  // Read once per element: getComputedStyle on every render recalculated styles on every hover.
  const fontFamily = useMemo(() => (node ? getComputedStyle(node).fontFamily : ''), [node]);
  const { xLabelWidth, yLabelWidth } = useMemo(
    () => ({
      xLabelWidth: Math.max(0, ...bars.map((bar) => measureText(bar.label, fontFamily))),
      yLabelWidth: Math.max(0, ...ticks.map((tick) => measureText(formatNumber(tick), fontFamily))),
    }),
    // `ticks` follows from `yMax`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bars, yMax, fontFamily, formatNumber],
  );

  const layout = plotLayout(width, count, xLabelWidth, yLabelWidth);
  const { innerWidth } = layout;
  const innerHeight = Math.max(0, height - marginTop - marginBottom);
  const shownLabels = labelledIndexes(count, layout.every);
  const marginStart = rtl ? layout.endSpace : layout.axisSpace;

  const xScale = scaleBand<number>({
    domain: bars.map((_, index) => index),
    // Right-to-left: the first bar at the right, the axis on the right (the inline start).
    range: rtl ? [innerWidth, 0] : [0, innerWidth],
    paddingInner: 0.25,
    paddingOuter: 0.125,
  });
  const yScale = scaleLinear<number>({ domain: [0, yMax], range: [innerHeight, 0] });
  const step = xScale.step();
  const bandwidth = xScale.bandwidth();
  // A bar never grows wider than this, centred in its band: one month alone is a bar, not a block.
  const barWidth = Math.max(1, Math.min(bandwidth, maxBarWidth));
  const goalY = goalMinutes === null ? null : yScale(goalMinutes);

  const minutesText = (minutes: number) => t`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  const barName = (bar: PlotBar) => t`${bar.longLabel}: ${minutesText(bar.bucket.minutes)}`;
  const goalName = goalMinutes === null ? '' : t`Goal: ${minutesText(goalMinutes)}`;

  function moveTo(index: number) {
    const next = Math.min(Math.max(index, 0), count - 1);
    setActiveIndex(next);
    setTooltipDismissed(false);
    columnRefs.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<SVGGElement>) {
    const current = focusedIndex ?? tabIndexBar;
    switch (event.key) {
      case 'ArrowRight':
        moveTo(rtl ? current - 1 : current + 1);
        break;
      case 'ArrowLeft':
        moveTo(rtl ? current + 1 : current - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(count - 1);
        break;
      case 'Escape':
        if (tooltipDismissed || (hoveredIndex ?? focusedIndex) === null) return;
        setTooltipDismissed(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  const tooltipIndex = tooltipDismissed ? null : (hoveredIndex ?? focusedIndex);
  const tooltipBar = tooltipIndex === null ? undefined : bars[tooltipIndex];
  // The tooltip's width, measured once it shows, keeps it inside the chart near the edges.
  const tooltipRef = useRef<HTMLDivElement>(null);
  const [tooltipWidth, setTooltipWidth] = useState(0);
  useLayoutEffect(() => {
    setTooltipWidth(tooltipRef.current?.offsetWidth ?? 0);
  }, [tooltipBar]);
  let tooltipLeft = 0;
  let tooltipTop = 0;
  if (tooltipBar && tooltipIndex !== null) {
    const half = tooltipWidth / 2;
    const centre = marginStart + (xScale(tooltipIndex) ?? 0) + bandwidth / 2;
    tooltipLeft = width > tooltipWidth ? Math.min(Math.max(centre, half), width - half) : width / 2;
    tooltipTop = marginTop + Math.min(yScale(tooltipBar.bucket.minutes), innerHeight);
  }

  const YAxis = rtl ? AxisRight : AxisLeft;

  return (
    <div
      ref={parentRef}
      className={styles.plot}
      style={{ blockSize: height }}
      data-measuring={width > 0 ? undefined : true}
    >
      <p id={instructionsId} className={visuallyHidden}>
        {t`Use the arrow keys to move between bars, Home and End to go to the first and the last.`}
      </p>
      {width > 0 ? (
        <svg
          className={styles.svg}
          width={width}
          height={height}
          role="group"
          aria-labelledby={labelledBy}
          aria-describedby={instructionsId}
          onPointerLeave={() => setHoveredIndex(null)}
        >
          <Group left={marginStart} top={marginTop}>
            <g aria-hidden="true">
              <GridRows
                scale={yScale}
                width={innerWidth}
                tickValues={ticks.filter((tick) => tick > 0)}
                className={styles.gridLine}
              />
              <YAxis
                scale={yScale}
                left={rtl ? innerWidth : 0}
                tickValues={ticks}
                tickFormat={(value) => formatNumber(Number(value))}
                tickComponent={tickLabel}
                hideAxisLine
                hideTicks
                tickLength={0}
                tickLabelProps={{
                  className: styles.tickLabel,
                  fontSize: tickFontSize,
                  // With `direction: rtl` inherited, `end` is the left edge: labels grow away from the bars.
                  textAnchor: 'end',
                  verticalAnchor: 'middle',
                  dx: rtl ? 8 : -8,
                  dy: 0,
                }}
              />
              <AxisBottom
                scale={xScale}
                top={innerHeight}
                tickValues={bars.map((_, index) => index).filter((index) => shownLabels.has(index))}
                tickFormat={(index) => bars[Number(index)]?.label ?? ''}
                tickComponent={tickLabel}
                hideTicks
                tickLength={4}
                axisLineClassName={styles.baseline}
                tickLabelProps={{ className: styles.tickLabel, fontSize: tickFontSize, textAnchor: 'middle' }}
              />
            </g>
            <g onKeyDown={handleKeyDown}>
              {bars.map((bar, index) => {
                const x = xScale(index) ?? 0;
                const top = yScale(bar.bucket.minutes);
                const barHeight = bar.bucket.minutes > 0 ? Math.max(2, innerHeight - top) : 0;
                const highlighted = index === tooltipIndex;
                return (
                  <g key={bar.bucket.start}>
                    <Bar
                      x={x + (bandwidth - barWidth) / 2}
                      y={innerHeight - barHeight}
                      width={barWidth}
                      height={barHeight}
                      rx={Math.min(3, barWidth / 3)}
                      className={highlighted ? `${styles.bar} ${styles.barHighlighted}` : styles.bar}
                      aria-hidden="true"
                    />
                    <rect
                      ref={(element) => {
                        columnRefs.current[index] = element;
                      }}
                      x={x - (step - bandwidth) / 2}
                      y={-marginTop / 2}
                      width={step}
                      height={innerHeight + marginTop / 2}
                      rx={2}
                      className={styles.column}
                      role="img"
                      aria-label={barName(bar)}
                      tabIndex={index === tabIndexBar ? 0 : -1}
                      data-bar-index={index}
                      onFocus={() => {
                        setActiveIndex(index);
                        setFocusedIndex(index);
                      }}
                      onBlur={() => setFocusedIndex((focused) => (focused === index ? null : focused))}
                      onPointerEnter={() => {
                        setHoveredIndex(index);
                        setTooltipDismissed(false);
                      }}
                    />
                  </g>
                );
              })}
            </g>
            {/* Drawn over the bars on a halo of the surface colour, so it shows across tall bars too. */}
            {goalY === null ? null : (
              <g role="img" aria-label={goalName} data-goal-line="">
                <Line
                  from={{ x: 0, y: goalY }}
                  to={{ x: innerWidth, y: goalY }}
                  className={styles.goalHalo}
                />
                <Line
                  from={{ x: 0, y: goalY }}
                  to={{ x: innerWidth, y: goalY }}
                  className={styles.goalLine}
                />
              </g>
            )}
          </Group>
        </svg>
      ) : null}
      {tooltipBar ? (
        <Tooltip
          ref={tooltipRef}
          unstyled
          applyPositionStyle
          className={styles.tooltip}
          left={tooltipLeft}
          top={tooltipTop}
          offsetLeft={0}
          offsetTop={0}
          // The focused bar's name says the same to screen readers.
          aria-hidden="true"
          data-testid="activity-tooltip"
        >
          <span>{tooltipBar.longLabel}</span>
          <span className={styles.tooltipValue}>{minutesText(tooltipBar.bucket.minutes)}</span>
        </Tooltip>
      ) : null}
    </div>
  );
}
