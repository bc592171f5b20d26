import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { CommandRunner } from '../../platform/event-store/command-runner';
import { appendOnlyStream } from '../../platform/event-store/decider';
import { type AuditedResource, auditStreamId, type AuditEvent } from './model/audit.events';

/** Every use of the audit API leaves its own event: who read what, with which filters. */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly commands: CommandRunner,
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
    await this.commands.run({
      metadata: { actorId: auditorId },
      // Nothing is decided on an auditor's trail: each use of the audit API only adds to it.
      streams: { trail: appendOnlyStream<AuditEvent>(auditStreamId(auditorId)) },
      decide: () => ({ trail: [event] }),
    });
  }
}
