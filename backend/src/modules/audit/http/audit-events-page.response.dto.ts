import { ApiProperty } from '@nestjs/swagger';
import { AuditEventDto } from './audit-event.response.dto';

export class AuditEventsPage {
  @ApiProperty({ type: [AuditEventDto] })
  events!: AuditEventDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor for the next page; null on the last page',
  })
  nextCursor!: string | null;
}
