import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  VERIFICATION_TYPE_MESSAGE,
  VERIFICATION_TYPES,
  type VerificationType,
} from '../../model/verification-templates';

export class GetVerificationTemplatesRequest {
  @ApiPropertyOptional({ enum: VERIFICATION_TYPES, description: 'Absent: all three' })
  @IsOptional()
  @IsIn(VERIFICATION_TYPES, { message: VERIFICATION_TYPE_MESSAGE })
  type?: VerificationType;
}
