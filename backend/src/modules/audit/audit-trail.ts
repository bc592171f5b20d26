import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { eventIdFor } from '../../platform/event-store/event-id';
import { EventStore } from '../../platform/event-store/event-store';
import { type AuditedResource, auditStreamId, type AuditEvent } from './model/audit.events';

/** Every use of the audit API leaves its own event: who read what, with which filters. */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async read(
    auditorId: string,
    resource: AuditedResource,
    parameters: Record<string, string | number | undefined>,
  ): Promise<void> {
    const given = Object.fromEntries(
      Object.entries(parameters).filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined,
      ),
    );
    await this.record(auditorId, {
      type: 'audit.AuditRead',
      data: { resource, parameters: given, readAt: this.clock.now().toISOString() },
    });
  }

  async record(auditorId: string, event: AuditEvent): Promise<void> {
    const commandId = randomUUID();
    await this.store.append(auditStreamId(auditorId), 'any', [
      { ...event, id: eventIdFor(commandId), metadata: { actorId: auditorId, commandId } },
    ]);
  }
}
