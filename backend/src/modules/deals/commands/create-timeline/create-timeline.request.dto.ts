import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { DEAL_MESSAGES } from '../../model/deal-rules';

export class CreateTimelineRequest {
  @ApiProperty({ format: 'uuid', description: 'The sale to follow (its transaction_id)' })
  @IsUUID('all', { message: DEAL_MESSAGES.transactionId })
  transactionId!: string;
}
