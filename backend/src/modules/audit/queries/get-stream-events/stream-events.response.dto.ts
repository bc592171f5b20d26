import { ApiProperty } from '@nestjs/swagger';
import { AuditEventDto } from '../../http/audit-event.response.dto';

export class StreamEventsPage {
  @ApiProperty()
  streamId!: string;

  @ApiProperty({ example: 'listing' })
  streamType!: string;

  @ApiProperty({ description: 'The position of the stream’s last event' })
  version!: number;

  @ApiProperty({ type: [AuditEventDto] })
  events!: AuditEventDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}
