import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on primary buttons above WCAG AA's 4.5:1 (shade 6 gives 4.3:1).
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
    // Mantine's close button is an icon alone: without a name, screen readers announce "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close the dialog' } } },
  },
});

/**
 * WCAG AA contrast (4.5:1) for small text: secondary ("dimmed") text a shade darker than Mantine's
 * gray 6, which reads at 3.3:1 on white (#5f6670 stays above 4.5:1 on white and on the light gray
 * and indigo tints behind it), and field errors in red 9 instead of red 6 (3.3:1 on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6670',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
