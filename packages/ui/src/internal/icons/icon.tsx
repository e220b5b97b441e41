// The factory of the internal icons; each icon is its own module (icons/index.ts), so a page's chunks carry
// only the icons its components draw (the login page needs five of thirty).
import type { LucideIcon } from 'lucide-react';
import { mirrorInRtl } from '../icons.css';

/** Props every internal icon takes: decorative (aria-hidden), sized by the text around it, `currentColor`. */
export interface IconProps {
  className?: string;
  /** Width and height; 1.25em by default, so the icon follows the font size of its text. */
  size?: number | string;
}

/**
 * Wraps a lucide icon as one of ours: hidden from assistive technology (the control or text beside it
 * carries the meaning), never a tab stop, stroked in the text colour. `mirror` flips icons that point
 * along the line (previous, next, sign out) in right-to-left documents.
 */
export function icon(Glyph: LucideIcon, name: string, { mirror = false } = {}) {
  function Icon({ className, size = '1.25em' }: IconProps) {
    return (
      <Glyph
        className={[mirror ? mirrorInRtl : '', className].filter(Boolean).join(' ') || undefined}
        size={size}
        color="currentColor"
        aria-hidden="true"
        focusable="false"
      />
    );
  }
  Icon.displayName = name;
  return Icon;
}
