/**
 * What auditors did, in their own `audit-<userId>` streams: every read of the audit API and every
 * rebuild it ran. The parameters are the filters as given (ids and types, no personal data).
 */
export const auditStreamId = (auditorId: string) => `audit-${auditorId}`;

export type AuditedResource = 'events' | 'event-types' | 'stream' | 'sales' | 'projections';

export interface AuditRead {
  type: 'audit.AuditRead';
  data: { resource: AuditedResource; parameters: Record<string, string | number>; readAt: string };
}

export interface ProjectionRebuilt {
  type: 'audit.ProjectionRebuilt';
  data: { projection: string; eventsReplayed: number; durationMs: number; rebuiltAt: string };
}

export type AuditEvent = AuditRead | ProjectionRebuilt;
