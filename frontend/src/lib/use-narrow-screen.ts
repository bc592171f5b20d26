import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than the theme's `sm` breakpoint, where wide tables are shown as
 * cards; the same edge as Mantine's `hiddenFrom="sm"` and `visibleFrom="sm"`.
 */
export function useNarrowScreen(): boolean {
  const theme = useMantineTheme();
  const smallest = Number(px(theme.breakpoints.sm));
  return (
    useMediaQuery(`(max-width: ${em(smallest - 0.1)})`, false, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}
