import { useId } from 'react';
import type { PlotBar } from './ActivityPlot';
import * as styles from './ActivityChart.css';

interface ActivityTableProps {
  id: string;
  bars: readonly PlotBar[];
  caption: string;
  periodHeader: string;
  minutesHeader: string;
  formatNumber: (value: number) => string;
}

/**
 * The chart's data as a table: a row per bar, its date as the row header, its minutes. The table scrolls
 * in a region named by its caption that takes keyboard focus, so the arrow keys scroll through it (and
 * a screen reader's table keys read it cell by cell).
 */
export function ActivityTable({
  id,
  bars,
  caption,
  periodHeader,
  minutesHeader,
  formatNumber,
}: ActivityTableProps) {
  const captionId = useId();
  return (
    <div id={id} role="region" aria-labelledby={captionId} tabIndex={0} className={styles.tableRegion}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {periodHeader}
            </th>
            <th scope="col" className={`${styles.headerCell} ${styles.numberCell}`}>
              {minutesHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.bucket.start}>
              <th scope="row" className={styles.cell}>
                {bar.longLabel}
              </th>
              <td className={`${styles.cell} ${styles.numberCell}`}>{formatNumber(bar.bucket.minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
