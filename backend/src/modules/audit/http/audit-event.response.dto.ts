import { ApiProperty } from '@nestjs/swagger';
import { type RecordedEvent, streamTypeOf } from '../../../platform/event-store/event';

/** One event of the log, as stored: an auditor sees its data and metadata unchanged. */
export class AuditEventDto {
  @ApiProperty({ example: '1042', description: 'Position in the whole log (a 64-bit integer)' })
  globalPosition!: string;

  @ApiProperty({ example: '7791', description: 'The appending PostgreSQL transaction (xid8)' })
  transactionId!: string;

  @ApiProperty({ example: 'listing-0b6f…' })
  streamId!: string;

  @ApiProperty({ example: 'listing' })
  streamType!: string;

  @ApiProperty({ example: 3 })
  streamPosition!: number;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ example: 'listings.DomainMarkedSold' })
  type!: string;

  @ApiProperty({ example: 1 })
  schemaVersion!: number;

  @ApiProperty({ type: 'object', additionalProperties: true })
  data!: Record<string, unknown>;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'actorId, commandId, correlationId, causationId',
  })
  metadata!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** As stored: not upcast, so that an auditor sees exactly what was written. */
export function toAuditEvent(event: RecordedEvent): AuditEventDto {
  return {
    globalPosition: String(event.globalPosition),
    transactionId: event.transactionId,
    streamId: event.streamId,
    streamType: streamTypeOf(event.streamId),
    streamPosition: Number(event.streamPosition),
    eventId: event.eventId,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as Record<string, unknown>,
    createdAt: event.createdAt.toISOString(),
  };
}
