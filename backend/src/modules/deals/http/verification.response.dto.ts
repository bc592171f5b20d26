import { ApiProperty } from '@nestjs/swagger';
import { DEAL_ROLES, type DealRole } from '../model/deal-rules';
import { VERIFICATION_TYPES, type VerificationType } from '../model/verification-templates';

export class VerificationItem {
  @ApiProperty({ example: 'auth_code_shared' })
  field!: string;

  @ApiProperty({ example: 'Transfer code sent to the buyer' })
  label!: string;

  @ApiProperty()
  hint!: string;

  @ApiProperty({ nullable: true, type: String, description: 'Null until filled in' })
  value!: string | null;

  @ApiProperty({ nullable: true, type: String })
  notes!: string | null;

  @ApiProperty({ enum: ['pending', 'done'], description: 'done when the value is not empty' })
  status!: 'pending' | 'done';

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  updated_at!: string | null;

  @ApiProperty({ enum: DEAL_ROLES, nullable: true, type: String })
  updated_by!: DealRole | null;
}

/** A deal's checklist of one type, with what its parties filled in. */
export class Verification {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  timeline_id!: string;

  @ApiProperty({ enum: VERIFICATION_TYPES })
  type!: VerificationType;

  @ApiProperty({ example: 'Domain transfer' })
  name!: string;

  @ApiProperty({ type: [VerificationItem], description: 'In the template’s order' })
  items!: VerificationItem[];

  @ApiProperty({ description: 'Items done', example: 2 })
  completed!: number;

  @ApiProperty({ description: 'Items in the checklist', example: 5 })
  total!: number;

  @ApiProperty({ enum: ['in_progress', 'complete'] })
  status!: 'in_progress' | 'complete';

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}
