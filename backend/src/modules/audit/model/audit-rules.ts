/** Page sizes of the audit API. */
export const EVENTS_PAGE_DEFAULT = 50;
export const EVENTS_PAGE_MAX = 200;
export const STREAM_PAGE_DEFAULT = 100;
export const STREAM_PAGE_MAX = 500;
export const SALES_PAGE_DEFAULT = 50;
export const SALES_PAGE_MAX = 200;

export const AUDIT_MESSAGES = {
  cursor: 'cursor is not one this API gave out',
  position: 'fromPosition must be a whole number of at least 1',
  date: 'must be an ISO 8601 date-time',
  text: 'must be at most 200 characters',
} as const;
