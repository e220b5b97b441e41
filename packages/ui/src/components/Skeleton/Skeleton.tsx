import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import * as styles from './Skeleton.css';

export const skeletonVariants = ['lines', 'block'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

// Ragged line lengths read as text; the last line of a paragraph is shorter.
const lineWidths = ['100%', '94%', '86%', '97%', '72%'];

export interface SkeletonProps {
  /** `lines` of text or one `block` (a chart, an image). */
  variant?: SkeletonVariant;
  /** Number of text lines for `lines`; 3 by default. */
  lines?: number;
  /** Height of a `block` as a CSS length; 120px by default. */
  blockSize?: string;
  /** What screen readers hear; "Loading…" by default. */
  label?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/**
 * A placeholder while content loads: text lines or a block. The region is `aria-busy` with a status
 * for screen readers; the pulse runs only without a reduced-motion preference.
 */
export function Skeleton({
  variant = 'lines',
  lines = 3,
  blockSize = '120px',
  label,
  className,
}: SkeletonProps) {
  const { t } = useLingui();
  const count = Math.max(1, Math.floor(lines));
  return (
    <div role="status" aria-busy="true" className={[styles.region, className].filter(Boolean).join(' ')}>
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
      {variant === 'block' ? (
        <span aria-hidden="true" className={`${styles.shape} ${styles.block}`} style={{ blockSize }} />
      ) : (
        Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={`${styles.shape} ${styles.line}`}
            style={{
              inlineSize: index === count - 1 && count > 1 ? '60%' : lineWidths[index % lineWidths.length],
            }}
          />
        ))
      )}
    </div>
  );
}
Skeleton.displayName = 'Skeleton';
