import { useLingui } from '@lingui/react/macro';
import { activityTimeframeLabels, activityTimeframes, type ActivityTimeframe } from '@hub/domain';
import { useId } from 'react';
import { visuallyHidden } from '../../internal/visually-hidden.css';
import * as styles from './TimeframeSwitcher.css';

export interface TimeframeSwitcherProps {
  /** The timeframe shown. */
  value: ActivityTimeframe;
  /** Called with the timeframe chosen. */
  onValueChange: (timeframe: ActivityTimeframe) => void;
  /** The group's accessible name; "Timeframe" by default. Shown to screen readers only. */
  label?: string;
  /** Takes no input (no player yet). */
  disabled?: boolean;
  /** The radios' form name; a generated one by default (each group needs its own). */
  name?: string;
  /** Id of the group; generated when absent. */
  id?: string;
}

/**
 * The activity chart's timeframes (1W, 1Mo, 3Mos, All Time) as a radio group: one tab stop, arrow keys
 * move and select (mirrored in right-to-left by the browser), labels from the domain through Lingui.
 * Native radios rather than Radix Tabs: the choice filters one view, it does not switch panels.
 */
export function TimeframeSwitcher({
  value,
  onValueChange,
  label,
  disabled = false,
  name,
  id,
}: TimeframeSwitcherProps) {
  const { i18n, t } = useLingui();
  const generatedName = useId();
  const groupName = name ?? `timeframe-${generatedName}`;
  return (
    <fieldset id={id} className={styles.group} disabled={disabled}>
      <legend className={visuallyHidden}>{label ?? t`Timeframe`}</legend>
      <div className={styles.options}>
        {activityTimeframes.map((timeframe) => (
          <label key={timeframe} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={groupName}
              value={timeframe}
              checked={value === timeframe}
              onChange={() => onValueChange(timeframe)}
            />
            {i18n._(activityTimeframeLabels[timeframe])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
TimeframeSwitcher.displayName = 'TimeframeSwitcher';
