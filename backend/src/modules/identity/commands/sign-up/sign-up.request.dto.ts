import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsAuthEmail, IsNewPassword, NormalizeEmail, Trim } from '../../http/auth-fields';
import { FULL_NAME_MAX_LENGTH } from '../../model/full-name';

export class SignUpRequest {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormalizeEmail()
  @IsAuthEmail({ forNewAccount: true })
  email!: string;

  @ApiProperty({ minLength: 6, maxLength: 128, example: 'correct horse battery' })
  @IsNewPassword()
  password!: string;

  @ApiPropertyOptional({ maxLength: FULL_NAME_MAX_LENGTH, default: 'User' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Full name must be text' })
  @MaxLength(FULL_NAME_MAX_LENGTH, { message: 'Full name must be at most 100 characters' })
  full_name?: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'accepted_terms must be true or false' })
  accepted_terms?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'marketing_consent must be true or false' })
  marketing_consent?: boolean;
}
