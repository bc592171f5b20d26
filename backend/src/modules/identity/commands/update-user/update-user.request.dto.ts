import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { FULL_NAME_MAX_LENGTH } from '../../model/full-name';
import { IsNewPassword, Trim } from '../../http/auth-fields';

export class UpdateUserData {
  @ApiPropertyOptional({ minLength: 1, maxLength: FULL_NAME_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Full name must be text' })
  @MinLength(1, { message: 'Full name cannot be empty' })
  @MaxLength(FULL_NAME_MAX_LENGTH, { message: 'Full name must be at most 100 characters' })
  full_name?: string;
}

export class UpdateUserRequest {
  @ApiPropertyOptional({
    minLength: 6,
    maxLength: 128,
    description: 'A new password; every other session is signed out',
  })
  @IsOptional()
  @IsNewPassword()
  password?: string;

  @ApiPropertyOptional({ type: UpdateUserData })
  @IsOptional()
  @ValidateNested()
  @Type(() => UpdateUserData)
  data?: UpdateUserData;
}
