/** The breakpoint below which the side menu becomes a slide-in panel (spec section 9: 900px). */
export const narrowBreakpointPx = 900;

/** Media query for layouts narrower than the spec's breakpoint. */
export const narrowScreen = `screen and (max-width: ${narrowBreakpointPx - 1}px)`;

/**
 * The light theme's values as plain data: `lightTheme` is made from them (`createTheme` checks them
 * against the contract), and the docs and the consumer check read them for the real colours and fonts.
 */
export const lightThemeValues = {
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#eef0f4',
    text: '#1b1f24',
    textMuted: '#4d5562',
    border: '#8a93a1',
    focus: '#1a56db',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    onDanger: '#ffffff',
    success: '#166534',
    successSurface: '#e7f6ec',
    warning: '#8a4b00',
    warningSurface: '#fff4e0',
    info: '#1e429f',
    infoSurface: '#e8effd',
    dangerSurface: '#fdecec',
    overlay: 'rgba(15, 18, 22, 0.55)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(15, 18, 22, 0.08)',
    md: '0 4px 12px rgba(15, 18, 22, 0.12)',
    lg: '0 12px 32px rgba(15, 18, 22, 0.18)',
  },
  zIndex: { base: '0', header: '10', menu: '20', overlay: '30', popup: '40', toast: '50' },
  duration: { fast: '120ms', normal: '200ms' },
};
