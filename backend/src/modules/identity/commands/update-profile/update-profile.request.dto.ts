import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { FULL_NAME_MAX_LENGTH } from '../../model/full-name';
import { Trim } from '../../http/auth-fields';

/**
 * Only the editable fields. Anything else (available_credits, user_tier, id, ...) is refused by
 * the global pipe's forbidNonWhitelisted with 400 VALIDATION_ERROR.
 */
export class UpdateProfileRequest {
  @ApiPropertyOptional({ minLength: 1, maxLength: FULL_NAME_MAX_LENGTH, example: 'Jane Doe' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Full name must be text' })
  @MinLength(1, { message: 'Full name cannot be empty' })
  @MaxLength(FULL_NAME_MAX_LENGTH, { message: 'Full name must be at most 100 characters' })
  full_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'marketing_consent must be true or false' })
  marketing_consent?: boolean;
}
