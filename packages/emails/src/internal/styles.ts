// Inline styles, as email clients need them: no stylesheet, no classes. The colours are @hub/ui's light
// theme (packages/ui/src/theme/tokens.ts), each pair at least 4.5:1 (WCAG AA for normal text).
import type { CSSProperties } from 'react';
import type { TextDirection } from '@hub/domain';

export const colors = {
  page: '#f6f7f9',
  surface: '#ffffff',
  /** On surface 16.6:1, on page 15.5:1. */
  text: '#1b1f24',
  /** On surface 7.5:1, on page 7.0:1. */
  muted: '#4d5562',
  /** On surface 6.7:1. */
  link: '#1d4ed8',
  /** White on it 6.7:1. */
  brand: '#1d4ed8',
  onBrand: '#ffffff',
  rule: '#d5d9e0',
} as const;

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Helvetica, Arial, sans-serif";

/** The side a line starts on: email clients that ignore `dir` still align by `text-align`. */
export function startSide(direction: TextDirection): 'left' | 'right' {
  return direction === 'rtl' ? 'right' : 'left';
}

export const body: CSSProperties = {
  backgroundColor: colors.page,
  margin: 0,
  padding: '24px 0',
  fontFamily: font,
};

export const container: CSSProperties = {
  backgroundColor: colors.surface,
  border: `1px solid ${colors.rule}`,
  borderRadius: '8px',
  maxWidth: '600px',
};

export const header: CSSProperties = {
  backgroundColor: colors.brand,
  borderRadius: '8px 8px 0 0',
  padding: '16px 24px',
};

export const productName: CSSProperties = {
  color: colors.onBrand,
  fontFamily: font,
  fontSize: '18px',
  fontWeight: 700,
  lineHeight: '24px',
  margin: 0,
};

export const content: CSSProperties = { padding: '24px' };

export const paragraph: CSSProperties = {
  color: colors.text,
  fontFamily: font,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
};

export const link: CSSProperties = {
  color: colors.link,
  textDecorationLine: 'underline',
};

/** A link shown whole on its own line: long URLs may break anywhere. */
export const linkLine: CSSProperties = {
  ...paragraph,
  fontWeight: 600,
  wordBreak: 'break-all',
};

export const rule: CSSProperties = { borderTop: `1px solid ${colors.rule}`, margin: 0 };

export const footer: CSSProperties = { padding: '16px 24px' };

export const footerText: CSSProperties = {
  ...paragraph,
  color: colors.muted,
  fontSize: '14px',
  lineHeight: '20px',
  margin: 0,
};
