import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/visually-hidden.css';
import * as styles from './GoalRing.css';

/** How a day stands against the goal: reached, missed, or still to come. */
export const goalDayStates = ['reached', 'missed', 'upcoming'] as const;
export type GoalDayState = (typeof goalDayStates)[number];

/** One day under the ring. */
export interface GoalRingDay {
  /** A stable key (the date). */
  key: string;
  /** The short label shown under the dot (Mon). */
  label: string;
  /** What a screen reader reads for the day (Monday: 52 minutes, goal reached). */
  name: string;
  state: GoalDayState;
}

export interface GoalRingProps {
  /** How much of the goal is met (days at the goal). */
  value: number;
  /** The whole goal (7 days). */
  max: number;
  /** The ring's accessible name: the value in words (3 of 7 days at the 45-minute goal this week). */
  label: string;
  /** What the middle of the ring shows (3/7), formatted by the caller for the reader's language. */
  valueText: string;
  /** A line under the ring (the streak). */
  caption?: ReactNode;
  /** The days the ring counts, shown as dots in reading order. */
  days?: readonly GoalRingDay[];
  /** The accessible name of the list of days (This week, day by day). */
  daysLabel?: string;
}

/**
 * Progress towards a goal as a ring that fills clockwise from the top (counter-clockwise in a
 * right-to-left page), its value in the middle, and optionally the days it counts as dots. Text comes
 * in through props; the ring is an image named by `label`.
 */
export function GoalRing({ value, max, label, valueText, caption, days, daysLabel }: GoalRingProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <figure className={styles.root}>
      <div className={styles.ring}>
        <svg className={styles.svg} viewBox="0 0 100 100" role="img" aria-label={label}>
          <circle className={styles.track} cx="50" cy="50" r="42" />
          {share > 0 ? (
            <circle
              className={styles.arc}
              cx="50"
              cy="50"
              r="42"
              pathLength={100}
              strokeDasharray={`${share * 100} 100`}
              transform="rotate(-90 50 50)"
              data-share={share}
            />
          ) : null}
        </svg>
        <span className={styles.value} aria-hidden="true">
          {valueText}
        </span>
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      {days ? (
        <ol className={styles.days} aria-label={daysLabel}>
          {days.map((day) => (
            <li key={day.key} className={styles.day} data-state={day.state}>
              <span className={styles.dot[day.state]} aria-hidden="true" />
              <span className={styles.dayLabel} aria-hidden="true">
                {day.label}
              </span>
              <span className={visuallyHidden}>{day.name}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </figure>
  );
}
GoalRing.displayName = 'GoalRing';
