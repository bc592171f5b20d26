/** Where each audit screen lives; the event browser is the first. */
export const AUDIT_PATHS = {
  events: '/audit',
  sales: '/audit/sales',
  projections: '/audit/projections',
} as const;

export type AuditSection = keyof typeof AUDIT_PATHS;

export function streamPath(streamId: string): string {
  return `/audit/streams/${encodeURIComponent(streamId)}`;
}

/** The event browser showing one stream's events among the others. */
export function eventsOfStreamPath(streamId: string): string {
  return `${AUDIT_PATHS.events}?${new URLSearchParams({ streamId }).toString()}`;
}
