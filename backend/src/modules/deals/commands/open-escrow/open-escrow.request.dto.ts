import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ESCROW_FEE_PAYERS, type EscrowFeePayer } from '../../model/timeline.events';
import {
  DEAL_MESSAGES,
  ESCROW_INSPECTION_DAYS_DEFAULT,
  ESCROW_INSPECTION_DAYS_MAX,
  ESCROW_INSPECTION_DAYS_MIN,
} from '../../model/deal-rules';

export class OpenEscrowRequest {
  @ApiPropertyOptional({
    enum: ESCROW_FEE_PAYERS,
    default: 'buyer',
    description: 'Who pays Escrow.com’s fee; split halves it',
  })
  @IsOptional()
  @IsIn(ESCROW_FEE_PAYERS, { message: DEAL_MESSAGES.feePayer })
  fee_payer?: EscrowFeePayer;

  @ApiPropertyOptional({
    minimum: ESCROW_INSPECTION_DAYS_MIN,
    maximum: ESCROW_INSPECTION_DAYS_MAX,
    default: ESCROW_INSPECTION_DAYS_DEFAULT,
    description: 'Days the buyer has to check the name once it is transferred',
  })
  @IsOptional()
  @IsInt({ message: DEAL_MESSAGES.inspectionDays })
  @Min(ESCROW_INSPECTION_DAYS_MIN, { message: DEAL_MESSAGES.inspectionDays })
  @Max(ESCROW_INSPECTION_DAYS_MAX, { message: DEAL_MESSAGES.inspectionDays })
  inspection_days?: number;
}
