import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { DEAL_MESSAGES } from '../../model/deal-rules';
import {
  VERIFICATION_TYPE_MESSAGE,
  VERIFICATION_TYPES,
  type VerificationType,
} from '../../model/verification-templates';

export class CreateVerificationRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: DEAL_MESSAGES.timelineId })
  timelineId!: string;

  @ApiProperty({ enum: VERIFICATION_TYPES })
  @IsIn(VERIFICATION_TYPES, { message: VERIFICATION_TYPE_MESSAGE })
  type!: VerificationType;
}
