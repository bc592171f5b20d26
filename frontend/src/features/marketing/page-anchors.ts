/**
 * The scroll margin of a section that links jump to (`/about#contact`, a legal page's contents), so
 * that its heading lands below the fixed header instead of under it.
 */
export const BELOW_HEADER = 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))';
